import type { LeadStore } from '../../ports/lead-store';
import { notFound } from '../../shared/errors';

export interface DeleteLeadOptions {
  userId: string;
  leadId: string;
  leads: LeadStore;
}

export async function deleteLead({ userId, leadId, leads }: DeleteLeadOptions): Promise<void> {
  const existed = await leads.delete(userId, leadId);
  if (!existed) throw notFound('Lead');
}
