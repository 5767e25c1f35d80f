import { leadFieldNames, type LeadFieldName, type LeadSource } from '../../contracts/leads';
import type { CorrectionStore } from '../../ports/capture-stores';
import type { LeadRecord, LeadStore } from '../../ports/lead-store';
import type { Clock, IdGenerator } from '../../ports/system';
import { extractContact, normalisePhone, rankRegions, type TextLine } from '../capture';
import { applyCorrections, type FieldReadings } from './apply-corrections';

export interface CaptureLeadOptions {
  userId: string;
  source: LeadSource;
  lines: TextLine[];
  /** The user's UI language (en, es, de): the last clue for reading national phone numbers. */
  uiLanguage?: string;
  /** Treat the text as a spoken transcript ("at", "dot", digits as words). */
  spoken?: boolean;
  leads: LeadStore;
  corrections: CorrectionStore;
  clock: Clock;
  ids: IdGenerator;
}

export interface CapturedLead {
  lead: LeadRecord;
  fields: FieldReadings;
}

/**
 * The common end of every capture: extract the fields with their confidences, apply what the user taught by
 * earlier corrections, and save the lead with the unsure fields flagged for confirmation.
 */
export async function captureLead(options: CaptureLeadOptions): Promise<CapturedLead> {
  const extraction = extractContact({
    lines: options.lines,
    hints: { uiLanguage: options.uiLanguage, spoken: options.spoken },
  });
  const raw: FieldReadings = Object.fromEntries(
    leadFieldNames.map((field) => [field, extraction.fields[field]]),
  ) as FieldReadings;
  const fields = applyCorrections(raw, await options.corrections.list(options.userId));

  // A learned phone correction changes the number, so its E.164 form is read again.
  let phoneE164 = extraction.phoneE164;
  if (fields.phone.value !== raw.phone.value) {
    phoneE164 = fields.phone.value
      ? (normalisePhone(fields.phone.value, rankRegions(fields.phone.value, undefined, options.uiLanguage))
          ?.e164 ?? null)
      : null;
  }

  const value = (field: LeadFieldName) => fields[field].value;
  const lead: LeadRecord = {
    id: options.ids.next(),
    userId: options.userId,
    name: value('name'),
    email: value('email'),
    phone: value('phone'),
    phoneE164,
    company: value('company'),
    title: value('title'),
    website: value('website'),
    note: null,
    source: options.source,
    createdAt: options.clock.now().toISOString(),
    confidence: Object.fromEntries(
      leadFieldNames.filter((f) => fields[f].value).map((f) => [f, fields[f].confidence]),
    ),
    flaggedFields: leadFieldNames.filter((field) => fields[field].value && fields[field].needsConfirmation),
    extracted: Object.fromEntries(leadFieldNames.map((field) => [field, raw[field].value])),
  };
  await options.leads.put(lead);
  return { lead, fields };
}
