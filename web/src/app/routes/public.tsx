import type { RouteObject } from 'react-router-dom';
import { NotFoundPage } from '@/components/site/not-found-page';
import { PageLoading } from '@/components/site/page-loading';
import { SiteLayout } from '@/components/site/site-layout';
import { LandingPage } from '@/features/marketing/landing-page';

/**
 * The public site. Every page shares the site header and footer (SiteLayout). The landing page ships in the
 * main bundle; every other page is a lazy route chunk, so `/` stays small and the dashboard never loads them.
 */
export const publicRoutes: RouteObject[] = [
  {
    Component: SiteLayout,
    children: [
      { path: '/', Component: LandingPage },
      {
        path: 'pricing',
        HydrateFallback: PageLoading,
        lazy: async () => ({ Component: (await import('@/features/pricing/pricing-page')).PricingPage }),
      },
      {
        path: 'about',
        HydrateFallback: PageLoading,
        lazy: async () => ({ Component: (await import('@/features/marketing/about-page')).AboutPage }),
      },
      {
        path: 'privacy-policy',
        HydrateFallback: PageLoading,
        lazy: async () => ({ Component: (await import('@/features/marketing/privacy-page')).PrivacyPage }),
      },
      {
        path: 'contact',
        HydrateFallback: PageLoading,
        lazy: async () => ({ Component: (await import('@/features/contact/contact-page')).ContactPage }),
      },
      {
        path: 'blog',
        HydrateFallback: PageLoading,
        lazy: async () => ({ Component: (await import('@/features/blog/blog-page')).BlogPage }),
      },
      {
        path: 'blog/:slug',
        HydrateFallback: PageLoading,
        lazy: async () => {
          const module = await import('@/features/blog/article-page');
          return { Component: module.ArticlePage, loader: module.articleLoader };
        },
      },
      {
        path: 'integrations/coming-soon',
        HydrateFallback: PageLoading,
        lazy: async () => ({
          Component: (await import('@/features/integrations/coming-soon-page')).ComingSoonPage,
        }),
      },
      {
        path: 'integrations/:integrationId',
        HydrateFallback: PageLoading,
        lazy: async () => ({
          Component: (await import('@/features/integrations/integration-page')).IntegrationPage,
        }),
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];
