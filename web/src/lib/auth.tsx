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
import { COGNITO_STORAGE_PREFIX, ensureAmplify, hasStoredSession, onAmplifyReady } from './amplify-boot';

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

/**
 * Reads the current session; Amplify refreshes expired tokens here. Null when signed out. Loads Amplify first
 * if needed (lib/amplify-boot.ts), so this module itself never pulls aws-amplify into the public pages.
 */
export async function readCurrentUser(options?: { forceRefresh?: boolean }): Promise<AuthUser | null> {
  const amplify = await ensureAmplify();
  return amplify.readSessionUser(options);
}

const REREAD_EVENTS = new Set(['signedIn', 'tokenRefresh', 'tokenRefresh_failure', 'signInWithRedirect']);

/**
 * The session for the whole app. A visitor without stored Cognito tokens is signed out at once and Amplify is
 * not loaded; with tokens (or once an auth or dashboard route has loaded Amplify) the session is read from
 * Amplify and followed through its auth events and other tabs' storage changes.
 */
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
    const amplify = await ensureAmplify();
    await amplify.endSession();
    generation.current++;
    apply(null);
  }, [apply]);

  useEffect(() => {
    let stopEvents = () => {};
    const stopReady = onAmplifyReady((amplify) => {
      stopEvents = amplify.listenToAuthEvents((event) => {
        if (event === 'signedOut') {
          generation.current++;
          apply(null);
        } else if (REREAD_EVENTS.has(event)) {
          void refresh();
        }
      });
      void refresh();
    });
    if (hasStoredSession()) {
      ensureAmplify().catch((error: unknown) => {
        console.error('Could not start the session', error);
        apply(null);
      });
    } else {
      // No tokens on this device: signed out, and Amplify stays unloaded until an auth screen needs it.
      generation.current++;
      apply(null);
    }
    // Amplify keeps tokens in localStorage: a sign-in or sign-out in another tab shows up here.
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key.startsWith(COGNITO_STORAGE_PREFIX)) void refresh();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      stopReady();
      stopEvents();
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
