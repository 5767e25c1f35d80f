import type { LeadRecord, LeadStore } from '../../ports/lead-store';
import { notFound } from '../../shared/errors';

export interface UpdateLeadNoteOptions {
  userId: string;
  leadId: string;
  note: string;
  leads: LeadStore;
}

export async function updateLeadNote({
  userId,
  leadId,
  note,
  leads,
}: UpdateLeadNoteOptions): Promise<LeadRecord> {
  const trimmed = note.trim();
  const updated = await leads.updateNote(userId, leadId, trimmed.length > 0 ? trimmed : null);
  if (!updated) throw notFound('Lead');
  return updated;
}
