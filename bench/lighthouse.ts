/**
 * Lighthouse (mobile profile) on the public pages, served by the real local stack from web/dist.
 *   npm run build:web && npx tsx bench/lighthouse.ts [path ...]
 * WEB_DIST=<folder> measures another build than web/dist.
 * Prints performance, accessibility, best-practices and SEO scores per page, the metrics behind performance, and
 * every failed binary audit. Targets: performance ≥ 95, the other three 100. With LIGHTHOUSE_JSON=<folder> the
 * full reports are written there, one JSON file per page.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { repoRoot, startLocalStackOnFreePorts } from '../bin/local/stack';

const defaultPaths = ['/', '/pricing', '/blog', '/blog/chat-to-crm-lead-capture'];
const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const dataDir = await mkdtemp(join(tmpdir(), 'leadroute-lighthouse-'));
const stack = await startLocalStackOnFreePorts({
  dataDir,
  webDist: process.env.WEB_DIST ?? join(repoRoot, 'web/dist'),
  quiet: true,
  warmUpOcr: false,
});
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
  ],
});

let failed = false;
try {
  console.log(['page'.padEnd(40), ...categories.map((category) => category.padStart(15))].join(''));
  for (const path of paths.length ? paths : defaultPaths) {
    const result = await lighthouse(`${stack.url}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
      formFactor: 'mobile',
      screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
    });
    const scores = categories.map((category) => {
      const score = result?.lhr.categories[category]?.score;
      return score === null || score === undefined ? 'n/a' : String(Math.round(score * 100));
    });
    console.log([path.padEnd(40), ...scores.map((score) => score.padStart(15))].join(''));
    const audits = result?.lhr.audits ?? {};
    const jsonDir = process.env.LIGHTHOUSE_JSON;
    if (jsonDir && result) {
      await mkdir(jsonDir, { recursive: true });
      const name = path === '/' ? 'home' : path.slice(1).replace(/[^a-z0-9]+/gi, '-');
      await writeFile(join(jsonDir, `${name}.json`), JSON.stringify(result.lhr, null, 1));
    }
    const metric = (id: string) => audits[id]?.displayValue ?? 'n/a';
    console.log(
      `    FCP ${metric('first-contentful-paint')} · LCP ${metric('largest-contentful-paint')} · ` +
        `TBT ${metric('total-blocking-time')} · CLS ${metric('cumulative-layout-shift')} · ` +
        `SI ${metric('speed-index')}`,
    );
    const failures = Object.values(result?.lhr.audits ?? {})
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
      .map((audit) => `    ✗ ${audit.id}: ${audit.title}`);
    if (failures.length) console.log(failures.join('\n'));
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await chrome.kill();
  await stack.stop();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
