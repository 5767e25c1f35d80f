import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, bootTestStack, uniqueEmail, type TestStack } from '../support/local-stack';

let stack: TestStack;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  stack = await bootTestStack();
  api = apiClient(stack);
});
afterAll(async () => {
  await stack?.dispose();
});

const contact = {
  firstName: 'Ines',
  lastName: 'Varga',
  email: 'ines@varga.example',
  subject: 'Demo for our sales team',
  message: 'We are 12 reps <script>alert(1)</script> and want to try the Telegram bot.',
};

describe('public site forms', () => {
  it('stores a contact message and sends a copy to the support inbox, escaped', async () => {
    const response = await api('/api/public/contact', { method: 'POST', body: contact });
    expect(response.status).toBe(201);
    const copy = (await stack.outbox.list()).find(
      (mail) => mail.subject === '[Contact] Demo for our sales team',
    );
    expect(copy?.to).toBe('support@leadroute.app');
    expect(copy?.html).toContain('ines@varga.example');
    expect(copy?.html).toContain('&lt;script&gt;');
    expect(copy?.html).not.toContain('<script>');
  });

  it('explains what is wrong with an incomplete contact message', async () => {
    const response = await api('/api/public/contact', {
      method: 'POST',
      body: { ...contact, firstName: ' ', email: 'nope' },
    });
    expect(response.status).toBe(400);
    expect(response.json.code).toBe('VALIDATION_FAILED');
  });

  it('subscribes to the newsletter with double opt-in, once per address', async () => {
    const email = uniqueEmail('news');
    const first = await api('/api/public/newsletter', { method: 'POST', body: { email, language: 'de' } });
    expect(first.status).toBe(202);
    expect(first.json).toEqual({ status: 'pending' });
    const mail = (await stack.outbox.list()).find((candidate) => candidate.to === email);
    expect(mail?.subject).toBe('Bestätige dein Abonnement des Leadroute-Newsletters');
    const link = mail?.html?.match(/href="([^"]+)"/)?.[1]?.replace(/&amp;/g, '&') ?? '';
    expect(link.startsWith(`${stack.url}/api/public/newsletter/confirm?token=`)).toBe(true);

    const confirm = await fetch(link, { redirect: 'manual' });
    expect(confirm.status).toBe(303);
    expect(confirm.headers.get('location')).toBe(`${stack.url}/?newsletter=confirmed`);
    const reused = await fetch(link, { redirect: 'manual' });
    expect(reused.headers.get('location')).toBe(`${stack.url}/?newsletter=invalid`);

    const again = await api('/api/public/newsletter', {
      method: 'POST',
      body: { email: email.toUpperCase() },
    });
    expect(again.json).toEqual({ status: 'confirmed' });
    expect((await stack.outbox.list()).filter((candidate) => candidate.to === email)).toHaveLength(1);
  });

  it('refuses an invalid newsletter address and a forged confirmation token', async () => {
    expect(
      (await api('/api/public/newsletter', { method: 'POST', body: { email: 'not-an-email' } })).status,
    ).toBe(400);
    const forged = await fetch(`${stack.url}/api/public/newsletter/confirm?token=forged`, {
      redirect: 'manual',
    });
    expect(forged.headers.get('location')).toBe(`${stack.url}/?newsletter=invalid`);
  });

  it('registers interest in a coming-soon feature, idempotently, and rejects unknown features', async () => {
    const body = { email: uniqueEmail('notify'), feature: 'whatsapp' };
    expect((await api('/api/public/notify', { method: 'POST', body })).status).toBe(201);
    expect((await api('/api/public/notify', { method: 'POST', body })).status).toBe(201);
    expect(
      (await api('/api/public/notify', { method: 'POST', body: { ...body, feature: 'teleport' } })).status,
    ).toBe(400);
  });

  it('records an unknown path reported by the not-found page', async () => {
    expect(
      (await api('/api/public/not-found', { method: 'POST', body: { path: '/no/such/page' } })).status,
    ).toBe(204);
    expect((await api('/api/public/not-found', { method: 'POST', body: { path: 'relative' } })).status).toBe(
      400,
    );
  });

  it('limits how often one client can send the contact form', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      statuses.push((await api('/api/public/contact', { method: 'POST', body: contact })).status);
    }
    expect(statuses).toContain(429);
    const limited = await api('/api/public/contact', { method: 'POST', body: contact });
    expect(limited.status).toBe(429);
    expect(limited.json).toMatchObject({ code: 'RATE_LIMITED' });
  });
});
