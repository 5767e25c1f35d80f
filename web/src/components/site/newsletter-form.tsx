import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useEmailSignup } from './use-email-signup';

/** Newsletter signup (footer and blog): validated with the shared schema, then double opt-in on the server. */
export function NewsletterForm({ tone = 'light', source }: { tone?: 'light' | 'dark'; source: string }) {
  const { t } = useTranslation('public');
  const id = useId();
  const { email, setEmail, error, busy, onSubmit } = useEmailSignup({ form: 'newsletter' });

  const errorId = `${id}-error`;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} data-form={`newsletter-${source}`}>
      <label
        htmlFor={id}
        className={`text-sm font-medium ${tone === 'dark' ? 'text-slate-200' : 'text-slate-800'}`}
      >
        {t('newsletter.label')}
      </label>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row">
        <Input
          id={id}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('newsletter.placeholder')}
          value={email}
          invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setEmail(event.target.value)}
          className="min-w-0 sm:flex-1"
        />
        <Button type="submit" loading={busy} className="shrink-0">
          {t('newsletter.submit')}
        </Button>
      </div>
      {error ? (
        <p id={errorId} className={`mt-2 text-sm ${tone === 'dark' ? 'text-red-300' : 'text-red-700'}`}>
          {error}
        </p>
      ) : null}
    </form>
  );
}
