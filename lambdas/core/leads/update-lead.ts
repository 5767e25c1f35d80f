import { leadFieldNames, type LeadFieldName, type UpdateLeadRequest } from '../../contracts/leads';
import type { CorrectionStore } from '../../ports/capture-stores';
import type { LeadPatch, LeadRecord, LeadStore } from '../../ports/lead-store';
import type { Clock } from '../../ports/system';
import { notFound } from '../../shared/errors';
import { normalisePhone, rankRegions } from '../capture';

export interface UpdateLeadOptions {
  userId: string;
  leadId: string;
  changes: UpdateLeadRequest;
  uiLanguage?: string;
  leads: LeadStore;
  corrections: CorrectionStore;
  clock: Clock;
}

const blankToNull = (value: string | null | undefined) =>
  value === undefined ? undefined : value?.trim() || null;

/**
 * Edits a lead. A field the user sends is confirmed (no longer flagged); when it differs from what the machine
 * extracted, the pair is recorded as a correction that later captures of this user learn from.
 */
export async function updateLead({
  userId,
  leadId,
  changes,
  uiLanguage,
  leads,
  corrections,
  clock,
}: UpdateLeadOptions) {
  const current = await leads.get(userId, leadId);
  if (!current) throw notFound('Lead');

  const patch: LeadPatch = {};
  if (changes.note !== undefined) patch.note = blankToNull(changes.note);
  const touched: LeadFieldName[] = [];
  for (const field of leadFieldNames) {
    const value = blankToNull(changes[field]);
    if (value === undefined) continue;
    touched.push(field);
    patch[field] = field === 'email' && value ? value.toLowerCase() : value;
  }
  if (patch.phone !== undefined && patch.phone !== current.phone) {
    const parsed = patch.phone
      ? normalisePhone(patch.phone, rankRegions(patch.phone, undefined, uiLanguage))
      : null;
    patch.phone = parsed?.display ?? patch.phone;
    patch.phoneE164 = parsed?.e164 ?? null;
  }
  if (touched.length > 0 && current.flaggedFields?.length) {
    patch.flaggedFields = current.flaggedFields.filter((field) => !touched.includes(field));
  }

  const updated = await leads.update(userId, leadId, patch);
  if (!updated) throw notFound('Lead');
  await recordCorrections(current, touched, updated, corrections, clock);
  return updated;
}

async function recordCorrections(
  before: LeadRecord,
  touched: LeadFieldName[],
  after: LeadRecord,
  corrections: CorrectionStore,
  clock: Clock,
) {
  const updatedAt = clock.now().toISOString();
  await Promise.all(
    touched.map((field) => {
      const extracted = before.extracted?.[field];
      const corrected = after[field];
      if (!extracted || !corrected || extracted === corrected) return undefined;
      return corrections.record(after.userId, { field, extracted, corrected, updatedAt });
    }),
  );
}
