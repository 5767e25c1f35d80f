import { useMemo, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';

const subscribe = () => () => undefined;

/**
 * False while React hydrates a prerendered page (and on the server), true afterwards and on client renders:
 * what depends on the browser alone (the query string, the exact URL) must render after hydration, or the
 * hydrated tree would differ from the prerendered HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/** The query string, empty while hydrating (prerendered pages are rendered without one). */
export function useClientSearchParams(): URLSearchParams {
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  return useMemo(() => (hydrated ? searchParams : new URLSearchParams()), [hydrated, searchParams]);
}
