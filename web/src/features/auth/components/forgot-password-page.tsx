import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { authErrorMessage } from '../api/errors';
import { requestPasswordReset } from '../api/reset-password';
import { validateEmail, type ValidationKey } from '../lib/validation';
import { AuthLayout, linkClass, LockIcon, MailIcon } from './auth-layout';
import { AuthField, SubmitButton } from './form-parts';

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [error, setError] = useState<ValidationKey | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validateEmail(email);
    setError(found);
    if (found) return;
    setBusy(true);
    try {
      await requestPasswordReset(email);
      toast({
        variant: 'success',
        title: t('toast.resetSent'),
        description: t('toast.resetSentDescription'),
      });
      setSent(true);
    } catch (failure) {
      toast({ variant: 'error', title: t('toast.error'), description: authErrorMessage(failure) });
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <AuthLayout
        icon={<MailIcon />}
        title={t('forgot.checkTitle')}
        description={
          <p>
            {t('forgot.checkDescription')}{' '}
            <strong className="font-semibold wrap-anywhere text-slate-900">{email.trim()}</strong>
          </p>
        }
      >
        <div className="space-y-3">
          <p className="text-sm text-slate-600">{t('forgot.checkHint')}</p>
          <Button variant="outline" size="lg" className="w-full" onClick={() => setSent(false)}>
            {t('forgot.tryAgain')}
          </Button>
          <Link to="/auth/sign-in" className={buttonClasses({ size: 'lg', className: 'w-full' })}>
            {t('common:backToSignIn')}
          </Link>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      icon={<LockIcon />}
      title={t('forgot.title')}
      description={t('forgot.description')}
      footer={
        <Link to="/auth/sign-in" className={linkClass}>
          {t('common:backToSignIn')}
        </Link>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <AuthField id="forgot-email" label={t('fields.email')} required error={error}>
          {(control) => (
            <Input
              {...control}
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </AuthField>
        <SubmitButton busy={busy}>{t('forgot.submit')}</SubmitButton>
      </form>
    </AuthLayout>
  );
}
