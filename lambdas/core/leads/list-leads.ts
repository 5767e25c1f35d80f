import { LEADS_PAGE_SIZE } from '../../contracts/leads';
import type { LeadPage, LeadStore } from '../../ports/lead-store';

export interface ListLeadsOptions {
  userId: string;
  /** The id of the last lead of the previous page. */
  after?: string;
  leads: LeadStore;
}

export function listLeads({ userId, after, leads }: ListLeadsOptions): Promise<LeadPage> {
  return leads.listPage(userId, { limit: LEADS_PAGE_SIZE, after });
}
