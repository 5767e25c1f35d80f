import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { applyHead, pageHead, type PageMeta } from './seo';
import { useSiteLanguage } from './use-site-language';

/** Set by the prerender entry: collects the page's meta during the server render (effects never run there). */
export const PageMetaCollector = createContext<((meta: PageMeta) => void) | null>(null);

/**
 * Declares the page's title and description (and `noindex` for pages that must not be indexed). Prerendering
 * writes the full head (canonical, hreflang, Open Graph, Twitter) from them; in the browser the head follows
 * client-side navigation.
 */
export function usePageMeta(title: string, description: string, options: { noindex?: boolean } = {}) {
  const { noindex = false } = options;
  const collect = useContext(PageMetaCollector);
  const { pathname } = useLocation();
  const language = useSiteLanguage();
  if (collect) collect({ title, description, noindex });
  useEffect(() => {
    applyHead(pageHead({ title, description, noindex }, pathname, language));
  }, [title, description, noindex, pathname, language]);
}
