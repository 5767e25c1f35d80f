import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

/** The same security headers CloudFront adds in lib/web-hosting.ts. */
export const securityHeaders = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** Compressed like CloudFront does (`compress: true`): text types of 1 KB and more, brotli or gzip. */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.map',
  '.webmanifest',
]);
const MIN_COMPRESS_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The client-rendered app screens: always the client shell, never a prerendered page. */
const APP_PATH = /^\/(auth|dashboard)(\/|$)/;
const LANGUAGE_PREFIX = /^\/(es|de)(\/|$)/;

type Encoding = 'br' | 'gzip';

function pickEncoding(header: string | string[] | undefined): Encoding | null {
  const accepted = String(header ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/**
 * Serves web/dist as CloudFront does (see docs/decisions.md, Public site):
 * - files by their path; a path without an extension is a page: `/pricing` → pricing/index.html, `/` → index.html;
 * - /auth/* and /dashboard/* → app.html, the client shell of the app screens;
 * - any other unknown page → the prerendered not-found page of its language (404.html, es/404.html…) with 404;
 * - a build without app.html (not prerendered) falls back to index.html for every page, as before;
 * - text files compressed (brotli, else gzip) when the browser accepts it: the build's .br/.gz copies when they
 *   are current, else compressed here once and cached in memory per file version.
 */
export function createStaticSite(root: string) {
  const compressed = new Map<string, { version: string; body: Buffer }>();

  async function fileInfo(relative: string) {
    const file = join(root, relative);
    if (!file.startsWith(root + sep)) return null;
    const info = await stat(file).catch(() => null);
    return info?.isFile() ? { file, info } : null;
  }

  /** The build's precompressed copy (file.br, file.gz; web/scripts/prerender.ts), else compressed here once. */
  async function compressedBody(file: string, version: string, encoding: Encoding): Promise<Buffer> {
    const key = `${encoding}:${file}`;
    const cached = compressed.get(key);
    if (cached?.version === version) return cached.body;
    const suffix = encoding === 'br' ? '.br' : '.gz';
    const [precompressed, fileStat] = await Promise.all([
      stat(`${file}${suffix}`).catch(() => null),
      stat(file).catch(() => null),
    ]);
    if (precompressed?.isFile() && fileStat && precompressed.mtimeMs >= fileStat.mtimeMs) {
      const body = await readFile(`${file}${suffix}`);
      compressed.set(key, { version, body });
      return body;
    }
    const raw = await readFile(file);
    const body =
      encoding === 'br'
        ? await brotli(raw, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: 11,
              [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length,
              [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
            },
          })
        : await gzipAsync(raw, { level: 9 });
    compressed.set(key, { version, body });
    return body;
  }

  /** The file to answer a path with, and the status. */
  async function resolve(pathname: string) {
    const relative = normalize(pathname).replace(/^([/\\])+/, '');
    if (relative !== '' && extname(relative) !== '') {
      return { found: await fileInfo(relative), status: 200 };
    }
    const page = relative.replace(/[/\\]+$/, '');
    const shell = await fileInfo('app.html');
    if (APP_PATH.test(`/${page}`)) return { found: shell ?? (await fileInfo('index.html')), status: 200 };
    const prerendered = await fileInfo(page === '' ? 'index.html' : join(page, 'index.html'));
    if (prerendered) return { found: prerendered, status: 200 };
    if (!shell) return { found: await fileInfo('index.html'), status: 200 };
    const language = LANGUAGE_PREFIX.exec(`/${page}`)?.[1];
    const notFound =
      (language ? await fileInfo(join(language, '404.html')) : null) ?? (await fileInfo('404.html'));
    return { found: notFound, status: 404 };
  }

  return async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400, securityHeaders).end();
      return;
    }
    if (pathname.includes('\0')) {
      res.writeHead(400, securityHeaders).end();
      return;
    }
    const { found, status } = await resolve(pathname);
    if (!found) {
      res
        .writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...securityHeaders })
        .end('Not found');
      return;
    }
    const { file, info } = found;
    const extension = extname(file);
    const immutable = pathname.startsWith('/assets/');
    const headers: Record<string, string | number> = {
      'content-type': contentTypes[extension] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...securityHeaders,
    };
    const compressible = COMPRESSIBLE.has(extension) && info.size >= MIN_COMPRESS_BYTES;
    if (compressible) headers.vary = 'accept-encoding';
    const encoding = compressible ? pickEncoding(req.headers['accept-encoding']) : null;

    if (encoding) {
      const body = await compressedBody(file, `${info.mtimeMs}:${info.size}`, encoding);
      res.writeHead(status, { ...headers, 'content-encoding': encoding, 'content-length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.writeHead(status, { ...headers, 'content-length': info.size });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(file).pipe(res);
  };
}
