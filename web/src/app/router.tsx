import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { routes } from './routes';

/**
 * Resolves the lazy routes that match the current URL before the router exists, so its first render is the
 * page itself (no fallback): that is what lets a prerendered page hydrate, and app screens start ready.
 */
async function resolveLazyMatches(all: RouteObject[], location: Location): Promise<void> {
  const matches = matchRoutes(all, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}

/** Whether the URL shows an auth or dashboard screen (client-rendered, every namespace) or a public page. */
export function isAppScreen(location: Location): boolean {
  return (matchRoutes(routes, location) ?? []).some(({ route }) => route.id === 'app-screens');
}

export async function createAppRouter() {
  await resolveLazyMatches(routes, window.location);
  return createBrowserRouter(routes);
}

export type AppRouter = Awaited<ReturnType<typeof createAppRouter>>;
