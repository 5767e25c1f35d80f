import type { LeadStore } from '../../ports/lead-store';

export interface DeleteLeadsOptions {
  userId: string;
  leadIds: readonly string[];
  leads: LeadStore;
}

/** Deletes the user's leads among `leadIds`; ids that are not theirs (or gone) are skipped. Returns the count. */
export async function deleteLeads({ userId, leadIds, leads }: DeleteLeadsOptions): Promise<number> {
  const unique = [...new Set(leadIds)];
  const results = await Promise.all(unique.map((leadId) => leads.delete(userId, leadId)));
  return results.filter(Boolean).length;
}
