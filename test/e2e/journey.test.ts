import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../bin/local/stack';
import { launchBrowser, watchConsole, type TestBrowser } from '../support/browser';
import { bootTestStack, uniqueEmail, type TestStack } from '../support/local-stack';

let stack: TestStack;
let browser: TestBrowser;
let context: BrowserContext;

beforeAll(async () => {
  stack = await bootTestStack({ webDist: join(repoRoot, 'web/dist') });
  browser = await launchBrowser();
  context = await browser.newContext();
});
afterAll(async () => {
  await browser?.close();
  await stack?.dispose();
});

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

describe('a newcomer’s first session, in a real browser on the local stack', () => {
  const email = uniqueEmail('journey');
  const password = 'journey-pass-1';
  let page: Page;
  let consoleErrors: string[];

  it('signs up and is asked to check their email', async () => {
    page = await context.newPage();
    consoleErrors = watchConsole(page);
    await page.goto(`${stack.url}/auth/sign-up`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Full name').fill('Jamie Rivera');
    await page.getByLabel('Company name').fill('Rivera Consulting');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/auth/verify-email');
    expect(new URL(page.url()).searchParams.get('email')).toBe(email);
    await expect.poll(() => toast(page, 'Account created').count()).toBe(1);
  });

  it('opens the verification link from the mail outbox and lands signed in on /dashboard', async () => {
    const mailTab = await context.newPage();
    await mailTab.goto(`${stack.url}/dev/mail`);
    const mail = mailTab.getByTestId('mail').filter({ hasText: email });
    await mail.getByRole('link', { name: 'Verify email' }).click();
    await expect.poll(() => new URL(mailTab.url()).pathname, { timeout: 30_000 }).toBe('/dashboard');
    await expect.poll(() => mailTab.getByText(email).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await mailTab.close();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/dashboard');
  });

  it('adds a lead by typing text and sees it in the Leads table', async () => {
    await page.getByRole('link', { name: 'Leads' }).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard/leads');
    await page
      .getByLabel('Lead details')
      .fill('Priya Natarajan\nVP Sales, Lumen Analytics\npriya@lumen.example\n+44 7700 900123');
    await page.getByRole('button', { name: 'Add lead' }).click();
    await expect.poll(() => toast(page, 'Lead added').count(), { timeout: 10_000 }).toBe(1);
    const row = page.getByTestId('lead-row').filter({ hasText: 'Priya Natarajan' });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain('priya@lumen.example');
  });

  it('edits the note inline, and cancel leaves it unchanged', async () => {
    const row = page.getByTestId('lead-row').filter({ hasText: 'Priya Natarajan' });
    await row.getByRole('button', { name: 'Edit note for Priya Natarajan' }).click();
    await row.getByLabel('Note for Priya Natarajan', { exact: true }).fill('Discarded text');
    await row.getByRole('button', { name: 'Cancel editing note for Priya Natarajan' }).click();
    expect(await row.textContent()).not.toContain('Discarded text');

    await row.getByRole('button', { name: 'Edit note for Priya Natarajan' }).click();
    await row
      .getByLabel('Note for Priya Natarajan', { exact: true })
      .fill('Met at the Berlin expo, wants a demo');
    await row.getByRole('button', { name: 'Save note for Priya Natarajan' }).click();
    await expect.poll(() => toast(page, 'Note updated').count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => row.textContent()).toContain('Met at the Berlin expo, wants a demo');
    await page.reload();
    await expect
      .poll(() => page.getByTestId('lead-row').filter({ hasText: 'Met at the Berlin expo' }).count(), {
        timeout: 10_000,
      })
      .toBe(1);
  });

  it('exports the leads as a CSV file', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv).toContain('Name,Email,Phone,Company,Title,Note,Source,Created');
    expect(csv).toContain('Priya Natarajan');
    expect(csv).toContain('Met at the Berlin expo, wants a demo');
  });

  it('deletes the lead', async () => {
    const row = page.getByTestId('lead-row').filter({ hasText: 'Priya Natarajan' });
    await row.getByRole('button', { name: 'Delete lead Priya Natarajan' }).click();
    const dialog = page.getByRole('dialog');
    if (await dialog.count()) await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => toast(page, 'Lead deleted').count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => page.getByTestId('lead-row').count()).toBe(0);
  });

  it('signs out and the dashboard then asks to sign in again, remembering where the user was going', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => toast(page, 'Signed out').count(), { timeout: 10_000 }).toBe(1);
    await page.goto(`${stack.url}/dashboard/leads`);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/auth/sign-in');

    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/dashboard/leads');
    await expect.poll(() => toast(page, 'Welcome back!').count()).toBe(1);
    expect(consoleErrors).toEqual([]);
  });
});
