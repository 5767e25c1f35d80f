import type { RouteObject } from 'react-router-dom';
import { PageLoading } from '@/components/ui/page-loading';

/**
 * /dashboard/*: every screen is loaded on demand, so visitors of the public pages never download them.
 * The shell holds the guard (signed-out visitors go to /auth/sign-in?next=...).
 */
export const dashboardRoutes: RouteObject[] = [
  {
    path: '/dashboard',
    HydrateFallback: PageLoading,
    lazy: async () => ({
      Component: (await import('@/features/dashboard/components/dashboard-shell')).DashboardShell,
    }),
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('@/features/dashboard/components/overview-page')).OverviewPage,
        }),
      },
      {
        path: 'leads',
        // The Leads screen with the capture tools (scan, voice, confirm step) in its slots: composed here so the
        // leads and capture features never import each other.
        lazy: async () => {
          const [{ LeadsPage }, { CaptureScope }] = await Promise.all([
            import('@/features/leads/components/leads-page'),
            import('@/features/capture/components/capture-scope'),
          ]);
          return {
            Component: () => <CaptureScope>{(capture) => <LeadsPage capture={capture} />}</CaptureScope>,
          };
        },
      },
      {
        path: 'profile',
        lazy: async () => ({
          Component: (await import('@/features/dashboard/components/coming-soon-page')).ProfilePage,
        }),
      },
      {
        path: 'billing',
        lazy: async () => ({
          Component: (await import('@/features/dashboard/components/coming-soon-page')).BillingPage,
        }),
      },
      {
        path: 'subscription',
        lazy: async () => ({
          Component: (await import('@/features/dashboard/components/coming-soon-page')).SubscriptionPage,
        }),
      },
      {
        path: 'integrations',
        lazy: async () => ({
          Component: (await import('@/features/dashboard/components/coming-soon-page')).IntegrationsPage,
        }),
      },
    ],
  },
];
