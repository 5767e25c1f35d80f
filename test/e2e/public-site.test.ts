import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../bin/local/stack';
import { launchBrowser, watchConsole, type TestBrowser } from '../support/browser';
import { bootTestStack, signUpConfirmed, uniqueEmail, type TestStack } from '../support/local-stack';

/**
 * The public site as visitors and crawlers get it: the prerendered build (npm run build:web) served by the real
 * local stack, in Debian's Chromium. The page list comes from the build (web/dist/prerendered.json).
 */
const webDist = join(repoRoot, 'web/dist');
const SITE_URL = (process.env.SITE_URL ?? 'http://127.0.0.1:4000').replace(/\/+$/, '');
const AXE = join(repoRoot, 'node_modules/axe-core/axe.min.js');
const languages = ['en', 'es', 'de'] as const;
type Language = (typeof languages)[number];

interface Prerendered {
  pages: string[];
  notFound: Record<Language, string>;
  app: string;
}

let stack: TestStack;
let browser: TestBrowser;
let context: BrowserContext;
let prerendered: Prerendered;
const html = new Map<string, string>();

const languageOf = (path: string): Language => (/^\/(es|de)(\/|$)/.exec(path)?.[1] as Language) ?? 'en';
const decode = (text: string) =>
  text
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();
const firstH1 = (source: string) => decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(source)?.[1] ?? '');

async function get(path: string) {
  const response = await fetch(`${stack.url}${path}`);
  return { status: response.status, text: await response.text() };
}

/** Opens a page and waits until React has hydrated it (RootLayout marks <html data-hydrated>). */
async function open(page: Page, path: string) {
  const response = await page.goto(`${stack.url}${path}`);
  await page.waitForSelector('html[data-hydrated]', { timeout: 15_000 });
  return response;
}

/** Runs axe-core in the page; the violations as "rule (impact): targets". */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  // A string, so this file needs no DOM types: it runs in the page.
  return page.evaluate<string[]>(`(async () => {
    const result = await window.axe.run(document);
    return result.violations.map((violation) =>
      violation.id + ' (' + violation.impact + '): ' +
      violation.nodes.map((node) => node.target.join(' ')).join(', '));
  })()`);
}

const htmlLang = (page: Page) => page.locator('html').getAttribute('lang');

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

