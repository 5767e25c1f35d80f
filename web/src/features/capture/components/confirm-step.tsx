import type { Lead } from '@contracts/leads';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { updateLead } from '../api/update-lead';
import {
  confidenceLevel,
  confidencePercent,
  confirmChanges,
  confirmFields,
  formatCaptureTime,
  initialValues,
  isEdited,
  type ConfirmField,
  type ConfirmValues,
  type ReviewTarget,
} from '../lib/confirm';

export interface ConfirmStepProps {
  target: ReviewTarget;
  /** Called after Confirm saved (with the updated lead) or after Skip (null). */
  onDone: (updated: Lead | null) => void;
  /** Values typed earlier for this step (it can be put aside while another lead is reviewed). */
  draft?: ConfirmValues;
  /** The current values and whether any differs from the saved lead (a newer capture then waits). */
  onDraftChange: (values: ConfirmValues, dirty: boolean) => void;
}

const FIELD_MAX_LENGTH = 200;

const inputModes: Partial<Record<ConfirmField['name'], 'email' | 'tel' | 'url'>> = {
  email: 'email',
  phone: 'tel',
  website: 'url',
};

const levelClass = {
  high: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  medium: 'bg-slate-100 text-slate-700 ring-slate-200',
  low: 'bg-amber-100 text-amber-900 ring-amber-300',
};

/**
 * The confirm step (spec §1, §4 validation flow): the captured lead is already saved; this panel shows its fields
 * with the machine's confidence, highlights the unsure ones with "Please check", and lets the user correct
 * them. Confirm sends the flagged fields (confirming them) and any changed field (a correction the server learns
 * from); Skip keeps the lead as saved, unsure fields still flagged. It is a non-modal dialog so the page stays
 * usable (the next card can be scanned meanwhile); Escape skips.
 */
export function ConfirmStep({ target, draft, onDone, onDraftChange }: ConfirmStepProps) {
  const { t, i18n } = useTranslation('leads');
  const id = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const fields = useMemo(() => confirmFields(target), [target]);
  const [values, setValues] = useState<ConfirmValues>(() => draft ?? initialValues(fields));
  const [saving, setSaving] = useState(false);
  const flaggedCount = fields.filter((field) => field.flagged).length;
  const dirty = fields.some((field) => isEdited(field, values[field.name]));

  useEffect(() => {
    onDraftChange(values, dirty);
  }, [values, dirty, onDraftChange]);

  // Bring the step into view and put the cursor in the first unsure field (or on the panel itself).
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    panel.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    const firstFlagged = panel.querySelector<HTMLInputElement>('input[data-flagged="true"]');
    (firstFlagged ?? panel).focus({ preventScroll: true });
  }, []);

  async function onConfirm(event: FormEvent) {
    event.preventDefault();
    const changes = confirmChanges(fields, values);
    if (!changes) {
      onDone(null);
      return;
    }
    setSaving(true);
    try {
      const updated = await updateLead(target.lead.id, changes);
      toast({
        variant: 'success',
        title: t('capture.confirm.saved'),
        description: t('capture.confirm.savedDescription'),
      });
      onDone(updated);
    } catch (failure) {
      const code = failure instanceof Error && 'code' in failure ? failure.code : null;
      if (!code) console.error('Could not confirm the lead', failure);
      toast({
        variant: 'error',
        title: t('toast.updateFailed'),
        description:
          code === 'VALIDATION_FAILED' && failure instanceof Error ? failure.message : t('toast.tryAgain'),
      });
    } finally {
      setSaving(false);
    }
  }

  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  return (
    <div
      ref={panelRef}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      tabIndex={-1}
      data-testid="confirm-step"
      className="scroll-mt-24 rounded-xl border border-brand-500 bg-white shadow-md ring-4 ring-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !saving) {
          event.stopPropagation();
          onDone(null);
        }
      }}
    >
      <form noValidate onSubmit={onConfirm}>
        <div className="space-y-1 p-5 pb-3 sm:p-6 sm:pb-3">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {t('capture.confirm.title')}
          </h2>
          <div id={descriptionId} className="space-y-1 text-sm text-slate-600">
            <p>{t('capture.confirm.description')}</p>
            <p className={flaggedCount > 0 ? 'font-medium text-amber-800' : undefined}>
              {flaggedCount > 0
                ? t('capture.confirm.flaggedCount', { count: flaggedCount })
                : t('capture.confirm.noneFlagged')}
            </p>
          </div>
          {target.ms !== undefined ? (
            <p className="text-xs text-slate-500">
              {t('capture.confirm.readIn', { time: formatCaptureTime(target.ms, i18n.language) })}
            </p>
          ) : null}
        </div>
        <div className="grid gap-3 px-5 sm:grid-cols-2 sm:px-6 xl:grid-cols-3">
          {fields.map((field) => (
            <FieldRow
              key={field.name}
              id={`${id}-field-${field.name}`}
              field={field}
              value={values[field.name]}
              disabled={saving}
              onChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
            />
          ))}
        </div>
        <div className="flex flex-col-reverse gap-2 p-5 sm:flex-row sm:justify-end sm:p-6">
          <Button variant="outline" disabled={saving} onClick={() => onDone(null)}>
            {t('capture.confirm.skip')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('capture.confirm.confirm')}
          </Button>
        </div>
      </form>
    </div>
  );
}

