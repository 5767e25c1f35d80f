import {
  defaultLanguage,
  localizePath,
  ogLocales,
  stripLanguage,
  supportedLanguages,
  type SupportedLanguage,
} from '@/i18n/languages';
import { absoluteUrl } from '@/lib/site-url';

/** What a public page says about itself; the rest of its head follows from its URL and language. */
export interface PageMeta {
  title: string;
  description: string;
  /** Pages that must not be indexed (the not-found page): no canonical, no alternates. */
  noindex?: boolean;
}

export type HeadTag =
  | { tag: 'meta'; name?: string; property?: string; content: string }
  | { tag: 'link'; rel: string; href: string; hreflang?: string };

export interface PageHead {
  title: string;
  tags: HeadTag[];
}

export function fullTitle(title: string): string {
  return title.includes('Leadroute') ? title : `${title} · Leadroute`;
}

/**
 * Title, description, robots, canonical, hreflang alternates (en, es, de, x-default → en), Open Graph and
 * Twitter card tags of the page at `pathname` in `language`. The prerender step writes them into the HTML; the
 * client keeps them current while navigating.
 */
export function pageHead(meta: PageMeta, pathname: string, language: SupportedLanguage): PageHead {
  const title = fullTitle(meta.title);
  const base = stripLanguage(pathname);
  const url = absoluteUrl(localizePath(base, language));
  const tags: HeadTag[] = [{ tag: 'meta', name: 'description', content: meta.description }];
  if (meta.noindex) {
    tags.push({ tag: 'meta', name: 'robots', content: 'noindex' });
  } else {
    tags.push({ tag: 'link', rel: 'canonical', href: url });
    for (const alternate of supportedLanguages) {
      tags.push({
        tag: 'link',
        rel: 'alternate',
        hreflang: alternate,
        href: absoluteUrl(localizePath(base, alternate)),
      });
    }
    tags.push({
      tag: 'link',
      rel: 'alternate',
      hreflang: 'x-default',
      href: absoluteUrl(localizePath(base, defaultLanguage)),
    });
  }
  tags.push(
    { tag: 'meta', property: 'og:type', content: base.startsWith('/blog/') ? 'article' : 'website' },
    { tag: 'meta', property: 'og:site_name', content: 'Leadroute' },
    { tag: 'meta', property: 'og:title', content: title },
    { tag: 'meta', property: 'og:description', content: meta.description },
    { tag: 'meta', property: 'og:url', content: url },
    { tag: 'meta', property: 'og:locale', content: ogLocales[language] },
    ...supportedLanguages
      .filter((other) => other !== language)
      .map((other): HeadTag => ({ tag: 'meta', property: 'og:locale:alternate', content: ogLocales[other] })),
    { tag: 'meta', name: 'twitter:card', content: 'summary' },
    { tag: 'meta', name: 'twitter:title', content: title },
    { tag: 'meta', name: 'twitter:description', content: meta.description },
  );
  return { title, tags };
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The head as HTML (prerendering). Every tag carries data-seo so the client can replace the set. */
export function headToHtml(head: PageHead): string {
  const tags = head.tags.map((tag) => {
    if (tag.tag === 'link') {
      const hreflang = tag.hreflang ? ` hreflang="${escapeHtml(tag.hreflang)}"` : '';
      return `<link data-seo rel="${escapeHtml(tag.rel)}"${hreflang} href="${escapeHtml(tag.href)}" />`;
    }
    const key = tag.name ? `name="${escapeHtml(tag.name)}"` : `property="${escapeHtml(tag.property ?? '')}"`;
    return `<meta data-seo ${key} content="${escapeHtml(tag.content)}" />`;
  });
  return [`<title>${escapeHtml(head.title)}</title>`, ...tags].join('\n    ');
}

/** The head in the live document (client navigation): replaces the previous page's tags. */
export function applyHead(head: PageHead): void {
  document.title = head.title;
  const fresh = head.tags.map((tag) => {
    const element = document.createElement(tag.tag);
    element.setAttribute('data-seo', '');
    if (tag.tag === 'link') {
      element.setAttribute('rel', tag.rel);
      if (tag.hreflang) element.setAttribute('hreflang', tag.hreflang);
      element.setAttribute('href', tag.href);
    } else {
      if (tag.name) element.setAttribute('name', tag.name);
      if (tag.property) element.setAttribute('property', tag.property);
      element.setAttribute('content', tag.content);
    }
    return element;
  });
  const current = Array.from(document.head.querySelectorAll('[data-seo]'));
  const same =
    current.length === fresh.length &&
    current.every((element, index) => element.isEqualNode(fresh[index] ?? null));
  if (same) return;
  current.forEach((element) => element.remove());
  // The static description of index.html (app screens) would duplicate the page's own.
  document.head.querySelector('meta[name="description"]:not([data-seo])')?.remove();
  document.head.append(...fresh);
}
