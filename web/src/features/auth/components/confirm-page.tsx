import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { readCurrentUser, useAuth } from '@/lib/auth';
import { confirmEmail } from '../api/confirm-sign-up';
import { authErrorMessage, authErrorName } from '../api/errors';
import { signInWithEmail } from '../api/sign-in';
import { clearPendingCredentials, pendingPasswordFor } from '../lib/pending-credentials';
import { normaliseEmail } from '../lib/validation';
import { AuthLayout, CheckIcon, linkClass, WarningIcon } from './auth-layout';
import { ResendButton } from './verify-email-page';

/** How long to wait for the tab that signed up to sign in (tokens are shared through localStorage). */
const SESSION_WAIT_MS = 10_000;
const SESSION_POLL_MS = 500;

type Phase =
  | { kind: 'confirming' }
  | { kind: 'waiting' }
  | { kind: 'invalidLink' }
  | { kind: 'failed'; reason: 'expired' | 'other'; message: string };

const sleep = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/** Resolves true once a session for this email exists in this browser, false after the timeout. */
async function waitForSession(email: string, timeoutMs: number, cancelled: () => boolean): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (cancelled()) return false;
    const current = await readCurrentUser().catch(() => null);
    if (current && normaliseEmail(current.email) === normaliseEmail(email)) return true;
    if (Date.now() >= deadline) return false;
    await sleep(SESSION_POLL_MS);
  }
}

/** /auth/confirm?email=&code= — the link in the verification email. */
export function ConfirmPage() {
  const { t } = useTranslation('auth');
  const { refresh } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const email = (params.get('email') ?? '').trim();
  const code = (params.get('code') ?? '').trim();
  const [phase, setPhase] = useState<Phase>(() =>
    email && code ? { kind: 'confirming' } : { kind: 'invalidLink' },
  );

  useEffect(() => {
    if (!email || !code) return;
    let cancelled = false;
    const isCancelled = () => cancelled;

    async function enterDashboard() {
      await refresh();
      if (cancelled) return;
      toast({
        variant: 'success',
        title: t('toast.emailVerified'),
        description: t('toast.emailVerifiedSignedIn'),
      });
      navigate('/dashboard', { replace: true });
    }

    async function run() {
      try {
        await confirmEmail(email, code);
      } catch (error) {
        // The link may have been used already by this browser, which is now signed in as this user.
        if (await waitForSession(email, 0, isCancelled)) return enterDashboard();
        if (cancelled) return;
        const name = authErrorName(error);
        const expired = name === 'ExpiredCodeException' || name === 'CodeMismatchException';
        setPhase({ kind: 'failed', reason: expired ? 'expired' : 'other', message: authErrorMessage(error) });
        return;
      }
      if (cancelled) return;
      setPhase({ kind: 'waiting' });

      // Same tab as the sign-up (the password is still in memory): sign in directly.
      const password = pendingPasswordFor(email);
      if (password) {
        try {
          if ((await signInWithEmail(email, password)) === 'signedIn') {
            clearPendingCredentials();
            return enterDashboard();
          }
        } catch (error) {
          console.warn('Sign-in after confirmation failed', error);
        }
      }

      // Otherwise the verify-email tab signs in within a few seconds; its tokens appear here too.
      if (await waitForSession(email, SESSION_WAIT_MS, isCancelled)) return enterDashboard();
      if (cancelled) return;
      toast({
        variant: 'success',
        title: t('toast.emailVerified'),
        description: t('toast.emailVerifiedDescription'),
      });
      navigate(`/auth/sign-in?email=${encodeURIComponent(email)}`, { replace: true });
    }

    void run();
    return () => {
      cancelled = true;
    };
  }, [code, email, navigate, refresh, t]);

  if (phase.kind === 'invalidLink') {
    return (
      <AuthLayout
        icon={<WarningIcon />}
        title={t('confirm.invalidTitle')}
        description={t('confirm.invalidDescription')}
        footer={
          <Link to="/auth/sign-in" className={linkClass}>
            {t('common:backToSignIn')}
          </Link>
        }
      >
        <Link to="/auth/sign-up" className={buttonClasses({ size: 'lg', className: 'w-full' })}>
          {t('confirm.signUpAgain')}
        </Link>
      </AuthLayout>
    );
  }

  if (phase.kind === 'failed') {
    return (
      <AuthLayout
        icon={<WarningIcon />}
        title={phase.reason === 'expired' ? t('confirm.expiredTitle') : t('confirm.failedTitle')}
        description={
          <>
            <p>
              {phase.reason === 'expired' ? t('confirm.expiredDescription') : t('confirm.failedDescription')}
            </p>
            <p className="mt-2 text-xs text-slate-500">{phase.message}</p>
          </>
        }
        footer={
          <Link to={`/auth/sign-in?email=${encodeURIComponent(email)}`} className={linkClass}>
            {t('common:backToSignIn')}
          </Link>
        }
      >
        <ResendButton email={email} variant="primary" />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      icon={phase.kind === 'waiting' ? <CheckIcon /> : <Spinner className="size-6" />}
      title={phase.kind === 'waiting' ? t('confirm.verifiedTitle') : t('confirm.confirmingTitle')}
      description={
        <p role="status" className="flex items-center gap-2">
          {phase.kind === 'waiting' ? <Spinner /> : null}
          {phase.kind === 'waiting' ? t('confirm.signingIn') : t('confirm.confirmingDescription')}
        </p>
      }
    />
  );
}
