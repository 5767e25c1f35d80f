// Type imports are relative (not '@contracts/…') so the unit tests, which have no path aliases, can load this file.
import type {
  CreateLeadResponse,
  ExtractedFieldView,
  Lead,
  LeadFieldName,
  UpdateLeadRequest,
} from '../../../../../lambdas/contracts/leads';

/** The fields the confirm step shows, in order (the contract's leadFieldNames). */
export const CONFIRM_FIELDS = [
  'name',
  'email',
  'phone',
  'company',
  'title',
  'website',
] as const satisfies readonly LeadFieldName[];

/** What the confirm step is opened for: a lead, with the capture's field report when it follows a capture. */
export interface ReviewTarget {
  lead: Lead;
  fields?: Partial<Record<LeadFieldName, ExtractedFieldView>>;
  /** Server time for the capture, when known. */
  ms?: number;
}

export function reviewTargetFromCapture(response: CreateLeadResponse): ReviewTarget {
  return { lead: response.lead, fields: response.fields, ms: response.ms };
}

export interface ConfirmField {
  name: LeadFieldName;
  /** The saved value, '' when empty: the input's starting value and what a change is measured against. */
  saved: string;
  /** The machine's confidence in [0,1]; null when unknown or the field is empty. */
  confidence: number | null;
  /** The machine was unsure and the user has not confirmed it yet. */
  flagged: boolean;
}

/**
 * The rows of the confirm step. Flags come from the saved lead (`flaggedFields`, the server's truth, so a lead
 * reviewed later shows what is still unconfirmed); without it, from the capture's `needsConfirmation` on
 * fields that have a value.
 */
export function confirmFields({ lead, fields }: ReviewTarget): ConfirmField[] {
  return CONFIRM_FIELDS.map((name) => {
    const saved = (lead[name] ?? '').trim();
    const report = fields?.[name];
    const flagged = lead.flaggedFields
      ? lead.flaggedFields.includes(name)
      : Boolean(report?.value && report.needsConfirmation);
    const confidence = saved ? (report?.value ? report.confidence : (lead.confidence?.[name] ?? null)) : null;
    return { name, saved, confidence, flagged };
  });
}

export type ConfirmValues = Record<LeadFieldName, string>;

export function initialValues(fields: readonly ConfirmField[]): ConfirmValues {
  return Object.fromEntries(fields.map((field) => [field.name, field.saved])) as ConfirmValues;
}

export function isEdited(field: ConfirmField, value: string): boolean {
  return value.trim() !== field.saved;
}

/**
 * The PATCH body for Confirm: every flagged field (sent unchanged it is confirmed; changed it is a correction)
 * and every other field the user changed. Untouched confident fields are not sent, so nothing is recorded as
 * a correction that the user did not make. Blank means "no value" (null). Null when there is nothing to send.
 */
export function confirmChanges(
  fields: readonly ConfirmField[],
  values: ConfirmValues,
): UpdateLeadRequest | null {
  const changes: Partial<Record<LeadFieldName, string | null>> = {};
  for (const field of fields) {
    const value = (values[field.name] ?? field.saved).trim();
    if (field.flagged || value !== field.saved) changes[field.name] = value || null;
  }
  return Object.keys(changes).length > 0 ? (changes as UpdateLeadRequest) : null;
}

export function hasUnconfirmed(lead: Pick<Lead, 'flaggedFields'>): boolean {
  return (lead.flaggedFields?.length ?? 0) > 0;
}

export type ConfidenceLevel = 'high' | 'medium' | 'low';

/**
 * A confidence as a whole percentage, rounded down so an unsure field never reads as sure (0.849 → 84, not 85).
 */
export function confidencePercent(confidence: number): number {
  if (!Number.isFinite(confidence)) return 0;
  return Math.floor(Math.min(1, Math.max(0, confidence)) * 100 + 1e-9);
}

/** high ≥ 90 %, medium ≥ 70 %, low below; a flagged field is never shown as high. */
export function confidenceLevel(confidence: number, flagged = false): ConfidenceLevel {
  const percent = confidencePercent(confidence);
  if (percent >= 90 && !flagged) return 'high';
  return percent >= 70 ? 'medium' : 'low';
}

/**
 * The confirm step shows one lead at a time; the first entry of the queue is on screen. A new capture
 * ('after-edits') replaces the one on screen unless the user has started editing it: then it waits until that
 * one is confirmed or skipped. A row's Review ('now') goes on screen at once, and edits in progress wait behind
 * it. Opening the lead already on screen while it is being edited keeps the edits. (A lead replaced before it
 * was confirmed can be reviewed again from its row while it has unsure fields.)
 */
export function enqueueReview<T extends { lead: { id: string } }>(
  queue: readonly T[],
  incoming: T,
  currentDirty: boolean,
  priority: 'after-edits' | 'now' = 'after-edits',
): T[] {
  const [current] = queue;
  if (!current || !currentDirty) return [incoming];
  if (current.lead.id === incoming.lead.id) return [...queue];
  return priority === 'now' ? [incoming, current] : [current, incoming];
}

/** How long the server took to read a capture: "340 ms" under a second, else "1.2 s" (decimal comma in es/de). */
export function formatCaptureTime(ms: number, language: string): string {
  if (!Number.isFinite(ms) || ms < 0) return '';
  if (ms < 1000) return `${Math.max(1, Math.round(ms))} ms`;
  const seconds = new Intl.NumberFormat(language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(ms / 1000);
  return `${seconds} s`;
}