function FieldRow({
  id,
  field,
  value,
  disabled,
  onChange,
}: {
  id: string;
  field: ConfirmField;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('leads');
  const edited = isEdited(field, value);
  const noteId = `${id}-note`;
  const confidenceId = `${id}-confidence`;
  const percent = field.confidence === null ? null : confidencePercent(field.confidence);

  const showConfidence = !edited && !field.flagged && percent !== null;
  let note: string | null = null;
  if (edited) note = t('capture.confirm.editedDescription');
  else if (field.flagged)
    note =
      percent === null
        ? t('capture.confirm.pleaseCheckUnknown')
        : t('capture.confirm.pleaseCheckPercent', { percent });

  return (
    <div
      className={cn(
        'space-y-1.5 rounded-lg border p-3',
        field.flagged && !edited ? 'border-amber-400 bg-amber-50' : 'border-slate-200',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {t(`capture.confirm.fields.${field.name}`)}
        </label>
        {edited ? (
          <Badge className="bg-brand-50 text-brand-700 ring-brand-100">{t('capture.confirm.edited')}</Badge>
        ) : field.flagged ? (
          <Badge className={levelClass.low}>
            <svg viewBox="0 0 20 20" className="size-3.5" fill="currentColor" aria-hidden="true">
              <path d="M10 2 1 18h18L10 2zm-1 6h2v5H9V8zm0 6h2v2H9v-2z" />
            </svg>
            {t('capture.confirm.pleaseCheck')}
          </Badge>
        ) : showConfidence && field.confidence !== null ? (
          <Badge id={confidenceId} className={levelClass[confidenceLevel(field.confidence)]}>
            {t('capture.confirm.confidence', { percent })}
          </Badge>
        ) : null}
      </div>
      <Input
        id={id}
        value={value}
        maxLength={FIELD_MAX_LENGTH}
        autoComplete="off"
        spellCheck={false}
        inputMode={inputModes[field.name]}
        placeholder={field.saved ? undefined : t('capture.confirm.empty')}
        data-flagged={field.flagged ? 'true' : undefined}
        aria-describedby={note ? noteId : showConfidence ? confidenceId : undefined}
        className={field.flagged && !edited ? 'border-amber-500' : undefined}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
      {note ? (
        <p
          id={noteId}
          className={cn('text-xs', field.flagged && !edited ? 'text-amber-900' : 'text-slate-600')}
        >
          {note}
        </p>
      ) : null}
    </div>
  );
}

/** A small status pill next to a field's label. */
function Badge({ className, children, id }: { className?: string; children: ReactNode; id?: string }) {
  return (
    <span
      id={id}
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        className,
      )}
    >
      {children}
    </span>
  );
}
