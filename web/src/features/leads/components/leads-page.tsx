import type { CreateLeadResponse, Lead } from '@contracts/leads';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { deleteLead } from '../api/delete-lead';
import { deleteLeads } from '../api/delete-leads';
import { exportLeads } from '../api/export-leads';
import { displayValue } from '../lib/display';
import { selectionState, toggleAll, toggleOne, withoutIds } from '../lib/selection';
import { AddLeadCard } from './add-lead-card';
import { LeadsTable } from './leads-table';
import { useLeads } from './use-leads';

type PendingDelete = { kind: 'one'; lead: Lead } | { kind: 'selected'; ids: string[] };

/** What capture tools mounted on this screen may do with the list. */
export interface LeadsListUpdates {
  leads: readonly Lead[];
  prepend: (lead: Lead) => void;
  replace: (lead: Lead) => void;
}

/**
 * Slots the app fills with another feature's capture tools (scan, voice, confirm step), so this feature does not
 * import them.
 */
export interface LeadsCaptureSlots {
  /** More capture cards, shown before the add-by-text card. */
  cards?: (list: LeadsListUpdates) => ReactNode;
  /** Shown between the cards and the table. */
  panel?: (list: LeadsListUpdates) => ReactNode;
  /** Extra buttons in a row's Actions cell. */
  rowActions?: (lead: Lead, leadName: string) => ReactNode;
  /** Called after the add-by-text card saved a lead, with the API's full answer. */
  onCaptured?: (response: CreateLeadResponse) => void;
}

export function LeadsPage({ capture }: { capture?: LeadsCaptureSlots } = {}) {
  const { t } = useTranslation('leads');
  const leads = useLeads();
  const list: LeadsListUpdates = { leads: leads.items, prepend: leads.prepend, replace: leads.replace };
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [pending, setPending] = useState<PendingDelete | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [exporting, setExporting] = useState(false);

  const loadedIds = useMemo(() => leads.items.map((lead) => lead.id), [leads.items]);
  const selection = selectionState(selected, loadedIds);
  const selectedCount = loadedIds.filter((id) => selected.has(id)).length;

  async function confirmDelete() {
    if (!pending) return;
    setDeleting(true);
    try {
      if (pending.kind === 'one') {
        await deleteLead(pending.lead.id);
        leads.remove([pending.lead.id]);
        setSelected((current) => withoutIds(current, [pending.lead.id]));
        toast({ variant: 'success', title: t('toast.leadDeleted') });
      } else {
        await deleteLeads(pending.ids);
        leads.remove(pending.ids);
        setSelected(new Set());
        toast({ variant: 'success', title: t('toast.leadsDeleted') });
      }
      setPending(null);
    } catch (error) {
      console.error('Delete failed', error);
      toast({ variant: 'error', title: t('toast.deleteFailed'), description: t('toast.tryAgain') });
    } finally {
      setDeleting(false);
    }
  }

  async function onExport() {
    setExporting(true);
    try {
      await exportLeads();
    } catch (error) {
      console.error('Export failed', error);
      toast({ variant: 'error', title: t('toast.exportFailed'), description: t('toast.tryAgain') });
    } finally {
      setExporting(false);
    }
  }

  const pendingName =
    pending?.kind === 'one'
      ? (() => {
          const name = displayValue('name', pending.lead.name);
          return name.empty ? t(name.key) : name.text;
        })()
      : '';

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t('title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('subtitle')}</p>
      </div>

      <div className="grid items-start gap-6 lg:grid-cols-2">
        {capture?.cards?.(list)}
        <div className="lg:col-span-2">
          <AddLeadCard
            onAdded={(lead, response) => {
              leads.prepend(lead);
              capture?.onCaptured?.(response);
            }}
          />
        </div>
      </div>

      {capture?.panel?.(list)}

      <Card className="overflow-hidden">
        <div className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
          <div>
            <h2 className="text-base font-semibold text-slate-900">{t('table.title')}</h2>
            <p className="text-sm text-slate-600" aria-live="polite">
              {selectedCount > 0
                ? t('table.selectedCount', { count: selectedCount })
                : t('table.loadedCount', { count: leads.items.length })}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {leads.items.length > 0 ? (
              <label className="inline-flex h-8 items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm text-slate-700 lg:hidden">
                <Checkbox
                  checked={selection === 'all'}
                  indeterminate={selection === 'some'}
                  onChange={() => setSelected((current) => toggleAll(current, loadedIds))}
                />
                {t('selectAll')}
              </label>
            ) : null}
            <Button
              size="sm"
              variant="danger"
              disabled={selectedCount === 0}
              onClick={() =>
                setPending({ kind: 'selected', ids: loadedIds.filter((id) => selected.has(id)) })
              }
            >
              {selectedCount > 0 ? t('deleteSelected', { count: selectedCount }) : t('deleteSelectedNone')}
            </Button>
            <Button size="sm" variant="outline" onClick={() => void onExport()} loading={exporting}>
              <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
                <path d="M10 2a1 1 0 0 1 1 1v7.6l2.3-2.3 1.4 1.4L10 14.4 5.3 9.7l1.4-1.4L9 10.6V3a1 1 0 0 1 1-1zM4 15h12v2H4z" />
              </svg>
              {t('exportCsv')}
            </Button>
          </div>
        </div>

        {leads.status === 'loading' ? (
          <div className="flex items-center justify-center p-10 text-brand-600">
            <Spinner className="size-6" label={t('table.loading')} />
          </div>
        ) : leads.status === 'error' ? (
          <div className="p-5">
            <Alert tone="error" title={t('table.loadFailed')}>
              <Button size="sm" variant="outline" className="mt-2" onClick={() => void leads.reload()}>
                {t('table.retry')}
              </Button>
            </Alert>
          </div>
        ) : leads.items.length === 0 ? (
          <div className="p-10 text-center">
            <p className="font-medium text-slate-900">{t('table.emptyTitle')}</p>
            <p className="mt-1 text-sm text-slate-600">{t('table.emptyDescription')}</p>
          </div>
        ) : (
          <>
            <LeadsTable
              leads={leads.items}
              selected={selected}
              selection={selection}
              onToggleAll={() => setSelected((current) => toggleAll(current, loadedIds))}
              onToggle={(id) => setSelected((current) => toggleOne(current, id))}
              onDelete={(lead) => setPending({ kind: 'one', lead })}
              onNoteSaved={leads.replace}
              renderRowActions={capture?.rowActions}
            />
            {leads.nextCursor ? (
              <div className="flex flex-col items-center gap-2 border-t border-slate-200 p-4">
                {leads.loadMoreFailed ? (
                  <p className="text-sm text-red-700">{t('table.loadMoreFailed')}</p>
                ) : null}
                <Button variant="outline" onClick={() => void leads.loadMore()} loading={leads.loadingMore}>
                  {t('loadMore')}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </Card>

      <ConfirmDialog
        open={pending !== null}
        tone="danger"
        busy={deleting}
        title={
          pending?.kind === 'selected'
            ? t('confirm.bulkTitle', { count: pending.ids.length })
            : t('confirm.oneTitle')
        }
        description={
          pending?.kind === 'selected'
            ? t('confirm.bulkDescription', { count: pending.ids.length })
            : t('confirm.oneDescription', { name: pendingName })
        }
        confirmLabel={t('confirm.delete')}
        cancelLabel={t('confirm.cancel')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