beforeAll(async () => {
  prerendered = JSON.parse(await readFile(join(webDist, 'prerendered.json'), 'utf8')) as Prerendered;
  stack = await bootTestStack({ webDist });
  browser = await launchBrowser();
  context = await browser.browser.newContext({
    viewport: { width: 1280, height: 900 },
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  for (const path of prerendered.pages) {
    const { status, text } = await get(path);
    expect(status, path).toBe(200);
    html.set(path, text);
  }
});
afterAll(async () => {
  await browser?.close();
  await stack?.dispose();
});

describe('the prerendered public site', () => {
  it('has every public page in every language', () => {
    const unprefixed = prerendered.pages.filter((path) => languageOf(path) === 'en');
    expect(unprefixed).toEqual(
      expect.arrayContaining([
        '/',
        '/pricing',
        '/about',
        '/privacy-policy',
        '/contact',
        '/blog',
        '/blog/chat-to-crm-lead-capture',
        '/integrations/telegram',
        '/integrations/coming-soon',
      ]),
    );
    expect(unprefixed.length).toBe(21);
    expect(prerendered.pages.length).toBe(unprefixed.length * 3);
  });

  it('serves each page with its content, language and head: title, description, canonical, hreflang, Open Graph, Twitter', () => {
    for (const path of prerendered.pages) {
      const source = html.get(path) ?? '';
      const language = languageOf(path);
      const base = language === 'en' ? path : path.slice(3) || '/';
      const localized = (lang: Language) =>
        lang === 'en' ? base : base === '/' ? `/${lang}` : `/${lang}${base}`;
      expect(source, path).toContain(`<html lang="${language}">`);
      expect(firstH1(source), path).not.toBe('');
      expect(source, path).toMatch(/<title>[^<]+<\/title>/);
      expect(source, path).toMatch(/<meta data-seo name="description" content="[^"]{20,}"/);
      expect(source, path).toContain(`<link data-seo rel="canonical" href="${SITE_URL}${path}" />`);
      for (const lang of languages) {
        expect(source, path).toContain(
          `<link data-seo rel="alternate" hreflang="${lang}" href="${SITE_URL}${localized(lang)}" />`,
        );
      }
      expect(source, path).toContain(`hreflang="x-default" href="${SITE_URL}${localized('en')}"`);
      for (const property of ['og:title', 'og:description', 'og:url', 'og:type', 'og:locale']) {
        expect(source, `${path} ${property}`).toContain(`property="${property}"`);
      }
      expect(source, path).toContain(`property="og:url" content="${SITE_URL}${path}"`);
      for (const name of ['twitter:card', 'twitter:title', 'twitter:description']) {
        expect(source, `${path} ${name}`).toContain(`name="${name}"`);
      }
      expect(source, path).not.toContain('name="robots"');
    }
  });

  it('writes sitemap.xml with every URL and its alternates, and robots.txt', async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    for (const path of prerendered.pages) expect(sitemap.text).toContain(`<loc>${SITE_URL}${path}</loc>`);
    expect(sitemap.text.match(/<url>/g)?.length).toBe(prerendered.pages.length);
    expect(sitemap.text).toContain(
      `<xhtml:link rel="alternate" hreflang="de" href="${SITE_URL}/de/pricing"/>`,
    );

    const robots = await get('/robots.txt');
    expect(robots.status).toBe(200);
    for (const line of [
      'Allow: /',
      'Disallow: /dashboard',
      'Disallow: /auth',
      'Disallow: /api/',
      'Disallow: /dev/',
    ]) {
      expect(robots.text).toContain(line);
    }
    expect(robots.text).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });

  it('shows the content without JavaScript', async () => {
    const noScript = await browser.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await noScript.newPage();
      for (const path of [
        '/',
        '/es/pricing',
        '/de/blog/chat-to-crm-lead-capture',
        '/integrations/telegram',
      ]) {
        await page.goto(`${stack.url}${path}`);
        const h1 = (await page.locator('h1').first().textContent())?.trim();
        expect(h1, path).toBe(firstH1(html.get(path) ?? ''));
        expect(await page.locator('footer').count(), path).toBe(1);
        expect((await page.locator('main').innerText()).length, path).toBeGreaterThan(500);
      }
      await page.goto(`${stack.url}/blog/chat-to-crm-lead-capture`);
      expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(3);
    } finally {
      await noScript.close();
    }
  });
});

