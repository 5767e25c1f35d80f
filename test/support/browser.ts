import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface TestBrowser {
  browser: Browser;
  newContext(): Promise<BrowserContext>;
  close(): Promise<void>;
}

/**
 * Debian's Chromium driven by playwright-core, with the flags this machine needs: no sandbox as root, and no
 * background traffic to hosts a closed network cannot reach. Playwright gives each launch a fresh profile.
 */
export async function launchBrowser(options: { fakeMedia?: boolean } = {}): Promise<TestBrowser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
      // Chromium's fake microphone (a beep), granted without a prompt, for recording tests.
      ...(options.fakeMedia ? ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'] : []),
    ],
  });
  return {
    browser,
    newContext: () => browser.newContext({ acceptDownloads: true, viewport: { width: 1280, height: 900 } }),
    close: () => browser.close(),
  };
}

/** Collects console errors and uncaught exceptions, so a test can assert a page ran cleanly. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
