import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageLoading } from '@/components/ui/page-loading';

type AuthPages = typeof import('@/features/auth/components/pages');

/** The auth screens load as one chunk, so the public pages do not download them. */
const page = (pick: (pages: AuthPages) => ComponentType) => async () => ({
  Component: pick(await import('@/features/auth/components/pages')),
});

const route = (path: string, pick: (pages: AuthPages) => ComponentType): RouteObject => ({
  path,
  lazy: page(pick),
  HydrateFallback: PageLoading,
});

export const authRoutes: RouteObject[] = [
  route('/auth', (pages) => pages.AuthEntryPage),
  route('/auth/sign-in', (pages) => pages.SignInPage),
  route('/auth/sign-up', (pages) => pages.SignUpPage),
  route('/auth/verify-email', (pages) => pages.VerifyEmailPage),
  route('/auth/confirm', (pages) => pages.ConfirmPage),
  route('/auth/forgot-password', (pages) => pages.ForgotPasswordPage),
  route('/auth/reset-password', (pages) => pages.ResetPasswordPage),
  route('/auth/change-password', (pages) => pages.ChangePasswordPage),
];