describe('every public page in a real browser', () => {
  // axe on every English page, and on a sample of the Spanish and German ones.
  const axeSample = new Set([
    '/es',
    '/es/pricing',
    '/es/contact',
    '/de',
    '/de/blog',
    '/de/integrations/webhook',
  ]);

  it('hydrates every page in every language with its heading and no console errors; axe finds no violations', async () => {
    const page = await context.newPage();
    const errors = watchConsole(page);
    const problems: string[] = [];
    for (const path of prerendered.pages) {
      errors.length = 0;
      await open(page, path);
      const h1 = (await page.locator('h1').first().textContent())?.trim();
      if (h1 !== firstH1(html.get(path) ?? '')) problems.push(`${path}: h1 "${h1}"`);
      const lang = await htmlLang(page);
      if (lang !== languageOf(path)) problems.push(`${path}: lang ${lang}`);
      if (languageOf(path) === 'en' || axeSample.has(path)) {
        for (const violation of await axeViolations(page)) problems.push(`${path}: axe ${violation}`);
      }
      if (errors.length) problems.push(`${path}: console ${errors.join(' | ')}`);
    }
    await page.close();
    expect(problems).toEqual([]);
  });

  it('keeps the title and canonical in step while navigating', async () => {
    const page = await context.newPage();
    await open(page, '/de');
    await page.locator('header nav a[href="/de/pricing"]').first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/de/pricing');
    await expect.poll(() => page.title()).toContain('Preise');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${SITE_URL}/de/pricing`);
    expect(await page.locator('link[rel="canonical"]').count()).toBe(1);
    await page.close();
  });
});

describe('links', () => {
  it('every internal link found from /, /es and /de resolves, fragments included', async () => {
    const seen = new Set<string>();
    const queue = ['/', '/es', '/de'];
    const appLinks = new Set<string>();
    const broken: string[] = [];
    const fragments: { from: string; path: string; id: string }[] = [];
    while (queue.length) {
      const path = queue.shift() ?? '/';
      if (seen.has(path)) continue;
      seen.add(path);
      const { status, text } = await get(path);
      if (status !== 200) {
        broken.push(`${path} (${status})`);
        continue;
      }
      html.set(path, text);
      for (const match of text.matchAll(/<a [^>]*href="([^"]+)"/g)) {
        const href = match[1]?.replace(/&amp;/g, '&') ?? '';
        if (!href.startsWith('/') || href.startsWith('//')) continue;
        const url = new URL(href, stack.url);
        if (url.hash) fragments.push({ from: path, path: url.pathname, id: url.hash.slice(1) });
        if (/^\/(auth|dashboard)(\/|$)/.test(url.pathname)) appLinks.add(url.pathname);
        else if (!seen.has(url.pathname)) queue.push(url.pathname);
      }
    }
    expect(broken).toEqual([]);
    expect(seen.size).toBeGreaterThanOrEqual(prerendered.pages.length);

    const missing = fragments.filter(({ path, id }) => !(html.get(path) ?? '').includes(`id="${id}"`));
    expect(missing.map(({ from, path, id }) => `${from} → ${path}#${id}`)).toEqual([]);

    // The sign-in, sign-up and dashboard links reach their (client-rendered) screens, not the not-found page.
    expect(appLinks.size).toBeGreaterThan(0);
    const page = await context.newPage();
    for (const path of appLinks) {
      await open(page, path);
      await expect.poll(() => page.locator('h1').count(), { timeout: 10_000 }).toBeGreaterThan(0);
      expect(await page.getByText('Oops! Page not found').count(), path).toBe(0);
    }
    await page.close();
  });
});

