import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listLeadsResponseSchema, leadSchema } from '../../lambdas/contracts/leads';
import {
  apiClient,
  bootTestStack,
  signUpConfirmed,
  uniqueEmail,
  type TestStack,
} from '../support/local-stack';

let stack: TestStack;
let alice: ReturnType<typeof apiClient>;
let bob: ReturnType<typeof apiClient>;

beforeAll(async () => {
  stack = await bootTestStack();
  alice = apiClient(stack, await signUpConfirmed(stack, uniqueEmail('alice')));
  bob = apiClient(stack, await signUpConfirmed(stack, uniqueEmail('bob')));
});
afterAll(async () => {
  await stack?.dispose();
});

async function addLead(client: ReturnType<typeof apiClient>, text: string) {
  const response = await client('/api/leads/text', { method: 'POST', body: { text } });
  expect(response.status).toBe(201);
  return leadSchema.parse(response.json.lead);
}

describe('leads API on the local stack', () => {
  it('adds a lead from typed text with the fields it can read', async () => {
    const lead = await addLead(
      alice,
      'MARTA QUIROGA\nHead of Partnerships\nNorthwind Traders\nmarta.q@northwind.example\n+34 612 345 678',
    );
    expect(lead).toMatchObject({
      name: 'Marta Quiroga',
      title: 'Head of Partnerships',
      company: 'Northwind Traders',
      email: 'marta.q@northwind.example',
      phone: '+34 612 345 678',
      source: 'text',
      note: null,
    });
  });

  it('lists newest first, 10 per page, with a cursor to the rest', async () => {
    const client = apiClient(stack, await signUpConfirmed(stack, uniqueEmail('pager')));
    for (let index = 1; index <= 12; index++)
      await addLead(client, `Person Number${index}\nperson${index}@example.com`);
    const first = listLeadsResponseSchema.parse((await client('/api/leads')).json);
    expect(first.items).toHaveLength(10);
    expect(first.items[0]?.email).toBe('person12@example.com');
    expect(first.nextCursor).not.toBeNull();
    const second = listLeadsResponseSchema.parse(
      (await client(`/api/leads?cursor=${encodeURIComponent(first.nextCursor ?? '')}`)).json,
    );
    expect(second.items.map((lead) => lead.email)).toEqual(['person2@example.com', 'person1@example.com']);
    expect(second.nextCursor).toBeNull();
  });

  it('edits and clears a note', async () => {
    const lead = await addLead(alice, 'Note Target\nnote@example.com');
    const saved = await alice(`/api/leads/${lead.id}`, {
      method: 'PATCH',
      body: { note: '  Met at booth 12  ' },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.note).toBe('Met at booth 12');
    const cleared = await alice(`/api/leads/${lead.id}`, { method: 'PATCH', body: { note: '' } });
    expect(cleared.json.note).toBeNull();
  });

  it('deletes one lead, then many, and says 404 for a lead that is gone', async () => {
    const one = await addLead(alice, 'Delete Me\ndel1@example.com');
    const two = await addLead(alice, 'Delete Too\ndel2@example.com');
    const three = await addLead(alice, 'Delete Three\ndel3@example.com');
    expect((await alice(`/api/leads/${one.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await alice(`/api/leads/${one.id}`, { method: 'DELETE' })).status).toBe(404);
    const bulk = await alice('/api/leads/delete', {
      method: 'POST',
      body: { ids: [two.id, three.id, one.id] },
    });
    expect(bulk.json).toEqual({ deleted: 2 });
    const remaining = listLeadsResponseSchema
      .parse((await alice('/api/leads')).json)
      .items.map((lead) => lead.id);
    expect(remaining).not.toContain(two.id);
    expect(remaining).not.toContain(three.id);
  });

  it('exports every lead as CSV, escaping cells that a spreadsheet would run as formulas', async () => {
    const client = apiClient(stack, await signUpConfirmed(stack, uniqueEmail('csv')));
    const lead = await addLead(
      client,
      'Eve Formula\neve@example.com\nCompany: =HYPERLINK("http://evil.example","x")',
    );
    await client(`/api/leads/${lead.id}`, { method: 'PATCH', body: { note: '@SUM(1,2), "quoted"' } });
    const response = await client('/api/leads/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toMatch(
      /attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = response.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Name,Email,Phone,Company,Title,Note,Source,Created');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(lines[1]).toContain(`"'@SUM(1,2), ""quoted"""`);
  });

  it("keeps every lead to its owner: B cannot list, read, edit, delete or export A's leads", async () => {
    const secret = await addLead(alice, 'Secret Lead\nsecret@alice.example');
    const bobList = listLeadsResponseSchema.parse((await bob('/api/leads')).json);
    expect(bobList.items.map((lead) => lead.id)).not.toContain(secret.id);
    const bobPaged = listLeadsResponseSchema.parse((await bob(`/api/leads?cursor=${secret.id}`)).json);
    expect(bobPaged.items.map((lead) => lead.id)).not.toContain(secret.id);
    expect(
      (await bob(`/api/leads/${secret.id}`, { method: 'PATCH', body: { note: 'mine now' } })).status,
    ).toBe(404);
    expect((await bob(`/api/leads/${secret.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await bob('/api/leads/delete', { method: 'POST', body: { ids: [secret.id] } })).json).toEqual({
      deleted: 0,
    });
    expect((await bob('/api/leads/export')).text).not.toContain('secret@alice.example');
    const aliceList = listLeadsResponseSchema.parse((await alice('/api/leads')).json);
    const stillThere = aliceList.items.find((lead) => lead.id === secret.id);
    expect(stillThere?.note).toBeNull();
  });
});
