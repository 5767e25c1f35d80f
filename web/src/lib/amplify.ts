import { Amplify } from 'aws-amplify';
import { fetchAuthSession, signOut } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { Hub } from 'aws-amplify/utils';
import type { RuntimeConfig } from '@contracts/runtime-config';
import type { AuthUser } from './auth';

/**
 * Everything that needs aws-amplify, in one module that is loaded on demand (lib/amplify-boot.ts): the public
 * pages of a signed-out visitor never download it.
 */

/** Configures Amplify Auth from the runtime config; the same code runs against Cognito and the local emulator. */
export function configureAmplify(config: RuntimeConfig): void {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
        loginWith: { email: true },
        signUpVerificationMethod: 'code',
      },
    },
  });
}

/** Claims that describe the token rather than the user. */
const TOKEN_CLAIMS = new Set([
  'sub',
  'aud',
  'iss',
  'exp',
  'iat',
  'auth_time',
  'token_use',
  'event_id',
  'jti',
  'origin_jti',
  'cognito:username',
  'cognito:groups',
]);

function userFromClaims(claims: Record<string, unknown>): AuthUser | null {
  const userId = typeof claims.sub === 'string' ? claims.sub : null;
  if (!userId) return null;
  const attributes: Record<string, string> = {};
  for (const [key, value] of Object.entries(claims)) {
    if (TOKEN_CLAIMS.has(key)) continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      attributes[key] = String(value);
    }
  }
  return {
    userId,
    email: typeof claims.email === 'string' ? claims.email : '',
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    attributes,
  };
}

/** Reads the current session; Amplify refreshes expired tokens here. Null when signed out. */
export async function readSessionUser(options?: { forceRefresh?: boolean }): Promise<AuthUser | null> {
  const session = await fetchAuthSession(options);
  const claims = session.tokens?.idToken?.payload;
  return claims ? userFromClaims(claims as Record<string, unknown>) : null;
}

/** Signs out of Cognito; whatever the server says, the session on this device ends. */
export async function endSession(): Promise<void> {
  try {
    await signOut();
  } catch (error) {
    console.error('Sign out failed; clearing the local session', error);
    await cognitoUserPoolsTokenProvider.tokenOrchestrator.clearTokens().catch(() => undefined);
  }
}

/** Subscribes to Amplify's auth events; returns the unsubscribe function. */
export function listenToAuthEvents(listener: (event: string) => void): () => void {
  return Hub.listen('auth', ({ payload }) => listener(payload.event));
}
