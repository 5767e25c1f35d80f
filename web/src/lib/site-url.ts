/**
 * The public origin of the site, fixed at build time from the SITE_URL environment variable (default
 * http://127.0.0.1:4000, the local stack). Canonical, hreflang and Open Graph URLs, the sitemap and the share
 * links are built from it, so the prerendered HTML and the hydrated page agree.
 */
export const SITE_URL: string = import.meta.env.SITE_URL.replace(/\/+$/, '');

export function absoluteUrl(path: string): string {
  return `${SITE_URL}${path.startsWith('/') ? path : `/${path}`}`;
}
