import { describe, expect, it } from 'vitest';
import { routingFunctionSource } from '../../lib/web-hosting';

/** Runs the CloudFront Function's code as CloudFront would, on a viewer-request event. */
function route(pages: string[], uri: string): string {
  const handler = new Function(`${routingFunctionSource(pages)}; return handler;`)() as (event: {
    request: { uri: string };
  }) => { uri: string };
  return handler({ request: { uri } }).uri;
}

const pages = ['/', '/pricing', '/blog/real-time-lead-routing', '/es', '/es/pricing', '/de'];

describe('CloudFront page routing', () => {
  it.each([
    ['/', '/index.html'],
    ['/pricing', '/pricing/index.html'],
    ['/pricing/', '/pricing/index.html'],
    ['/blog/real-time-lead-routing', '/blog/real-time-lead-routing/index.html'],
    ['/es', '/es/index.html'],
    ['/es/pricing', '/es/pricing/index.html'],
    ['/dashboard', '/app.html'],
    ['/dashboard/leads', '/app.html'],
    ['/auth/sign-in', '/app.html'],
    ['/assets/index-abc.js', '/assets/index-abc.js'],
    ['/sitemap.xml', '/sitemap.xml'],
    ['/no-such-page', '/404.html'],
    ['/es/no-such-page', '/es/404.html'],
    ['/de/pricing', '/de/404.html'],
    ['/authors', '/404.html'],
  ])('%s → %s', (uri, expected) => {
    expect(route(pages, uri)).toBe(expected);
  });
});
