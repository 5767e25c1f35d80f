type AmplifyModule = typeof import('./amplify');

let loading: Promise<AmplifyModule> | null = null;
let loaded: AmplifyModule | null = null;
const readyListeners = new Set<(amplify: AmplifyModule) => void>();

/**
 * Loads /config.json and aws-amplify, and configures Amplify, once. The auth and dashboard routes wait for it
 * before they render; the public pages never do (a signed-in visitor's header learns about the session
 * afterwards). A failure may be retried.
 */
export function ensureAmplify(): Promise<AmplifyModule> {
  if (loaded) return Promise.resolve(loaded);
  // Both on demand: the runtime config's zod schema and aws-amplify stay off the public pages' first download.
  loading ??= Promise.all([
    import('./runtime-config').then(({ loadRuntimeConfig }) => loadRuntimeConfig()),
    import('./amplify'),
  ]).then(
    ([config, amplify]) => {
      amplify.configureAmplify(config);
      loaded = amplify;
      for (const listener of readyListeners) listener(amplify);
      readyListeners.clear();
      return amplify;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Calls `listener` once Amplify is configured (at once if it already is); returns an unsubscribe function. */
export function onAmplifyReady(listener: (amplify: AmplifyModule) => void): () => void {
  if (loaded) {
    listener(loaded);
    return () => undefined;
  }
  readyListeners.add(listener);
  return () => readyListeners.delete(listener);
}

/** Amplify keeps Cognito tokens in localStorage under this prefix. */
export const COGNITO_STORAGE_PREFIX = 'CognitoIdentityServiceProvider';

/** Whether this browser holds Cognito tokens at all; without them the visitor is signed out, no Amplify needed. */
export function hasStoredSession(): boolean {
  try {
    for (let index = 0; index < window.localStorage.length; index++) {
      if (window.localStorage.key(index)?.startsWith(`${COGNITO_STORAGE_PREFIX}.`)) return true;
    }
  } catch {
    // Blocked storage: Amplify could not keep a session either.
  }
  return false;
}
