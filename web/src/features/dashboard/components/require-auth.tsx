import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { signInRedirectFor } from '../lib/dashboard-redirect';

/** Renders its children for signed-in users; sends others to sign-in, remembering where they were going. */
export function RequireAuth({ children, leaving = false }: { children: ReactNode; leaving?: boolean }) {
  const { t } = useTranslation('common');
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <PageSpinner label={t('loading')} />;
  if (status === 'signedOut') {
    // A deliberate sign-out goes home instead of to sign-in.
    if (leaving) return null;
    return <Navigate to={signInRedirectFor(location)} replace state={{ from: location }} />;
  }
  return <>{children}</>;
}
