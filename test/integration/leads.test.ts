import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLeadResponseSchema, listLeadsResponseSchema } from '../../lambdas/contracts/leads';
import {
  apiClient,
  bootTestStack,
  seedLeads,
  signUpConfirmed,
  uniqueEmail,
  type TestStack,
} from '../support/local-stack';

let stack: TestStack;

beforeAll(async () => {
  stack = await bootTestStack();
});
afterAll(async () => {
  await stack?.dispose();
});

async function newUser(label: string) {
  const token = await signUpConfirmed(stack, uniqueEmail(label));
  return { token, api: apiClient(stack, token) };
}

describe('leads API on the local stack', () => {
  it('adds a lead from typed text with the fields it can read', async () => {
    const { api } = await newUser('add');
    const response = await api('/api/leads/text', {
      method: 'POST',
      body: {
        text: 'MARTA QUIROGA\nHead of Partnerships\nNorthwind Traders\nmarta.q@northwind.example\n+34 612 345 678',
      },
    });
    expect(response.status).toBe(201);
    const { lead } = createLeadResponseSchema.parse(response.json);
    expect(lead).toMatchObject({
      name: 'Marta Quiroga',
      title: 'Head of Partnerships',
      company: 'Northwind Traders',
      email: 'marta.q@northwind.example',
      phoneE164: '+34612345678',
      source: 'text',
      note: null,
    });
    expect(
      listLeadsResponseSchema.parse((await api('/api/leads')).json).items.map((item) => item.id),
    ).toEqual([lead.id]);
  });

  it('lists newest first, 10 per page, with a cursor to the rest', async () => {
    const { api, token } = await newUser('pager');
    await seedLeads(
      stack,
      token,
      Array.from({ length: 12 }, (_, index) => ({
        name: `Person ${index + 1}`,
        email: `person${index + 1}@example.com`,
      })),
    );
    const first = listLeadsResponseSchema.parse((await api('/api/leads')).json);
    expect(first.items).toHaveLength(10);
    expect(first.items[0]?.email).toBe('person12@example.com');
    expect(first.nextCursor).not.toBeNull();
    const second = listLeadsResponseSchema.parse(
      (await api(`/api/leads?cursor=${encodeURIComponent(first.nextCursor ?? '')}`)).json,
    );
    expect(second.items.map((lead) => lead.email)).toEqual(['person2@example.com', 'person1@example.com']);
    expect(second.nextCursor).toBeNull();
  });

  it('edits and clears a note', async () => {
    const { api, token } = await newUser('note');
    const [lead] = await seedLeads(stack, token, [{ name: 'Note Target' }]);
    const saved = await api(`/api/leads/${lead!.id}`, {
      method: 'PATCH',
      body: { note: '  Met at booth 12  ' },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.note).toBe('Met at booth 12');
    const cleared = await api(`/api/leads/${lead!.id}`, { method: 'PATCH', body: { note: '' } });
    expect(cleared.json.note).toBeNull();
  });

  it('deletes one lead, then many, and says 404 for a lead that is gone', async () => {
    const { api, token } = await newUser('delete');
    const [one, two, three, kept] = await seedLeads(stack, token, [{}, {}, {}, { name: 'Kept' }]);
    expect((await api(`/api/leads/${one!.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await api(`/api/leads/${one!.id}`, { method: 'DELETE' })).status).toBe(404);
    const bulk = await api('/api/leads/delete', {
      method: 'POST',
      body: { ids: [two!.id, three!.id, one!.id] },
    });
    expect(bulk.json).toEqual({ deleted: 2 });
    const remaining = listLeadsResponseSchema
      .parse((await api('/api/leads')).json)
      .items.map((lead) => lead.id);
    expect(remaining).toEqual([kept!.id]);
  });

  it('exports every lead as CSV, escaping cells that a spreadsheet would run as formulas', async () => {
    const { api, token } = await newUser('csv');
    await seedLeads(stack, token, [
      {
        name: 'Eve Formula',
        email: 'eve@example.com',
        company: '=HYPERLINK("http://evil.example","x")',
        note: '@SUM(1,2), "quoted"',
      },
      ...Array.from({ length: 11 }, (_, index) => ({ name: `Filler ${index}` })),
    ]);
    const response = await api('/api/leads/export');
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
    expect(lines).toHaveLength(13);
    const eve = lines.find((line) => line.startsWith('Eve Formula'));
    expect(eve).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(eve).toContain(`"'@SUM(1,2), ""quoted"""`);
  });

  it("keeps every lead to its owner: B cannot list, read, edit, delete or export A's leads", async () => {
    const alice = await newUser('alice');
    const bob = await newUser('bob');
    const [secret] = await seedLeads(stack, alice.token, [
      { name: 'Secret Lead', email: 'secret@alice.example' },
    ]);
    const bobList = listLeadsResponseSchema.parse((await bob.api('/api/leads')).json);
    expect(bobList.items.map((lead) => lead.id)).not.toContain(secret!.id);
    const bobPaged = listLeadsResponseSchema.parse((await bob.api(`/api/leads?cursor=${secret!.id}`)).json);
    expect(bobPaged.items.map((lead) => lead.id)).not.toContain(secret!.id);
    expect(
      (await bob.api(`/api/leads/${secret!.id}`, { method: 'PATCH', body: { note: 'mine now' } })).status,
    ).toBe(404);
    expect(
      (await bob.api(`/api/leads/${secret!.id}`, { method: 'PATCH', body: { company: 'Bob Inc' } })).status,
    ).toBe(404);
    expect((await bob.api(`/api/leads/${secret!.id}`, { method: 'DELETE' })).status).toBe(404);
    expect(
      (await bob.api('/api/leads/delete', { method: 'POST', body: { ids: [secret!.id] } })).json,
    ).toEqual({ deleted: 0 });
    expect((await bob.api('/api/leads/export')).text).not.toContain('secret@alice.example');
    const aliceList = listLeadsResponseSchema.parse((await alice.api('/api/leads')).json);
    expect(aliceList.items.find((lead) => lead.id === secret!.id)).toMatchObject({
      note: null,
      name: 'Secret Lead',
    });
  });
});
