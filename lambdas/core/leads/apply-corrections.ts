import type { LeadFieldName } from '../../contracts/leads';
import type { FieldCorrection } from '../../ports/capture-stores';
import { CONFIRMATION_THRESHOLD } from '../capture';
import { similarity } from '../capture/text';

export interface FieldReading {
  value: string | null;
  confidence: number;
  needsConfirmation: boolean;
}
export type FieldReadings = Record<LeadFieldName, FieldReading>;

/** Fields whose spelling a user teaches (a company's exact name, their own way of writing a title). */
const NEAR_MISS_FIELDS: ReadonlySet<LeadFieldName> = new Set(['company', 'title', 'name']);
/** How alike a reading must be to a learned spelling to take it (LCS similarity; "Acrne Corp" ~ "Acme Corp"). */
export const NEAR_MISS_SIMILARITY = 0.82;
const LEARNED_CONFIDENCE = 0.97;

export const correctionKey = (value: string) =>
  value.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Applies what this user taught by earlier corrections: the same misreading is replaced by what they chose,
 * and for names, companies and titles a near miss of a spelling they chose before takes that spelling.
 */
export function applyCorrections(
  readings: FieldReadings,
  corrections: readonly FieldCorrection[],
): FieldReadings {
  if (corrections.length === 0) return readings;
  const result = { ...readings };
  for (const field of Object.keys(readings) as LeadFieldName[]) {
    const reading = readings[field];
    if (!reading.value) continue;
    const key = correctionKey(reading.value);
    const forField = corrections.filter((correction) => correction.field === field);
    const exact = forField
      .filter((correction) => correctionKey(correction.extracted) === key)
      .sort((a, b) => b.count - a.count || b.updatedAt.localeCompare(a.updatedAt))[0];
    let learned = exact?.corrected;
    if (!learned && NEAR_MISS_FIELDS.has(field)) {
      let best = 0;
      for (const correction of forField) {
        const candidate = correctionKey(correction.corrected);
        if (candidate === key || candidate.length < 4) continue;
        const score = similarity(candidate, key);
        if (score >= NEAR_MISS_SIMILARITY && score > best) {
          best = score;
          learned = correction.corrected;
        }
      }
    }
    if (learned !== undefined && learned !== reading.value) {
      const confidence = Math.max(reading.confidence, LEARNED_CONFIDENCE);
      result[field] = { value: learned, confidence, needsConfirmation: confidence < CONFIRMATION_THRESHOLD };
    }
  }
  return result;
}
