import { NOTE_MAX_LENGTH, type Lead } from '@contracts/leads';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { updateLeadNote } from '../api/update-lead-note';
import { displayValue } from '../lib/display';

export interface NoteCellProps {
  lead: Lead;
  /** The lead's display name, for accessible names ("Edit note for Jane Doe"). */
  leadName: string;
  onSaved: (lead: Lead) => void;
}

/** Shows the note; "Edit note" turns it into a textarea with Save and Cancel. */
export function NoteCell({ lead, leadName, onSaved }: NoteCellProps) {
  const { t } = useTranslation('leads');
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [saving, setSaving] = useState(false);
  const shown = displayValue('note', lead.note);

  async function save() {
    setSaving(true);
    try {
      const updated = await updateLeadNote(lead.id, draft.trim());
      onSaved(updated);
      setEditing(false);
      toast({ variant: 'success', title: t('toast.noteUpdated') });
    } catch (error) {
      console.error('Could not update note', error);
      toast({ variant: 'error', title: t('toast.updateFailed'), description: t('toast.tryAgain') });
    } finally {
      setSaving(false);
    }
  }

  if (!editing) {
    return (
      <div className="flex min-w-0 items-start gap-2 lg:max-w-56">
        <span className={shown.empty ? 'text-slate-400' : 'break-words whitespace-pre-line text-slate-700'}>
          {shown.empty ? t(shown.key) : shown.text}
        </span>
        <button
          type="button"
          aria-label={t('note.edit', { name: leadName })}
          title={t('note.editShort')}
          onClick={() => {
            setDraft(lead.note ?? '');
            setEditing(true);
          }}
          className="shrink-0 rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
            <path d="M13.6 2.6a2 2 0 0 1 2.8 2.8l-9 9-3.9 1 1-3.9 9.1-8.9zM12.2 5 5 12.2l-.4 1.6 1.6-.4L13.4 6.2 12.2 5z" />
          </svg>
        </button>
      </div>
    );
  }

  return (
    <div className="w-full space-y-2 lg:w-56">
      <label htmlFor={id} className="sr-only">
        {t('note.label', { name: leadName })}
      </label>
      <Textarea
        id={id}
        rows={3}
        autoFocus
        maxLength={NOTE_MAX_LENGTH}
        value={draft}
        disabled={saving}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setEditing(false);
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) void save();
        }}
      />
      <div className="flex gap-2">
        <Button
          size="sm"
          onClick={() => void save()}
          loading={saving}
          aria-label={t('note.save', { name: leadName })}
        >
          {t('note.saveShort')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => setEditing(false)}
          disabled={saving}
          aria-label={t('note.cancel', { name: leadName })}
        >
          {t('note.cancelShort')}
        </Button>
      </div>
    </div>
  );
}
