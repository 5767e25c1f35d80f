import type { LeadRecord, LeadStore } from '../../ports/lead-store';
import type { Clock, IdGenerator } from '../../ports/system';
import { parseLeadText } from './parse-lead-text';

export interface CreateLeadFromTextOptions {
  userId: string;
  text: string;
  leads: LeadStore;
  clock: Clock;
  ids: IdGenerator;
}

export async function createLeadFromText({
  userId,
  text,
  leads,
  clock,
  ids,
}: CreateLeadFromTextOptions): Promise<LeadRecord> {
  const parsed = parseLeadText(text);
  const lead: LeadRecord = {
    id: ids.next(),
    userId,
    ...parsed,
    note: null,
    source: 'text',
    createdAt: clock.now().toISOString(),
  };
  await leads.put(lead);
  return lead;
}
