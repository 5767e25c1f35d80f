import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { Input } from '@/components/ui/input';
import { PageSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { useAuth } from '@/lib/auth';
import { authErrorMessage, authErrorName } from '../api/errors';
import { signUpWithEmail, type SignUpInput } from '../api/sign-up';
import { rememberPendingCredentials } from '../lib/pending-credentials';
import { markVerificationSent } from '../lib/resend-store';
import {
  collectErrors,
  hasErrors,
  validateEmail,
  validateNewPassword,
  validateOptionalWebsite,
  validateRequired,
  type FieldErrors,
} from '../lib/validation';
import { AuthLayout, linkClass } from './auth-layout';
import { PasswordInput } from './password-input';
import { AuthField, SubmitButton } from './form-parts';

type FieldName = keyof SignUpInput;

const empty: SignUpInput = {
  email: '',
  password: '',
  fullName: '',
  phoneNumber: '',
  companyName: '',
  companyWebsite: '',
  telegramUsername: '',
};

export function SignUpPage() {
  const { t } = useTranslation('auth');
  const { status } = useAuth();
  const navigate = useNavigate();
  const [form, setForm] = useState<SignUpInput>(empty);
  const [errors, setErrors] = useState<FieldErrors<FieldName>>({});
  const [busy, setBusy] = useState(false);

  if (status === 'loading') return <PageSpinner label={t('common:loading')} />;
  if (status === 'signedIn' && !busy) return <Navigate to="/dashboard" replace />;

  const set = (field: FieldName) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = collectErrors<FieldName>({
      email: validateEmail(form.email),
      password: validateNewPassword(form.password),
      fullName: validateRequired(form.fullName, 'validation.fullNameRequired'),
      phoneNumber: null,
      companyName: null,
      companyWebsite: validateOptionalWebsite(form.companyWebsite ?? ''),
      telegramUsername: null,
    });
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      await signUpWithEmail(form);
      rememberPendingCredentials(form.email, form.password);
      markVerificationSent(form.email);
      toast({
        variant: 'success',
        title: t('toast.accountCreated'),
        description: t('toast.accountCreatedDescription'),
      });
      navigate(`/auth/verify-email?email=${encodeURIComponent(form.email.trim().toLowerCase())}`);
    } catch (error) {
      if (authErrorName(error) === 'UsernameExistsException') {
        toast({
          variant: 'error',
          title: t('toast.accountExists'),
          description: t('toast.accountExistsDescription'),
          action: {
            label: t('toast.signInAction'),
            to: `/auth/sign-in?email=${encodeURIComponent(form.email.trim())}`,
          },
        });
      } else {
        toast({ variant: 'error', title: t('toast.signUpFailed'), description: authErrorMessage(error) });
      }
      setBusy(false);
    }
  }

  return (
    <AuthLayout
      wide
      title={t('signUp.title')}
      description={t('signUp.description')}
      footer={
        <>
          {t('signUp.haveAccount')}{' '}
          <Link to="/auth/sign-in" className={linkClass}>
            {t('signUp.signIn')}
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <AuthField id="sign-up-full-name" label={t('fields.fullName')} required error={errors.fullName}>
          {(control) => (
            <Input
              {...control}
              autoComplete="name"
              required
              value={form.fullName}
              onChange={set('fullName')}
            />
          )}
        </AuthField>
        <AuthField id="sign-up-email" label={t('fields.email')} required error={errors.email}>
          {(control) => (
            <Input
              {...control}
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              value={form.email}
              onChange={set('email')}
            />
          )}
        </AuthField>
        <AuthField
          id="sign-up-password"
          label={t('fields.password')}
          required
          hint={t('fields.passwordHint')}
          error={errors.password}
        >
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="new-password"
              required
              minLength={6}
              value={form.password}
              onChange={set('password')}
            />
          )}
        </AuthField>

        <fieldset className="border-t border-slate-200 pt-5">
          <legend className="sr-only">{t('signUp.optionalSection')}</legend>
          <p aria-hidden="true" className="mb-4 text-sm font-semibold text-slate-900">
            {t('signUp.optionalSection')}
          </p>
          <div className="grid gap-5 sm:grid-cols-2">
            <AuthField id="sign-up-phone" label={t('fields.phoneNumber')} error={errors.phoneNumber}>
              {(control) => (
                <Input
                  {...control}
                  type="tel"
                  autoComplete="tel"
                  value={form.phoneNumber}
                  onChange={set('phoneNumber')}
                />
              )}
            </AuthField>
            <AuthField id="sign-up-company" label={t('fields.companyName')} error={errors.companyName}>
              {(control) => (
                <Input
                  {...control}
                  autoComplete="organization"
                  value={form.companyName}
                  onChange={set('companyName')}
                />
              )}
            </AuthField>
            <AuthField id="sign-up-website" label={t('fields.companyWebsite')} error={errors.companyWebsite}>
              {(control) => (
                <Input
                  {...control}
                  type="url"
                  inputMode="url"
                  autoComplete="url"
                  placeholder="example.com"
                  value={form.companyWebsite}
                  onChange={set('companyWebsite')}
                />
              )}
            </AuthField>
            <AuthField
              id="sign-up-telegram"
              label={t('fields.telegramUsername')}
              error={errors.telegramUsername}
            >
              {(control) => (
                <Input
                  {...control}
                  autoComplete="off"
                  placeholder="@username"
                  value={form.telegramUsername}
                  onChange={set('telegramUsername')}
                />
              )}
            </AuthField>
          </div>
        </fieldset>

        <SubmitButton busy={busy}>{t('signUp.submit')}</SubmitButton>
        <p className="text-center text-xs text-slate-500">
          {t('signUp.terms')}{' '}
          <Link to="/privacy-policy" className={linkClass}>
            {t('signUp.privacy')}
          </Link>
        </p>
      </form>
    </AuthLayout>
  );
}
