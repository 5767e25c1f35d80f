/**
 * The prerender entry (built with `vite build --ssr` by web/scripts/prerender.ts, never shipped to browsers):
 * renders one public URL to HTML with the same routes, components and translations the browser hydrates.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { routes } from './app/routes';
import { publicPagePaths } from './app/routes/public';
import { pageHead, type PageMeta } from './components/site/seo';
import { PageMetaCollector } from './components/site/use-page-meta';
import { initI18n } from './i18n';
import { languageFromPath, localizePath, supportedLanguages, type SupportedLanguage } from './i18n/languages';
import { publicNamespaces } from './i18n/resources';
import { AuthProvider } from './lib/auth';

export { headToHtml } from './components/site/seo';
export { localizePath, supportedLanguages, type SupportedLanguage };

/** Every public page in every language (unprefixed paths are English). */
export function prerenderTargets(): { path: string; language: SupportedLanguage; basePath: string }[] {
  return supportedLanguages.flatMap((language) =>
    publicPagePaths.map((basePath) => ({ path: localizePath(basePath, language), language, basePath })),
  );
}

/** Where the not-found page of each language is rendered from (any unmatched path of that language). */
export const notFoundProbe = (language: SupportedLanguage) => localizePath('/__not-found__', language);

export interface RenderedPage {
  html: string;
  head: ReturnType<typeof pageHead>;
  language: SupportedLanguage;
  /** The not-found page (the catch-all route or a page that declared itself noindex). */
  notFound: boolean;
}

const handler = createStaticHandler(routes);

export async function render(path: string, origin = 'http://prerender.local'): Promise<RenderedPage> {
  const language = languageFromPath(path);
  const i18n = await initI18n(language, publicNamespaces);
  const context = await handler.query(new Request(new URL(path, origin)));
  if (context instanceof Response) throw new Error(`${path} answered a redirect (${context.status})`);
  const router = createStaticRouter(handler.dataRoutes, context);

  let meta: PageMeta | null = null;
  const html = renderToString(
    <StrictMode>
      <PageMetaCollector.Provider value={(collected) => (meta = collected)}>
        <I18nextProvider i18n={i18n}>
          <AuthProvider>
            {/* hydrate={false}: no inline script (the site's CSP allows none); the client needs no data. */}
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AuthProvider>
        </I18nextProvider>
      </PageMetaCollector.Provider>
    </StrictMode>,
  );
  const collected = meta as PageMeta | null;
  if (!collected) throw new Error(`${path} declared no page meta (usePageMeta)`);
  const leaf = context.matches[context.matches.length - 1];
  const notFound = leaf?.route.path === '*' || Boolean(collected.noindex);
  return { html, head: pageHead(collected, path, language), language, notFound };
}
