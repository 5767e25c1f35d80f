import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../bin/local/stack';
import { launchBrowser, type TestBrowser } from '../support/browser';
import {
  bootTestStack,
  latestLinkFor,
  signUpConfirmed,
  uniqueEmail,
  type TestStack,
} from '../support/local-stack';

let stack: TestStack;
let browser: TestBrowser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  stack = await bootTestStack({ webDist: join(repoRoot, 'web/dist') });
  browser = await launchBrowser();
  context = await browser.newContext();
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await stack?.dispose();
});

const toast = (text: string) => page.getByTestId('toast').filter({ hasText: text });
const pathname = () => new URL(page.url()).pathname;

describe('forgotten and changed passwords, in the browser', () => {
  const email = uniqueEmail('passwords');

  it('resets a forgotten password through the emailed link', async () => {
    await signUpConfirmed(stack, email, 'first-pass-1');
    await page.goto(`${stack.url}/auth/forgot-password`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Check your email' }).count(), { timeout: 10_000 })
      .toBe(1);

    const link = await latestLinkFor(stack, email, '/auth/reset-password');
    await page.goto(link.toString());
    await page.getByLabel('New password').fill('second-pass-2');
    await page.getByLabel('Confirm password').fill('second-pass-X');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect.poll(() => page.getByText("Passwords don't match").count()).toBeGreaterThan(0);

    await page.getByLabel('Confirm password').fill('second-pass-2');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect.poll(() => toast('Password updated').count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(pathname).toBe('/auth/sign-in');
  });

  it('signs in with the new password and changes it, refusing a wrong current one', async () => {
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('second-pass-2');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(pathname, { timeout: 15_000 }).toBe('/dashboard');

    await page.goto(`${stack.url}/auth/change-password`);
    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel('New password').fill('third-pass-3');
    await page.getByLabel('Confirm password').fill('third-pass-3');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => toast('Current password is incorrect').count(), { timeout: 10_000 }).toBe(1);

    await page.getByLabel('Current password').fill('second-pass-2');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => toast('Password changed successfully').count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(pathname).toBe('/dashboard/profile');
  });
});
