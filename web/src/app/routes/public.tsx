import type { RouteObject } from 'react-router-dom';
import { NotFoundPage } from '@/components/site/not-found-page';
import { PageLoading } from '@/components/site/page-loading';
import { SiteLayout } from '@/components/site/site-layout';
import { articleBodies, articles } from '@/features/blog/articles';
import { integrationCatalog } from '@/features/integrations/integration-catalog';
import { prefixedLanguages } from '@/i18n/languages';

/**
 * The public site, in every language: English at `/…`, Spanish at `/es/…`, German at `/de/…` (the same pages
 * under each prefix). Every page shares the site header and footer (SiteLayout) and is its own lazy chunk; the
 * prerender step renders each of them to static HTML, and the client resolves the page's chunk before it
 * hydrates (web/src/main.tsx). Pages have no loaders: what they show is in their chunk.
 */
const pageRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('@/features/marketing/landing-page')).LandingPage }),
  },
  {
    path: 'pricing',
    lazy: async () => ({ Component: (await import('@/features/pricing/pricing-page')).PricingPage }),
  },
  {
    path: 'about',
    lazy: async () => ({ Component: (await import('@/features/marketing/about-page')).AboutPage }),
  },
  {
    path: 'privacy-policy',
    lazy: async () => ({ Component: (await import('@/features/marketing/privacy-page')).PrivacyPage }),
  },
  {
    path: 'contact',
    lazy: async () => ({ Component: (await import('@/features/contact/contact-page')).ContactPage }),
  },
  {
    path: 'blog',
    lazy: async () => ({ Component: (await import('@/features/blog/blog-page')).BlogPage }),
  },
  // One route per article, each bringing only its own body; an unknown slug falls through to the catch-all.
  ...articles.map((article): RouteObject => ({
    path: `blog/${article.slug}`,
    lazy: async () => {
      const load = articleBodies[article.slug];
      if (!load) throw new Error(`No body for ${article.slug}`);
      const [{ ArticlePage }, body] = await Promise.all([import('@/features/blog/article-page'), load()]);
      return { Component: () => <ArticlePage article={article} body={body.default} /> };
    },
  })),
  {
    path: 'integrations/coming-soon',
    lazy: async () => ({
      Component: (await import('@/features/integrations/coming-soon-page')).ComingSoonPage,
    }),
  },
  {
    path: 'integrations/:integrationId',
    lazy: async () => ({
      Component: (await import('@/features/integrations/integration-page')).IntegrationPage,
    }),
  },
  { path: '*', Component: NotFoundPage },
];
const pages = pageRoutes.map((page): RouteObject =>
  page.lazy ? { ...page, HydrateFallback: PageLoading } : page,
);

export const publicRoutes: RouteObject[] = [
  { path: '/', Component: SiteLayout, children: pages },
  ...prefixedLanguages.map((language): RouteObject => ({
    path: `/${language}`,
    Component: SiteLayout,
    children: pages,
  })),
];

/** Every public page to prerender, without a language prefix (the not-found page is rendered separately). */
export const publicPagePaths: readonly string[] = [
  '/',
  '/pricing',
  '/about',
  '/privacy-policy',
  '/contact',
  '/blog',
  ...articles.map((article) => `/blog/${article.slug}`),
  ...Object.keys(integrationCatalog).map((id) => `/integrations/${id}`),
  '/integrations/coming-soon',
];
