import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Input } from '@/components/ui/input';
import { PageSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { useAuth } from '@/lib/auth';
import { authErrorMessage, isUnconfirmedError } from '../api/errors';
import { signInWithEmail } from '../api/sign-in';
import { rememberPendingCredentials } from '../lib/pending-credentials';
import { redirectTargetFrom } from '../lib/safe-redirect';
import {
  collectErrors,
  hasErrors,
  validateEmail,
  validatePasswordPresent,
  type FieldErrors,
} from '../lib/validation';
import { AuthLayout, linkClass } from './auth-layout';
import { AuthField, PasswordField, SubmitButton } from './form-parts';

type FieldName = 'email' | 'password';

export interface SignInPageProps {
  /** /auth sends a signed-in visitor home; /auth/sign-in sends them on to where they were going. */
  entry?: 'auth' | 'sign-in';
}

export function SignInPage({ entry = 'sign-in' }: SignInPageProps) {
  const { t } = useTranslation('auth');
  const { status, refresh } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<FieldName>>({});
  const [busy, setBusy] = useState(false);
  const target = redirectTargetFrom(location.state, location.search);

  if (status === 'loading') return <PageSpinner label={t('common:loading')} />;
  // While a sign-in is in flight this screen decides where to go, not the auth state change.
  if (status === 'signedIn' && !busy) return <Navigate to={entry === 'auth' ? '/' : target} replace />;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = collectErrors<FieldName>({
      email: validateEmail(email),
      password: validatePasswordPresent(password),
    });
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    const goVerify = () => {
      rememberPendingCredentials(email, password);
      toast({
        variant: 'error',
        title: t('toast.emailNotVerified'),
        description: t('toast.emailNotVerifiedDescription'),
      });
      navigate(`/auth/verify-email?email=${encodeURIComponent(email.trim())}`);
    };
    try {
      const outcome = await signInWithEmail(email, password);
      if (outcome === 'signedIn') {
        await refresh();
        toast({ variant: 'success', title: t('toast.welcomeBack') });
        navigate(target, { replace: true });
        return;
      }
      if (outcome === 'unconfirmed') {
        goVerify();
        return;
      }
      toast({ variant: 'error', title: t('toast.signInFailed'), description: t('signIn.resetRequired') });
      navigate('/auth/forgot-password');
    } catch (error) {
      if (isUnconfirmedError(error)) {
        goVerify();
        return;
      }
      toast({ variant: 'error', title: t('toast.signInFailed'), description: authErrorMessage(error) });
      setBusy(false);
    }
  }

  return (
    <AuthLayout
      title={t('signIn.title')}
      description={t('signIn.description')}
      footer={
        <>
          {t('signIn.noAccount')}{' '}
          <Link to="/auth/sign-up" className={linkClass}>
            {t('signIn.createAccount')}
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <AuthField id="sign-in-email" label={t('fields.email')} required error={errors.email}>
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </AuthField>
        <PasswordField
          id="sign-in-password"
          label={t('fields.password')}
          error={errors.password}
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
        />
        <div className="flex justify-end">
          <Link to="/auth/forgot-password" className={`text-sm ${linkClass}`}>
            {t('signIn.forgotPassword')}
          </Link>
        </div>
        <SubmitButton busy={busy}>{t('signIn.submit')}</SubmitButton>
      </form>
    </AuthLayout>
  );
}

/** /auth: the sign-in entry; a signed-in visitor is sent home. */
export function AuthEntryPage() {
  return <SignInPage entry="auth" />;
}
