/// <reference types="node" />
/**
 * Prerenders the public site into web/dist after the client build (`npm run build:web` runs both):
 *   vite build --config web/vite.config.ts && tsx web/scripts/prerender.ts
 *
 * 1. builds web/src/entry-server.tsx for Node (vite build --ssr) into a cache folder,
 * 2. renders every public page in every language into its own HTML file (`/pricing` → pricing/index.html,
 *    `/es/pricing` → es/pricing/index.html, `/` → index.html) with its head (title, description, canonical,
 *    hreflang, Open Graph, Twitter) and the list of chunks it hydrates with (#root's data-preload),
 * 3. renders the not-found page per language (404.html, es/404.html, de/404.html),
 * 4. keeps the empty client shell as app.html for the client-rendered /auth and /dashboard screens,
 * 5. writes sitemap.xml, robots.txt and prerendered.json (the list of pages, for the CDN's URL rewrite),
 * 6. precompresses every text file of 1 KB or more as .br and .gz (the local static server sends them as
 *    CloudFront sends its own compressed copies; they need not be uploaded).
 *
 * SITE_URL (default http://127.0.0.1:4000) is the origin of every absolute URL; web/vite.config.ts reads the same.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { build } from 'vite';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
/** `--dist <folder>` prerenders a client build made with `vite build --outDir <folder>` (default web/dist). */
const distArg = process.argv.indexOf('--dist');
const dist = resolve(distArg > 0 ? (process.argv[distArg + 1] ?? '') : join(webRoot, 'dist'));
// Per run: two builds at once (CI jobs, several engineers) must not share it.
const ssrOut = join(webRoot, `../node_modules/.cache/leadroute-prerender-${process.pid}`);
const siteUrl = (process.env.SITE_URL ?? 'http://127.0.0.1:4000').replace(/\/+$/, '');

type EntryServer = typeof import('../src/entry-server');
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const started = Date.now();
const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  throw new Error('web/dist has no Vite manifest: run `vite build --config web/vite.config.ts` first');
}
const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Manifest;

await build({
  configFile: join(webRoot, 'vite.config.ts'),
  logLevel: 'warn',
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: ssrOut,
    emptyOutDir: true,
    sourcemap: false,
    manifest: false,
    copyPublicDir: false,
  },
});
const entry = (await import(pathToFileURL(join(ssrOut, 'entry-server.js')).href)) as EntryServer;

/** The source modules a page hydrates with (besides the main entry), by its unprefixed path. */
function pageModules(basePath: string): string[] {
  if (basePath === '/') return ['src/features/marketing/landing-page.tsx'];
  if (basePath === '/pricing') return ['src/features/pricing/pricing-page.tsx'];
  if (basePath === '/about') return ['src/features/marketing/about-page.tsx'];
  if (basePath === '/privacy-policy') return ['src/features/marketing/privacy-page.tsx'];
  if (basePath === '/contact') return ['src/features/contact/contact-page.tsx'];
  if (basePath === '/blog') return ['src/features/blog/blog-page.tsx'];
  if (basePath.startsWith('/blog/')) {
    return ['src/features/blog/article-page.tsx', `src/features/blog/content/${basePath.slice(6)}.ts`];
  }
  if (basePath === '/integrations/coming-soon') return ['src/features/integrations/coming-soon-page.tsx'];
  if (basePath.startsWith('/integrations/')) return ['src/features/integrations/integration-page.tsx'];
  return [];
}

/** Chunk files of `modules` and everything they import statically. */
function chunkFiles(modules: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk)
      throw new Error(`${key} is not in the Vite manifest: update pageModules in web/scripts/prerender.ts`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  modules.forEach(visit);
  return [...files];
}

