import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { useAuth } from '@/lib/auth';
import { changePassword, IncorrectCurrentPasswordError } from '../api/change-password';
import { authErrorMessage } from '../api/errors';
import { signInPathFor } from '../lib/safe-redirect';
import {
  collectErrors,
  hasErrors,
  validateNewPassword,
  validatePasswordConfirmation,
  validateRequired,
  type FieldErrors,
} from '../lib/validation';
import { AuthLayout, linkClass, LockIcon } from './auth-layout';
import { PasswordField, SubmitButton, toastPasswordTooShort } from './form-parts';
import { NewPasswordFields } from './new-password-fields';

type FieldName = 'current' | 'password' | 'confirmation';

export function ChangePasswordPage() {
  const { t } = useTranslation('auth');
  const { status, user } = useAuth();
  const navigate = useNavigate();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors<FieldName>>({});
  const [busy, setBusy] = useState(false);

  if (status === 'loading') return <PageSpinner label={t('common:loading')} />;
  if (status === 'signedOut') {
    return (
      <Navigate
        to={signInPathFor('/auth/change-password')}
        replace
        state={{ from: '/auth/change-password' }}
      />
    );
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const newPasswordError = validateNewPassword(password);
    const found = collectErrors<FieldName>({
      current: validateRequired(current, 'validation.currentPasswordRequired'),
      password: newPasswordError ?? (current && password === current ? 'validation.samePassword' : null),
      confirmation: validatePasswordConfirmation(password, confirmation),
    });
    setErrors(found);
    if (found.password === 'validation.passwordTooShort') {
      toastPasswordTooShort(t);
    } else if (found.password === 'validation.samePassword') {
      toast({
        variant: 'error',
        title: t('toast.samePassword'),
        description: t('toast.samePasswordDescription'),
      });
    } else if (found.confirmation) {
      toast({ variant: 'error', title: t('toast.passwordsDontMatch') });
    }
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      await changePassword(current, password);
      toast({ variant: 'success', title: t('toast.passwordChanged') });
      navigate('/dashboard/profile', { replace: true });
    } catch (error) {
      if (error instanceof IncorrectCurrentPasswordError) {
        setErrors({ current: 'validation.currentPasswordIncorrect' });
        toast({ variant: 'error', title: t('toast.currentPasswordIncorrect') });
      } else {
        toast({
          variant: 'error',
          title: t('toast.errorChangingPassword'),
          description: authErrorMessage(error),
        });
      }
      setBusy(false);
    }
  }

  return (
    <AuthLayout
      icon={<LockIcon />}
      title={t('change.title')}
      description={user?.email ? t('change.description', { email: user.email }) : undefined}
      footer={
        <Link to="/dashboard/profile" className={linkClass}>
          {t('change.backToProfile')}
        </Link>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <PasswordField
          id="change-current"
          label={t('fields.currentPassword')}
          error={errors.current}
          autoComplete="current-password"
          value={current}
          onChange={setCurrent}
        />
        <NewPasswordFields
          idPrefix="change"
          password={password}
          confirmation={confirmation}
          onPasswordChange={setPassword}
          onConfirmationChange={setConfirmation}
          errors={errors}
        />
        <SubmitButton busy={busy}>{t('change.submit')}</SubmitButton>
      </form>
    </AuthLayout>
  );
}
