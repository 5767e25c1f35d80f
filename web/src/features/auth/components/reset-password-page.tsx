import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { authErrorMessage, authErrorName } from '../api/errors';
import { setNewPassword } from '../api/reset-password';
import {
  collectErrors,
  hasErrors,
  validateEmail,
  validateNewPassword,
  validatePasswordConfirmation,
  validateRequired,
  type FieldErrors,
} from '../lib/validation';
import { AuthLayout, linkClass, LockIcon } from './auth-layout';
import { AuthField, SubmitButton, toastPasswordTooShort } from './form-parts';
import { NewPasswordFields } from './new-password-fields';

type FieldName = 'email' | 'code' | 'password' | 'confirmation';

/** /auth/reset-password?email=&code= — the target of the reset email. Missing parts are asked for. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const linkEmail = (params.get('email') ?? '').trim();
  const linkCode = (params.get('code') ?? '').trim();
  const [email, setEmail] = useState(linkEmail);
  const [code, setCode] = useState(linkCode);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors<FieldName>>({});
  const [busy, setBusy] = useState(false);
  const [expired, setExpired] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = collectErrors<FieldName>({
      email: validateEmail(email),
      code: validateRequired(code, 'validation.codeRequired'),
      password: validateNewPassword(password),
      confirmation: validatePasswordConfirmation(password, confirmation),
    });
    setErrors(found);
    if (found.confirmation && !found.password) {
      toast({ variant: 'error', title: t('toast.passwordsDontMatch') });
    } else if (found.password === 'validation.passwordTooShort') {
      toastPasswordTooShort(t);
    }
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      await setNewPassword(email, code, password);
      toast({ variant: 'success', title: t('toast.passwordUpdated') });
      navigate(`/auth/sign-in?email=${encodeURIComponent(email.trim())}`, { replace: true });
    } catch (error) {
      const name = authErrorName(error);
      if (name === 'ExpiredCodeException' || name === 'CodeMismatchException') setExpired(true);
      toast({
        variant: 'error',
        title: t('toast.errorUpdatingPassword'),
        description: authErrorMessage(error),
      });
      setBusy(false);
    }
  }

  return (
    <AuthLayout
      icon={<LockIcon />}
      title={t('reset.title')}
      description={t('reset.description')}
      footer={
        <Link to="/auth/sign-in" className={linkClass}>
          {t('common:backToSignIn')}
        </Link>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {expired ? (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            {t('reset.expired')}{' '}
            <Link
              to={`/auth/forgot-password?email=${encodeURIComponent(email.trim())}`}
              className={linkClass}
            >
              {t('reset.requestNew')}
            </Link>
          </div>
        ) : null}
        {linkEmail ? null : (
          <AuthField id="reset-email" label={t('fields.email')} required error={errors.email}>
            {(control) => (
              <Input
                {...control}
                type="email"
                autoComplete="email"
                required
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            )}
          </AuthField>
        )}
        {linkCode ? null : (
          <AuthField id="reset-code" label={t('fields.code')} required error={errors.code}>
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                autoComplete="one-time-code"
                required
                value={code}
                onChange={(event) => setCode(event.target.value)}
              />
            )}
          </AuthField>
        )}
        <NewPasswordFields
          idPrefix="reset"
          password={password}
          confirmation={confirmation}
          onPasswordChange={setPassword}
          onConfirmationChange={setConfirmation}
          errors={errors}
        />
        <SubmitButton busy={busy}>{t('reset.submit')}</SubmitButton>
      </form>
    </AuthLayout>
  );
}
