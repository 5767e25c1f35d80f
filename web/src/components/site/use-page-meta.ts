import { useEffect } from 'react';

function setMeta(attribute: 'name' | 'property', key: string, content: string | null) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

/**
 * Sets the document title and the meta description (plus their Open Graph twins) for the current page.
 * `noindex` marks pages such as the not-found page that must not be indexed.
 */
export function usePageMeta(title: string, description: string, options: { noindex?: boolean } = {}) {
  const { noindex = false } = options;
  useEffect(() => {
    const fullTitle = title.includes('Leadroute') ? title : `${title} · Leadroute`;
    document.title = fullTitle;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', description);
    setMeta('name', 'robots', noindex ? 'noindex' : null);
  }, [title, description, noindex]);
}
