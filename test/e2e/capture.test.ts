import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadSchema, type Lead } from '../../lambdas/contracts/leads';
import { repoRoot } from '../../bin/local/stack';
import { launchBrowser, watchConsole, type TestBrowser } from '../support/browser';
import { fixturesDir } from '../support/captures';
import {
  apiClient,
  bootTestStack,
  signUpConfirmed,
  uniqueEmail,
  type TestStack,
} from '../support/local-stack';

const CARD = join(fixturesDir, 'business-cards', 'card-dev-001.png');
const FIELD_LABELS = ['Name', 'Email', 'Phone', 'Company', 'Title', 'Website'] as const;

let stack: TestStack;
let browser: TestBrowser;

beforeAll(async () => {
  stack = await bootTestStack({ webDist: join(repoRoot, 'web/dist') });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await stack?.dispose();
});

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });
const confirmStep = (page: Page) => page.getByRole('dialog', { name: 'Check the details' });
const rows = (page: Page) => page.getByTestId('lead-row');

/** Chrome logs every 4xx response; the ones a test provokes on purpose are not errors of the page. */
const unexpected = (errors: string[]) =>
  errors.filter((error) => !/Failed to load resource: the server responded with a status of 402/.test(error));

/** Signs a confirmed user in through the UI and lands on the Leads screen. */
async function signIn(context: BrowserContext, email: string, password: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${stack.url}/dashboard/leads`);
  // The guard sends a signed-out visitor to sign in and back to the Leads screen afterwards.
  await page.waitForURL((url) => url.pathname === '/auth/sign-in', { timeout: 15_000 });
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard/leads', { timeout: 15_000 });
  await page.getByRole('button', { name: 'Scan card', exact: true }).waitFor();
  return page;
}

/** The text of the elements an input's aria-describedby points at. */
async function accessibleDescription(page: Page, label: string): Promise<string> {
  const ids =
    (await confirmStep(page).getByLabel(label, { exact: true }).getAttribute('aria-describedby')) ?? '';
  const texts: string[] = [];
  for (const id of ids.split(/\s+/).filter(Boolean))
    texts.push((await page.locator(`[id="${id}"]`).textContent()) ?? '');
  return texts.join(' ').trim();
}

async function flaggedLabels(page: Page): Promise<string[]> {
  const flagged: string[] = [];
  for (const label of FIELD_LABELS) {
    const input = confirmStep(page).getByLabel(label, { exact: true });
    if ((await input.getAttribute('data-flagged')) === 'true') flagged.push(label);
  }
  return flagged;
}

describe('capture on the Leads screen, in a real browser on the local stack', () => {
  const email = uniqueEmail('capture');
  const password = 'capture-pass-1';
  let token: string;
  let context: BrowserContext;
  let page: Page;
  let consoleErrors: string[];

  const listLeads = async (): Promise<Lead[]> => {
    const response = await apiClient(stack, token)('/api/leads');
    expect(response.status).toBe(200);
    return (response.json.items as unknown[]).map((item) => leadSchema.parse(item));
  };

  beforeAll(async () => {
    token = await signUpConfirmed(stack, email, password);
    context = await browser.newContext();
    page = await signIn(context, email, password);
    consoleErrors = watchConsole(page);
  });
  afterAll(async () => {
    await context?.close();
  });

  it('asks for a photo when none is chosen, and refuses a file that is not an image by its content', async () => {
    await page.getByRole('button', { name: 'Scan card', exact: true }).click();
    await expect.poll(() => page.getByText('Choose a photo to upload').count()).toBe(1);

    await page.getByLabel('Business card photo').setInputFiles({
      name: 'card.png',
      mimeType: 'image/png',
      buffer: Buffer.from('Jane Doe, CEO, Acme Inc. — this is text, not a photo'),
    });
    await expect.poll(() => page.getByText('That file is not an image.', { exact: false }).count()).toBe(1);
    expect(await rows(page).count()).toBe(0);
  });

  it('scans a fixture card, corrects a field in the confirm step, confirms the flagged ones, and sees the lead', async () => {
    await page.getByLabel('Business card photo').setInputFiles(CARD);
    await page.getByRole('button', { name: 'Scan card', exact: true }).click();
    await expect.poll(() => toast(page, 'AI Scan Complete').count(), { timeout: 60_000 }).toBe(1);
    await confirmStep(page).waitFor({ timeout: 10_000 });

    // The saved lead is in the table already; the step shows its fields with the machine's confidence.
    const [saved] = await listLeads();
    expect(saved?.source).toBe('scan');
    const name = await confirmStep(page).getByLabel('Name', { exact: true }).inputValue();
    expect(name).toBe(saved?.name);
    await expect.poll(() => rows(page).filter({ hasText: name }).count()).toBe(1);

    // Unsure fields are marked "Please check" and say so in their accessible description.
    const flagged = await flaggedLabels(page);
    expect(flagged.map((label) => label.toLowerCase()).sort()).toEqual(
      [...(saved?.flaggedFields ?? [])].sort(),
    );
    for (const label of flagged) {
      expect(await accessibleDescription(page, label)).toMatch(/^Please check this field/);
    }
    if (flagged.length > 0) {
      expect(await confirmStep(page).getByText('Please check', { exact: true }).count()).toBe(flagged.length);
      expect(await page.getByRole('button', { name: `Review lead ${name}` }).count()).toBe(1);
    }

    // Correct the company (a real correction, whether or not it was flagged); leave the flagged ones to confirm.
    const company = confirmStep(page).getByLabel('Company', { exact: true });
    const extractedCompany = await company.inputValue();
    await company.fill('Altamira Technologies S.A.');
    expect(await accessibleDescription(page, 'Company')).toMatch(/remember the correction/);
    await confirmStep(page).getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect.poll(() => toast(page, 'Saved').count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => confirmStep(page).count()).toBe(0);

    const row = rows(page).filter({ hasText: name });
    await expect.poll(() => row.textContent()).toContain('Altamira Technologies S.A.');
    expect(await row.getByRole('button', { name: `Review lead ${name}` }).count()).toBe(0);

    const [updated] = await listLeads();
    expect(updated).toMatchObject({ id: saved?.id, company: 'Altamira Technologies S.A.' });
    expect(updated?.flaggedFields ?? []).toEqual([]);
    expect(updated?.email).toBe(saved?.email);

    await page.reload();
    await expect
      .poll(() => rows(page).filter({ hasText: 'Altamira Technologies S.A.' }).count(), { timeout: 10_000 })
      .toBe(1);
    expect(extractedCompany).not.toBe('Altamira Technologies S.A.');
  });

  it('learns from the correction: scanning the same card again gives the corrected company; Skip keeps unsure fields for a later Review', async () => {
    await page.getByLabel('Business card photo').setInputFiles(CARD);
    await page.getByRole('button', { name: 'Scan card', exact: true }).click();
    await confirmStep(page).waitFor({ timeout: 60_000 });
    expect(await confirmStep(page).getByLabel('Company', { exact: true }).inputValue()).toBe(
      'Altamira Technologies S.A.',
    );
    const name = await confirmStep(page).getByLabel('Name', { exact: true }).inputValue();
    const flagged = await flaggedLabels(page);

    await confirmStep(page).getByRole('button', { name: 'Skip', exact: true }).click();
    await expect.poll(() => confirmStep(page).count()).toBe(0);
    const [skipped] = await listLeads();
    expect([...(skipped?.flaggedFields ?? [])].sort()).toEqual(
      flagged.map((label) => label.toLowerCase()).sort(),
    );

    const review = page.getByRole('button', { name: `Review lead ${name}` });
    if (flagged.length === 0) {
      expect(await review.count()).toBe(0);
      return;
    }
    // Still unsure: the row offers Review, which opens the same step; confirming unchanged values confirms them.
    expect(await review.count()).toBe(1);
    await review.click();
    await confirmStep(page).waitFor();
    expect(await flaggedLabels(page)).toEqual(flagged);
    await confirmStep(page).getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect.poll(() => confirmStep(page).count(), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => review.count()).toBe(0);
    const [confirmed] = await listLeads();
    expect(confirmed).toMatchObject({ id: skipped?.id, email: skipped?.email });
    expect(confirmed?.flaggedFields ?? []).toEqual([]);
  });

  it('adds a lead by text and shows the same confirm step', async () => {
    await page
      .getByLabel('Lead details')
      .fill('Priya Natarajan\nVP Sales, Lumen Analytics\npriya@lumen.example\n+44 7700 900123');
    await page.getByRole('button', { name: 'Add lead', exact: true }).click();
    await expect.poll(() => toast(page, 'Lead added').count(), { timeout: 10_000 }).toBe(1);
    await confirmStep(page).waitFor({ timeout: 10_000 });
    expect(await confirmStep(page).getByLabel('Name', { exact: true }).inputValue()).toBe('Priya Natarajan');
    expect(await confirmStep(page).getByLabel('Email', { exact: true }).inputValue()).toBe(
      'priya@lumen.example',
    );

    await confirmStep(page).getByLabel('Title', { exact: true }).fill('VP of Sales');
    await confirmStep(page).getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect.poll(() => confirmStep(page).count(), { timeout: 10_000 }).toBe(0);
    await expect
      .poll(() => rows(page).filter({ hasText: 'Priya Natarajan' }).textContent())
      .toContain('VP of Sales');
    expect(unexpected(consoleErrors)).toEqual([]);
  });
});

describe('the free plan’s monthly limit', () => {
  it("after 5 captures the 6th shows 'Scan Limit Reached' with 'Upgrade Now' to /dashboard/billing", async () => {
    const email = uniqueEmail('capture-limit');
    const password = 'capture-pass-2';
    const token = await signUpConfirmed(stack, email, password);
    const api = apiClient(stack, token);
    for (let index = 1; index <= 5; index++) {
      const response = await api('/api/leads/text', {
        method: 'POST',
        body: { text: `Lead ${index}\nlead${index}@limit.example` },
      });
      expect(response.status).toBe(201);
    }

    const context = await browser.newContext();
    try {
      const page = await signIn(context, email, password);
      const errors = watchConsole(page);
      await page.getByLabel('Lead details').fill('Number Six\nsix@limit.example');
      await page.getByRole('button', { name: 'Add lead', exact: true }).click();
      const limit = toast(page, 'Scan Limit Reached');
      await expect.poll(() => limit.count(), { timeout: 10_000 }).toBe(1);
      expect(await confirmStep(page).count()).toBe(0);
      expect(await rows(page).filter({ hasText: 'Number Six' }).count()).toBe(0);

      // The scan path says the same.
      await limit.getByRole('button', { name: 'Close' }).click();
      await expect.poll(() => limit.count()).toBe(0);
      await page.getByLabel('Business card photo').setInputFiles(CARD);
      await page.getByRole('button', { name: 'Scan card', exact: true }).click();
      await expect.poll(() => limit.count(), { timeout: 30_000 }).toBe(1);

      await limit.getByRole('link', { name: 'Upgrade Now' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard/billing');
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/** The browser's speech recognition, replaced by one that "hears" a fixed sentence (final, then interim). */
const FAKE_SPEECH = `
  function FakeRecognition() { this.onresult = null; this.onend = null; this.onerror = null; }
  FakeRecognition.prototype.start = function () {
    var self = this;
    setTimeout(function () { self.onresult && self.onresult({ resultIndex: 0, results: { length: 1,
      0: { isFinal: true, length: 1, 0: { transcript: 'Met Sarah Lee, C T O at Brightwave,' } } } }); }, 200);
    setTimeout(function () { self.onresult && self.onresult({ resultIndex: 1, results: { length: 2,
      1: { isFinal: false, length: 1, 0: { transcript: 'sarah at brightwave dot example' } } } }); }, 400);
  };
  FakeRecognition.prototype.stop = function () { var self = this; setTimeout(function () { self.onend && self.onend(); }, 20); };
  FakeRecognition.prototype.abort = function () {};
  window.SpeechRecognition = FakeRecognition;
  window.webkitSpeechRecognition = FakeRecognition;
`;

describe('voice recording', () => {
  // Chromium's fake microphone (a beep) stands in for a real one.
  let mediaBrowser: TestBrowser;
  let email: string;
  const password = 'capture-pass-3';

  beforeAll(async () => {
    mediaBrowser = await launchBrowser({ fakeMedia: true });
    email = uniqueEmail('capture-voice');
    await signUpConfirmed(stack, email, password);
  });
  afterAll(async () => {
    await mediaBrowser?.close();
  });

  it("says 'Recording failed: Could not access microphone' when the microphone is refused", async () => {
    const context = await mediaBrowser.newContext();
    try {
      await context.addInitScript({
        content: `navigator.mediaDevices.getUserMedia = () =>
          Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));`,
      });
      const page = await signIn(context, email, password);
      await page.getByRole('button', { name: 'Start recording', exact: true }).click();
      const failed = toast(page, 'Recording failed');
      await expect.poll(() => failed.count(), { timeout: 10_000 }).toBe(1);
      expect(await failed.textContent()).toContain('Could not access microphone');
      expect(await page.getByRole('button', { name: 'Start recording', exact: true }).isEnabled()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('records, stops, uploads the WebM with the browser’s transcript, and opens the confirm step', async () => {
    const context = await mediaBrowser.newContext();
    try {
      await context.addInitScript({ content: FAKE_SPEECH });
      const page = await signIn(context, email, password);
      const uploads: string[] = [];
      const voiceBodies: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/captures/uploads')) uploads.push(request.postData() ?? '');
        if (request.url().endsWith('/api/captures/voice')) voiceBodies.push(request.postData() ?? '');
      });

      await page.getByRole('button', { name: 'Start recording', exact: true }).click();
      const stop = page.getByRole('button', { name: 'Stop recording', exact: true });
      await stop.waitFor({ timeout: 10_000 });
      await expect
        .poll(() => page.getByRole('timer').textContent(), { timeout: 5_000 })
        .toMatch(/^0:0[1-9] of 2:00$/);
      await stop.click();

      await expect.poll(() => toast(page, 'Voice lead processed').count(), { timeout: 30_000 }).toBe(1);
      await confirmStep(page).waitFor();
      expect(JSON.parse(uploads[0] ?? '{}')).toMatchObject({ purpose: 'voice', contentType: 'audio/webm' });
      expect(JSON.parse(voiceBodies[0] ?? '{}').transcriptHint).toBe(
        'Met Sarah Lee, C T O at Brightwave, sarah at brightwave dot example',
      );
      expect(await confirmStep(page).getByLabel('Name', { exact: true }).inputValue()).toBe('Sarah Lee');
      await confirmStep(page).getByRole('button', { name: 'Skip', exact: true }).click();
      const row = rows(page).filter({ hasText: 'Sarah Lee' });
      await expect.poll(() => row.count()).toBe(1);
      expect(await row.textContent()).toContain('Voice');
    } finally {
      await context.close();
    }
  });
});
