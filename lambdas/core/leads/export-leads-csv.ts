import type { LeadStore } from '../../ports/lead-store';

export interface ExportLeadsCsvOptions {
  userId: string;
  leads: LeadStore;
}

const columns = ['Name', 'Email', 'Phone', 'Company', 'Title', 'Note', 'Source', 'Created'] as const;

/**
 * A spreadsheet opening the file must not run anything: cells starting with = + - @ (or a tab/CR that some
 * programs skip) are prefixed with an apostrophe, the OWASP CSV-injection advice.
 */
export function csvCell(value: string | null): string {
  if (value === null) return '';
  const guarded = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

export async function exportLeadsCsv({ userId, leads }: ExportLeadsCsvOptions): Promise<string> {
  const rows: string[] = [columns.join(',')];
  for await (const lead of leads.listAll(userId)) {
    rows.push(
      [lead.name, lead.email, lead.phone, lead.company, lead.title, lead.note, lead.source, lead.createdAt]
        .map(csvCell)
        .join(','),
    );
  }
  // The BOM makes Excel read UTF-8 names (García, Müller) correctly.
  return `\uFEFF${rows.join('\r\n')}\r\n`;
}
