import { LEAD_TEXT_MAX_LENGTH, type CreateLeadResponse, type Lead } from '@contracts/leads';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/toaster';
import { ApiRequestError } from '@/lib/api-client';
import { createLeadFromText } from '../api/create-lead-from-text';

/** `onAdded` gets the saved lead and the API's full answer (with each field's confidence, for a confirm step). */
export function AddLeadCard({ onAdded }: { onAdded: (lead: Lead, response: CreateLeadResponse) => void }) {
  const { t } = useTranslation('leads');
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) {
      setError(t('add.blank'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const result = await createLeadFromText(text.trim());
      onAdded(result.lead, result);
      setText('');
      toast({ variant: 'success', title: t('toast.leadAdded') });
      if (result.limitReached) {
        toast({
          variant: 'info',
          title: t('toast.limitReached'),
          description: result.message,
          action: { label: t('toast.upgradeNow'), to: '/dashboard/billing' },
        });
      }
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.code === 'LIMIT_REACHED') {
        toast({
          variant: 'error',
          title: t('toast.limitReached'),
          description: failure.message,
          action: { label: t('toast.upgradeNow'), to: '/dashboard/billing' },
        });
      } else {
        console.error('Could not add lead', failure);
        toast({ variant: 'error', title: t('toast.addFailed'), description: t('toast.tryAgain') });
      }
    } finally {
      setBusy(false);
    }
  }

  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('add.title')}</CardTitle>
        <CardDescription>{t('add.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="space-y-3">
          <Label htmlFor={id}>{t('add.label')}</Label>
          <Textarea
            id={id}
            rows={4}
            maxLength={LEAD_TEXT_MAX_LENGTH}
            value={text}
            invalid={Boolean(error)}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            placeholder={t('add.placeholder')}
            onChange={(event) => {
              setText(event.target.value);
              if (error) setError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.metaKey || event.ctrlKey))
                event.currentTarget.form?.requestSubmit();
            }}
            disabled={busy}
          />
          <p id={hintId} className="text-xs text-slate-500">
            {t('add.hint')}
          </p>
          {error ? (
            <p id={errorId} className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <div className="flex justify-end">
            <Button type="submit" loading={busy}>
              {t('add.submit')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
