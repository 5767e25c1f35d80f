import { Outlet, useRouteError, type RouteObject } from 'react-router-dom';
import { PageLoading } from '@/components/ui/page-loading';
import { loadAllNamespaces } from '@/i18n';
import { ensureAmplify } from '@/lib/amplify-boot';
import { RootLayout } from './root-layout';
import { authRoutes } from './routes/auth';
import { dashboardRoutes } from './routes/dashboard';
import { publicRoutes } from './routes/public';

/** Shown when the app screens cannot start (e.g. /config.json is unreachable), as before. */
function AppStartError() {
  const error = useRouteError();
  return (
    <main className="mx-auto max-w-lg p-8">
      <h1 className="text-xl font-semibold">Leadroute could not start</h1>
      <p className="mt-2 text-slate-600">{error instanceof Error ? error.message : String(error)}</p>
    </main>
  );
}

/**
 * The auth and dashboard screens are client-rendered and need Amplify (configured from /config.json) and every
 * translation namespace before they render: this pathless route waits for both, once. The public pages sit
 * outside it and never wait for either.
 */
const appScreens: RouteObject = {
  id: 'app-screens',
  HydrateFallback: PageLoading,
  ErrorBoundary: AppStartError,
  lazy: async () => {
    await Promise.all([ensureAmplify(), loadAllNamespaces()]);
    return { Component: Outlet };
  },
  children: [...authRoutes, ...dashboardRoutes],
};

/** Public, auth and dashboard trees; each module owns its routes. The catch-all lives in publicRoutes. */
export const routes: RouteObject[] = [{ Component: RootLayout, children: [appScreens, ...publicRoutes] }];
