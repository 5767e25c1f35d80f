import { fetchAuthSession, signOut as amplifySignOut } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { Hub } from 'aws-amplify/utils';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

/** The signed-in user, read from the Cognito ID token. */
export interface AuthUser {
  userId: string;
  email: string;
  emailVerified: boolean;
  /** Every claim of the ID token that is a user attribute, e.g. `custom:full_name`. */
  attributes: Record<string, string>;
}

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

export interface AuthContextValue {
  /** 'loading' only until the existing session has been fetched the first time. */
  status: AuthStatus;
  user: AuthUser | null;
  /** Re-reads the session (after a sign-in, or with forceRefresh after changing attributes). */
  refresh: (options?: { forceRefresh?: boolean }) => Promise<AuthUser | null>;
  /** Signs out of Cognito and clears the local session. Callers show the 'Signed out' toast. */
  signOut: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

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
export async function readCurrentUser(options?: { forceRefresh?: boolean }): Promise<AuthUser | null> {
  const session = await fetchAuthSession(options);
  const claims = session.tokens?.idToken?.payload;
  return claims ? userFromClaims(claims as Record<string, unknown>) : null;
}

const REREAD_EVENTS = new Set(['signedIn', 'tokenRefresh', 'tokenRefresh_failure', 'signInWithRedirect']);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<AuthStatus>('loading');
  const [user, setUser] = useState<AuthUser | null>(null);
  const generation = useRef(0);

  const apply = useCallback((next: AuthUser | null) => {
    setUser(next);
    setStatus(next ? 'signedIn' : 'signedOut');
  }, []);

  const refresh = useCallback(
    async (options?: { forceRefresh?: boolean }) => {
      // Only the newest read may win when several events arrive together.
      const mine = ++generation.current;
      let next: AuthUser | null = null;
      try {
        next = await readCurrentUser(options);
      } catch (error) {
        console.error('Could not read the auth session', error);
      }
      if (mine === generation.current) apply(next);
      return next;
    },
    [apply],
  );

  const signOut = useCallback(async () => {
    try {
      await amplifySignOut();
    } catch (error) {
      // Whatever the server said, the session on this device must end.
      console.error('Sign out failed; clearing the local session', error);
      await cognitoUserPoolsTokenProvider.tokenOrchestrator.clearTokens().catch(() => undefined);
    }
    generation.current++;
    apply(null);
  }, [apply]);

  useEffect(() => {
    void refresh();
    const stopHub = Hub.listen('auth', ({ payload }) => {
      if (payload.event === 'signedOut') {
        generation.current++;
        apply(null);
      } else if (REREAD_EVENTS.has(payload.event)) {
        void refresh();
      }
    });
    // Amplify keeps tokens in localStorage: a sign-in or sign-out in another tab shows up here.
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key.startsWith('CognitoIdentityServiceProvider')) void refresh();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      stopHub();
      window.removeEventListener('storage', onStorage);
    };
  }, [apply, refresh]);

  const value = useMemo<AuthContextValue>(
    () => ({ status, user, refresh, signOut }),
    [status, user, refresh, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within AuthProvider');
  return context;
}
