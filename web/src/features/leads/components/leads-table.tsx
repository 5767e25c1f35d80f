import type { Lead } from '@contracts/leads';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { displayValue, formatLeadDate, type DisplayField } from '../lib/display';
import type { SelectionState } from '../lib/selection';
import { NoteCell } from './note-cell';

export interface LeadsTableProps {
  leads: readonly Lead[];
  selected: ReadonlySet<string>;
  selection: SelectionState;
  onToggleAll: () => void;
  onToggle: (id: string) => void;
  onDelete: (lead: Lead) => void;
  onNoteSaved: (lead: Lead) => void;
  /** Extra buttons for a row's Actions cell, before Delete (e.g. the capture feature's Review). */
  renderRowActions?: (lead: Lead, leadName: string) => ReactNode;
}

// Below lg each row is a stacked card: cells become label/value lines (the label comes from data-label).
const cellBase =
  'flex items-start justify-between gap-4 px-4 py-1.5 text-slate-700 before:shrink-0 before:font-medium before:text-slate-500 before:content-[attr(data-label)] lg:table-cell lg:px-3 lg:py-3 lg:align-top lg:before:content-none';

function Value({ field, value }: { field: DisplayField; value: string | null }) {
  const { t } = useTranslation('leads');
  const shown = displayValue(field, value);
  if (shown.empty) return <span className="text-slate-400">{t(shown.key)}</span>;
  return <span className="min-w-0 text-right break-words lg:text-left">{shown.text}</span>;
}

export function LeadsTable({
  leads,
  selected,
  selection,
  onToggleAll,
  onToggle,
  onDelete,
  onNoteSaved,
  renderRowActions,
}: LeadsTableProps) {
  const { t, i18n } = useTranslation('leads');
  const headers: Array<[string, string]> = [
    ['name', t('columns.name')],
    ['contact', t('columns.contact')],
    ['phone', t('columns.phone')],
    ['company', t('columns.company')],
    ['title', t('columns.title')],
    ['note', t('columns.note')],
    ['source', t('columns.source')],
    ['created', t('columns.created')],
  ];

  return (
    <div className="lg:overflow-x-auto">
      <table className="block w-full text-sm lg:table lg:min-w-[960px]">
        <caption className="sr-only">{t('table.caption')}</caption>
        <thead className="hidden border-b border-slate-200 bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase lg:table-header-group">
          <tr>
            <th scope="col" className="w-10 px-4 py-3">
              <Checkbox
                aria-label={t('selectAll')}
                checked={selection === 'all'}
                indeterminate={selection === 'some'}
                onChange={onToggleAll}
              />
            </th>
            {headers.map(([key, label]) => (
              <th key={key} scope="col" className="px-3 py-3">
                {label}
              </th>
            ))}
            <th scope="col" className="px-3 py-3 text-right">
              {t('columns.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="block space-y-3 p-3 lg:table-row-group lg:space-y-0 lg:divide-y lg:divide-slate-100 lg:p-0">
          {leads.map((lead) => {
            const name = displayValue('name', lead.name);
            const leadName = name.empty ? t(name.key) : name.text;
            const isSelected = selected.has(lead.id);
            return (
              <tr
                key={lead.id}
                data-testid="lead-row"
                data-lead-id={lead.id}
                className={`relative block rounded-lg border py-2 lg:table-row lg:rounded-none lg:border-0 lg:py-0 ${
                  isSelected
                    ? 'border-brand-500 bg-brand-50/60'
                    : 'border-slate-200 bg-white hover:bg-slate-50/60'
                }`}
              >
                <td className="absolute top-3 right-3 lg:static lg:table-cell lg:px-4 lg:py-3 lg:align-top">
                  <Checkbox
                    aria-label={t('selectLead', { name: leadName })}
                    checked={isSelected}
                    onChange={() => onToggle(lead.id)}
                  />
                </td>
                <td className="block px-4 pt-1 pb-2 pr-12 text-base font-semibold text-slate-900 lg:table-cell lg:px-3 lg:py-3 lg:text-sm lg:align-top">
                  {name.empty ? <span className="text-slate-500">{t(name.key)}</span> : name.text}
                </td>
                <td className={cellBase} data-label={t('columns.contact')}>
                  {lead.email?.trim() ? (
                    <a
                      href={`mailto:${lead.email.trim()}`}
                      className="min-w-0 wrap-anywhere text-brand-700 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-brand-600"
                    >
                      {lead.email.trim()}
                    </a>
                  ) : (
                    <Value field="email" value={lead.email} />
                  )}
                </td>
                <td className={cellBase} data-label={t('columns.phone')}>
                  <Value field="phone" value={lead.phone} />
                </td>
                <td className={cellBase} data-label={t('columns.company')}>
                  <Value field="company" value={lead.company} />
                </td>
                <td className={cellBase} data-label={t('columns.title')}>
                  <Value field="title" value={lead.title} />
                </td>
                <td className={cellBase} data-label={t('columns.note')}>
                  <NoteCell lead={lead} leadName={leadName} onSaved={onNoteSaved} />
                </td>
                <td className={cellBase} data-label={t('columns.source')}>
                  <span className="inline-flex rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                    {t(`sources.${lead.source}`)}
                  </span>
                </td>
                <td className={`${cellBase} whitespace-nowrap`} data-label={t('columns.created')}>
                  <time dateTime={lead.createdAt}>{formatLeadDate(lead.createdAt, i18n.language)}</time>
                </td>
                <td className="flex justify-end gap-1 px-4 pt-2 lg:table-cell lg:px-3 lg:py-3 lg:text-right lg:align-top lg:whitespace-nowrap">
                  {renderRowActions?.(lead, leadName)}
                  <button
                    type="button"
                    onClick={() => onDelete(lead)}
                    aria-label={t('deleteLead', { name: leadName })}
                    className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-600"
                  >
                    <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
                      <path d="M8 2h4a1 1 0 0 1 1 1v1h4v2H3V4h4V3a1 1 0 0 1 1-1zm-3 6h10l-.8 9.1a1 1 0 0 1-1 .9H6.8a1 1 0 0 1-1-.9L5 8z" />
                    </svg>
                    <span className="lg:sr-only">{t('delete')}</span>
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
