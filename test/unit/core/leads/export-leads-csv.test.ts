import { describe, expect, it } from 'vitest';
import { csvCell, exportLeadsCsv } from '../../../../lambdas/core/leads/export-leads-csv';
import type { LeadRecord, LeadStore } from '../../../../lambdas/ports/lead-store';

describe('csvCell', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+49 30 1234', "'+49 30 1234"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
  ])('%j → %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('writes an empty cell for a missing value', () => {
    expect(csvCell(null)).toBe('');
  });
});

describe('exportLeadsCsv', () => {
  it('writes a header and one row per lead, with a BOM for spreadsheets', async () => {
    const lead: LeadRecord = {
      id: '01J00000000000000000000000',
      userId: 'u1',
      name: 'Jörg Müller',
      email: 'j@example.com',
      phone: null,
      company: 'ACME GmbH',
      title: null,
      note: null,
      source: 'text',
      createdAt: '2026-01-02T03:04:05.000Z',
    };
    const store = {
      async *listAll(userId: string) {
        if (userId === 'u1') yield lead;
      },
    } as unknown as LeadStore;
    const csv = await exportLeadsCsv({ userId: 'u1', leads: store });
    expect(csv).toBe(
      '\uFEFFName,Email,Phone,Company,Title,Note,Source,Created\r\nJörg Müller,j@example.com,,ACME GmbH,,,text,2026-01-02T03:04:05.000Z\r\n',
    );
  });
});