describe('languages', () => {
  it('switches to the same page in another language, keeps it in links, and remembers the choice', async () => {
    // Its own context: the stored choice must not leak into the other tests.
    const own = await browser.newContext();
    const page = await own.newPage();
    const errors = watchConsole(page);
    await open(page, '/pricing');
    await page.getByLabel('Language').first().selectOption('es');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/es/pricing');
    await expect
      .poll(() => page.locator('h1').first().textContent())
      .toBe(firstH1(html.get('/es/pricing') ?? ''));
    expect(await htmlLang(page)).toBe('es');

    await page.locator('header nav a', { hasText: 'Blog' }).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/es/blog');

    // The stored choice: an English URL sends the visitor to the Spanish page.
    await page.goto(`${stack.url}/about`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/es/about');
    await page.waitForSelector('html[data-hydrated]');
    await page.getByLabel('Idioma').first().selectOption('en');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/about');
    await page.goto(`${stack.url}/`);
    await page.waitForSelector('html[data-hydrated]');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(errors).toEqual([]);
    await own.close();
  });
});

describe('forms and tools', () => {
  it('sends the contact form and confirms with a toast', async () => {
    const page = await context.newPage();
    await open(page, '/contact');
    await page.getByLabel('First name').fill('Ana');
    await page.getByLabel('Last name').fill('García');
    await page.locator('main').getByLabel('Email').fill(uniqueEmail('contact'));
    await page.getByLabel('Subject').fill('A demo for our sales team');
    await page
      .getByRole('textbox', { name: 'Message' })
      .fill('We meet 300 people at every trade show. Can Leadroute help?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => toast(page, 'Message sent').count(), { timeout: 10_000 }).toBe(1);
    await page.close();
  });

  it('presets the contact subject from ?topic= after hydration', async () => {
    const page = await context.newPage();
    await open(page, '/contact?topic=demo');
    await expect.poll(() => page.getByLabel('Subject').inputValue()).not.toBe('');
    await page.close();
  });

  it('signs up for the newsletter in the footer and confirms with a toast', async () => {
    const page = await context.newPage();
    await open(page, '/about');
    const form = page.locator('form[data-form="newsletter-footer"]');
    await form.getByLabel('Email address').fill(uniqueEmail('newsletter'));
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect.poll(() => toast(page, 'Almost there!').count(), { timeout: 10_000 }).toBe(1);
    await page.close();
  });

  it('Get Notified shows Success!', async () => {
    const page = await context.newPage();
    await open(page, '/integrations/coming-soon?feature=whatsapp');
    await expect.poll(() => page.locator('h1').first().textContent()).toContain('WhatsApp');
    await page.locator('main').getByLabel('Email address').fill(uniqueEmail('notify'));
    await page.getByRole('button', { name: 'Get Notified' }).click();
    await expect.poll(() => toast(page, 'Success!').count(), { timeout: 10_000 }).toBe(1);
    await page.close();
  });

  it('filters the blog as you type', async () => {
    const page = await context.newPage();
    await open(page, '/blog');
    const cards = page.locator('main article');
    const all = await cards.count();
    expect(all).toBe(8);
    await page.getByLabel('Search articles').pressSequentially('OCR');
    await expect.poll(() => cards.count()).toBeLessThan(all);
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    await page.getByLabel('Search articles').fill('zzzz-nothing');
    await expect.poll(() => cards.count()).toBe(0);
    await page.getByLabel('Search articles').fill('');
    await expect.poll(() => cards.count()).toBe(all);
    await page.close();
  });

  it('Copy Link copies the article URL and confirms with a toast', async () => {
    const page = await context.newPage();
    await open(page, '/blog/real-time-lead-routing');
    await page.getByRole('button', { name: 'Copy Link' }).click();
    await expect.poll(() => toast(page, 'Link copied').count(), { timeout: 5_000 }).toBe(1);
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(
      `${stack.url}/blog/real-time-lead-routing`,
    );
    const twitter = page.getByRole('link', { name: /Share on Twitter/ });
    expect(await twitter.getAttribute('target')).toBe('_blank');
    expect(await twitter.getAttribute('href')).toContain(
      encodeURIComponent(`${SITE_URL}/blog/real-time-lead-routing`),
    );
    await page.close();
  });
});

describe('signed in', () => {
  it('the public pages load the session afterwards: the header shows Account, plan buttons lead to billing', async () => {
    const email = uniqueEmail('public-signed-in');
    await signUpConfirmed(stack, email, 'public-pass-1');
    const own = await browser.newContext();
    const page = await own.newPage();
    const errors = watchConsole(page);
    await open(page, '/auth/sign-in');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('public-pass-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/dashboard');

    await open(page, '/pricing');
    const account = page.locator('header').getByRole('link', { name: 'Account' }).first();
    await expect.poll(() => account.count(), { timeout: 10_000 }).toBe(1);
    expect(await account.getAttribute('href')).toBe('/dashboard');
    await expect
      .poll(() => page.locator('main a[href="/dashboard/billing"]').count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await own.close();
  });
});

describe('unknown paths', () => {
  it('answer 404 with the not-found page of their language, which hydrates', async () => {
    for (const [path, title] of [
      ['/no-such-page', 'Oops! Page not found'],
      ['/blog/no-such-article', 'Oops! Page not found'],
      ['/es/no-existe', firstH1(await get(prerendered.notFound.es).then((answer) => answer.text))],
    ] as const) {
      const { status, text } = await get(path);
      expect(status, path).toBe(404);
      expect(firstH1(text), path).toBe(title);
      expect(text, path).toContain('<meta data-seo name="robots" content="noindex" />');
    }
    const page = await context.newPage();
    const errors = watchConsole(page);
    const response = await open(page, '/integrations/nothing-here');
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').first().textContent()).toBe('Oops! Page not found');
    await page.getByRole('link', { name: 'Go back home' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    // The browser reports the 404 document itself; nothing else may fail.
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
    await page.close();
  });

  it('still serves the client shell for the app screens', async () => {
    for (const path of ['/auth/sign-in', '/dashboard/leads']) {
      const { status, text } = await get(path);
      expect(status, path).toBe(200);
      expect(text, path).toContain('<div id="root"></div>');
    }
  });
});
