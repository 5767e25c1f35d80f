import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { useAuth } from '@/lib/auth';
import { runtimeConfig } from '@/lib/runtime-config';
import { authErrorMessage, authErrorName } from '../api/errors';
import { resendVerificationEmail } from '../api/resend-sign-up-code';
import { signInWithEmail } from '../api/sign-in';
import { clearPendingCredentials, pendingPasswordFor } from '../lib/pending-credentials';
import { cooldownSecondsLeft, formatCountdown } from '../lib/resend-cooldown';
import { lastVerificationSentAt, markVerificationSent } from '../lib/resend-store';
import { AuthLayout, linkClass, MailIcon } from './auth-layout';

/** How often the page tries the remembered password while waiting for the click on the link. */
const SIGN_IN_POLL_MS = 4000;

/** Disables itself for the cooldown after each send and shows the countdown. */
export function ResendButton({
  email,
  variant = 'outline',
}: {
  email: string;
  variant?: 'outline' | 'primary';
}) {
  const { t } = useTranslation('auth');
  const [sentAt, setSentAt] = useState<number | null>(() => (email ? lastVerificationSentAt(email) : null));
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState(false);
  const secondsLeft = cooldownSecondsLeft(sentAt, now);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [secondsLeft]);

  async function resend() {
    if (!email) {
      toast({
        variant: 'error',
        title: t('toast.emailRequired'),
        description: t('verify.emailRequiredDescription'),
      });
      return;
    }
    setBusy(true);
    try {
      await resendVerificationEmail(email);
      const at = Date.now();
      markVerificationSent(email, at);
      setSentAt(at);
      setNow(at);
      toast({
        variant: 'success',
        title: t('toast.verificationSent'),
        description: t('toast.verificationSentDescription'),
      });
    } catch (error) {
      toast({ variant: 'error', title: t('toast.resendFailed'), description: authErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-2">
      <Button
        variant={variant}
        size="lg"
        className="w-full"
        onClick={() => void resend()}
        loading={busy}
        disabled={secondsLeft > 0}
      >
        {t('verify.resend')}
      </Button>
      {secondsLeft > 0 ? (
        <p className="text-center text-sm text-slate-600" data-testid="resend-countdown">
          {t('verify.resendIn', { time: formatCountdown(secondsLeft) })}
        </p>
      ) : null}
    </div>
  );
}

export function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const { status, user, refresh } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const email = (params.get('email') ?? '').trim();
  const [waitingForLink, setWaitingForLink] = useState(() => Boolean(email && pendingPasswordFor(email)));
  const signingIn = useRef(false);
  const finished = useRef(false);

  const trySignIn = useCallback(async () => {
    const password = email ? pendingPasswordFor(email) : null;
    if (!password || signingIn.current || finished.current) return;
    signingIn.current = true;
    try {
      const outcome = await signInWithEmail(email, password);
      if (outcome === 'signedIn') {
        finished.current = true;
        clearPendingCredentials();
        await refresh();
        toast({
          variant: 'success',
          title: t('toast.emailVerified'),
          description: t('toast.emailVerifiedSignedIn'),
        });
        navigate('/dashboard', { replace: true });
        return;
      }
      if (outcome !== 'unconfirmed') {
        clearPendingCredentials();
        setWaitingForLink(false);
      }
    } catch (error) {
      // A wrong password (changed elsewhere) ends the wait; a network blip does not.
      const name = authErrorName(error);
      if (
        name === 'NotAuthorizedException' ||
        name === 'InvalidPasswordException' ||
        name === 'UserNotFoundException'
      ) {
        clearPendingCredentials();
        setWaitingForLink(false);
      } else {
        console.warn('Sign-in attempt while waiting for verification failed', error);
      }
    } finally {
      signingIn.current = false;
    }
  }, [email, navigate, refresh, t]);

  useEffect(() => {
    if (!waitingForLink) return;
    const timer = window.setInterval(() => void trySignIn(), SIGN_IN_POLL_MS);
    const onFocus = () => void trySignIn();
    window.addEventListener('focus', onFocus);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', onFocus);
    };
  }, [trySignIn, waitingForLink]);

  // Cognito only lets confirmed users sign in, so any session means a confirmed email. (cognito-local does not
  // set email_verified on confirmation, so the claim alone is not enough locally.)
  if (status === 'signedIn' && user && !finished.current) return <Navigate to="/" replace />;

  const devMailUrl = runtimeConfig().devMailUrl;

  return (
    <AuthLayout
      icon={<MailIcon />}
      title={t('verify.title')}
      description={
        email ? (
          <>
            <p>{t('verify.sentTo')}</p>
            <p className="mt-1 font-semibold wrap-anywhere text-slate-900">{email}</p>
            <p className="mt-2">{t('verify.instructions')}</p>
          </>
        ) : (
          <p>{t('verify.instructionsNoEmail')}</p>
        )
      }
      footer={
        <Link to="/auth/sign-in" className={linkClass}>
          {t('common:backToSignIn')}
        </Link>
      }
    >
      <div className="space-y-4">
        {waitingForLink ? (
          <div
            role="status"
            className="flex items-center gap-3 rounded-lg bg-brand-50 p-3 text-sm text-brand-700"
          >
            <Spinner />
            <span>{t('verify.waiting')}</span>
          </div>
        ) : null}
        <p className="text-sm text-slate-600">{t('verify.expiry')}</p>
        <ResendButton email={email} />
        <Button
          variant="ghost"
          size="lg"
          className="w-full"
          onClick={() => {
            clearPendingCredentials();
            navigate('/auth/sign-up');
          }}
        >
          {t('verify.useDifferentEmail')}
        </Button>
        {devMailUrl ? (
          <Alert tone="info" title={t('verify.devTitle')}>
            <a href={devMailUrl} target="_blank" rel="noreferrer" className={linkClass}>
              {t('verify.devLink')}
            </a>
          </Alert>
        ) : null}
      </div>
    </AuthLayout>
  );
}
