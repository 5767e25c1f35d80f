import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';

/** The sample lead the tester sends (spec section 7: {test, name, email, phone, company, source, timestamp}). */
export function samplePayload(now = new Date()) {
  return {
    test: true,
    name: 'Sarah Lee',
    email: 'sarah@brightwave.example',
    phone: '+44 7700 900123',
    company: 'Brightwave',
    source: 'webhook_test',
    timestamp: now.toISOString(),
  };
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Sends a sample lead straight from the browser. `no-cors` lets any endpoint receive it but hides the response,
 * so success only means the request left the browser; a network failure rejects and shows the error toast.
 */
export function WebhookTester() {
  const { t } = useTranslation('public');
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const target = url.trim();
    if (!target) {
      const message = t('integrations.webhook.tester.missing');
      setError(message);
      toast({ title: message, variant: 'error' });
      return;
    }
    if (!isHttpUrl(target)) {
      setError(t('integrations.webhook.tester.invalid'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await fetch(target, {
        method: 'POST',
        mode: 'no-cors',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(samplePayload()),
      });
      toast({
        title: t('integrations.webhook.tester.sentTitle'),
        description: t('integrations.webhook.tester.sentText'),
        variant: 'success',
      });
    } catch {
      toast({ title: t('integrations.webhook.tester.failed'), variant: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-labelledby="webhook-tester"
      className="min-w-0 rounded-2xl bg-white p-6 ring-1 ring-slate-200 sm:p-8 lg:col-span-2"
    >
      <div className="grid gap-8 lg:grid-cols-2">
        <div className="min-w-0">
          <h2 id="webhook-tester" className="text-xl font-bold text-slate-900">
            {t('integrations.webhook.tester.title')}
          </h2>
          <p className="mt-2 text-slate-600">{t('integrations.webhook.tester.lead')}</p>
          <form
            noValidate
            onSubmit={(event) => void onSubmit(event)}
            className="mt-6 space-y-4"
            data-form="webhook-test"
          >
            <Field id="webhook-url" label={t('integrations.webhook.tester.urlLabel')} error={error}>
              {(props) => (
                <Input
                  {...props}
                  name="url"
                  type="url"
                  inputMode="url"
                  autoComplete="url"
                  placeholder="https://example.com/webhooks/leadroute"
                  value={url}
                  onChange={(event) => {
                    setUrl(event.target.value);
                    if (error) setError(null);
                  }}
                />
              )}
            </Field>
            <Button type="submit" loading={busy}>
              {t('integrations.webhook.tester.send')}
            </Button>
          </form>
        </div>
        <div className="min-w-0">
          <h3 className="text-sm font-semibold text-slate-900">
            {t('integrations.webhook.tester.payloadTitle')}
          </h3>
          <pre
            tabIndex={0}
            className="mt-3 overflow-x-auto rounded-xl bg-slate-900 p-4 text-xs leading-5 text-slate-100"
          >
            <code>{JSON.stringify({ ...samplePayload(new Date('2024-12-01T10:00:00Z')) }, null, 2)}</code>
          </pre>
        </div>
      </div>
    </section>
  );
}
