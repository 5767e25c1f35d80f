import { useAuth } from '@/lib/auth';

/**
 * True once the session is known to be signed in. While the session is still loading the site renders the
 * signed-out chrome (Sign in / Get started), which is also what a prerendered page shows.
 */
export function useSignedIn(): boolean {
  return useAuth().status === 'signedIn';
}

/** Where a call to action leads: sign-up for visitors, the given dashboard screen for signed-in users. */
export function useAuthTarget(signedInTarget: string, signedOutTarget = '/auth/sign-up'): string {
  return useSignedIn() ? signedInTarget : signedOutTarget;
}