const template = await readFile(join(dist, 'index.html'), 'utf8');
for (const marker of ['<html lang="en">', '<div id="root"></div>', '</head>']) {
  if (!template.includes(marker)) throw new Error(`web/index.html lost its ${marker}`);
}
// Already referenced by the template (the boot script and the stylesheet).
const inTemplate = new Set([...template.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((match) => match[1]));

function page(rendered: Awaited<ReturnType<EntryServer['render']>>, modules: string[]): string {
  // Fetched by web/src/boot.ts right after the first paint, together with the app (see there).
  const preload = chunkFiles(modules)
    .filter((file) => !inTemplate.has(file))
    .map((file) => `/${file}`)
    .join(' ');
  return template
    .replace('<html lang="en">', `<html lang="${rendered.language}">`)
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta\s+name="description"[^>]*>/, '')
    .replace('</head>', `  ${entry.headToHtml(rendered.head)}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root" data-preload="${preload}">${rendered.html}</div>`);
}

async function write(file: string, content: string) {
  await mkdir(dirname(join(dist, file)), { recursive: true });
  await writeFile(join(dist, file), content);
}

const localeModules = (language: string) =>
  ['common', 'public'].map((namespace) => `src/i18n/locales/${language}/${namespace}.json`);

// The client shell for the app screens, before index.html becomes the prerendered landing page.
await write('app.html', template);

const targets = entry.prerenderTargets();
for (const target of targets) {
  const rendered = await entry.render(target.path);
  if (rendered.notFound) throw new Error(`${target.path} rendered the not-found page`);
  const file = target.path === '/' ? 'index.html' : `${target.path.slice(1)}/index.html`;
  await write(file, page(rendered, [...pageModules(target.basePath), ...localeModules(target.language)]));
}

const notFoundPages: Record<string, string> = {};
for (const language of entry.supportedLanguages) {
  const rendered = await entry.render(entry.notFoundProbe(language));
  if (!rendered.notFound) throw new Error(`The not-found probe for ${language} found a page`);
  const file = language === 'en' ? '404.html' : `${language}/404.html`;
  notFoundPages[language] = `/${file}`;
  await write(file, page(rendered, localeModules(language)));
}

// sitemap.xml: every public URL in every language, each with its alternates.
const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const basePaths = [...new Set(targets.map((target) => target.basePath))];
const urls = targets.map((target) => {
  const alternates = [
    ...entry.supportedLanguages.map((language) => ({
      hreflang: language,
      href: `${siteUrl}${entry.localizePath(target.basePath, language)}`,
    })),
    { hreflang: 'x-default', href: `${siteUrl}${entry.localizePath(target.basePath, 'en')}` },
  ];
  return [
    '  <url>',
    `    <loc>${escapeXml(`${siteUrl}${target.path}`)}</loc>`,
    ...alternates.map(
      (alternate) =>
        `    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeXml(alternate.href)}"/>`,
    ),
    '  </url>',
  ].join('\n');
});
await write(
  'sitemap.xml',
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n'),
);

await write(
  'robots.txt',
  [
    'User-agent: *',
    'Allow: /',
    'Disallow: /dashboard',
    'Disallow: /auth',
    'Disallow: /api/',
    'Disallow: /dev/',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n'),
);

// For the CDN's viewer-request rewrite (see docs/decisions.md, Public site): which paths have a page.
await write(
  'prerendered.json',
  `${JSON.stringify({ pages: targets.map((target) => target.path), notFound: notFoundPages, app: '/app.html' }, null, 2)}\n`,
);

await rm(join(dist, '.vite'), { recursive: true, force: true });
await rm(ssrOut, { recursive: true, force: true });

// Precompressed copies (maps excluded: only developer tools fetch them).
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.xml', '.webmanifest']);
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const files = (await readdir(dist, { recursive: true, withFileTypes: true }))
  .filter((item) => item.isFile() && COMPRESSIBLE.has(extname(item.name)))
  .map((item) => join(item.parentPath, item.name));
let compressedCount = 0;
await Promise.all(
  files.map(async (file) => {
    const raw = await readFile(file);
    if (raw.length < 1024) return;
    const [br, gz] = await Promise.all([
      brotli(raw, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: 11,
          [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        },
      }),
      gzipAsync(raw, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    compressedCount++;
  }),
);
console.log(
  `prerendered ${targets.length} pages (${basePaths.length} × ${entry.supportedLanguages.length} languages), ` +
    `${Object.keys(notFoundPages).length} not-found pages, sitemap.xml, robots.txt for ${siteUrl}, ` +
    `${compressedCount} files precompressed ` +
    `in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
