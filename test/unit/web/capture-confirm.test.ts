import { describe, expect, it } from 'vitest';
import {
  leadFieldNames,
  updateLeadRequestSchema,
  type CreateLeadResponse,
  type Lead,
} from '../../../lambdas/contracts/leads';
import {
  CONFIRM_FIELDS,
  confidenceLevel,
  confidencePercent,
  confirmChanges,
  confirmFields,
  enqueueReview,
  formatCaptureTime,
  hasUnconfirmed,
  initialValues,
  isEdited,
  reviewTargetFromCapture,
} from '../../../web/src/features/capture/lib/confirm';

const lead = (overrides: Partial<Lead> = {}): Lead => ({
  id: '01JABCDEFGHJKMNPQRSTVWXYZ0',
  name: 'Sarah Lee',
  email: 'sarah@brightwave.example',
  phone: '+44 7700 900123',
  phoneE164: '+447700900123',
  company: 'Acrne Corp',
  title: 'CTO',
  website: null,
  note: null,
  source: 'scan',
  createdAt: '2025-03-01T10:00:00.000Z',
  confidence: { name: 0.97, email: 0.99, phone: 0.93, company: 0.62, title: 0.88 },
  flaggedFields: ['company'],
  ...overrides,
});

const field = (value: string | null, confidence: number, needsConfirmation = confidence < 0.85) => ({
  value,
  confidence,
  needsConfirmation,
});

const capture = (saved: Lead): CreateLeadResponse => ({
  success: true,
  message: 'AI Scan Complete',
  limitReached: false,
  extractedData: { name: null, email: null, phone: null, company: null, title: null, website: null },
  fields: {
    name: field(saved.name, 0.97),
    email: field(saved.email, 0.99),
    phone: field(saved.phone, 0.93),
    company: field(saved.company, 0.62),
    title: field(saved.title, 0.88),
    website: field(null, 1, false),
  },
  lead: saved,
  ms: 840,
});

describe('confirm step fields', () => {
  it('lists the contract’s six fields in order', () => {
    expect([...CONFIRM_FIELDS]).toEqual([...leadFieldNames]);
  });

  it('after a capture: saved values, confidences, and the flagged field', () => {
    const fields = confirmFields(reviewTargetFromCapture(capture(lead())));
    expect(fields.map((f) => [f.name, f.saved, f.confidence, f.flagged])).toEqual([
      ['name', 'Sarah Lee', 0.97, false],
      ['email', 'sarah@brightwave.example', 0.99, false],
      ['phone', '+44 7700 900123', 0.93, false],
      ['company', 'Acrne Corp', 0.62, true],
      ['title', 'CTO', 0.88, false],
      ['website', '', null, false],
    ]);
  });

  it('trusts the saved lead’s flags over the capture report (a confirmed field is not flagged again)', () => {
    const fields = confirmFields({ lead: lead({ flaggedFields: [] }), fields: capture(lead()).fields });
    expect(fields.filter((f) => f.flagged)).toEqual([]);
  });

  it('without flaggedFields on the lead, flags the unsure fields that have a value', () => {
    const saved = lead({ flaggedFields: undefined, website: null });
    const report = { ...capture(saved).fields, website: field(null, 0.2, true) };
    const flagged = confirmFields({ lead: saved, fields: report }).filter((f) => f.flagged);
    expect(flagged.map((f) => f.name)).toEqual(['company']);
  });

  it('opened later from a row: flags and confidences come from the lead', () => {
    const fields = confirmFields({ lead: lead({ flaggedFields: ['title', 'company'] }) });
    expect(fields.filter((f) => f.flagged).map((f) => f.name)).toEqual(['company', 'title']);
    expect(fields.find((f) => f.name === 'company')?.confidence).toBe(0.62);
  });

  it('a lead typed by hand has no confidence and nothing flagged', () => {
    const fields = confirmFields({ lead: lead({ confidence: undefined, flaggedFields: undefined }) });
    expect(fields.every((f) => f.confidence === null && !f.flagged)).toBe(true);
  });
});

describe('what Confirm sends', () => {
  const fields = confirmFields({ lead: lead() });

  it('sends a flagged field unchanged: that confirms it', () => {
    expect(confirmChanges(fields, initialValues(fields))).toEqual({ company: 'Acrne Corp' });
  });

  it('sends a correction of a flagged field', () => {
    const values = { ...initialValues(fields), company: '  Acme Corp ' };
    expect(confirmChanges(fields, values)).toEqual({ company: 'Acme Corp' });
  });

  it('sends a changed confident field too, and never the untouched ones', () => {
    const values = {
      ...initialValues(fields),
      title: 'Chief Technology Officer',
      website: 'brightwave.example',
    };
    expect(confirmChanges(fields, values)).toEqual({
      company: 'Acrne Corp',
      title: 'Chief Technology Officer',
      website: 'brightwave.example',
    });
  });

  it('sends a cleared field as null', () => {
    const values = { ...initialValues(fields), phone: '   ' };
    expect(confirmChanges(fields, values)).toEqual({ company: 'Acrne Corp', phone: null });
  });

  it('sends nothing when nothing is flagged or changed (the API refuses an empty update)', () => {
    const clean = confirmFields({ lead: lead({ flaggedFields: [] }) });
    expect(confirmChanges(clean, initialValues(clean))).toBeNull();
    expect(confirmChanges(clean, { ...initialValues(clean), name: 'Sarah Lee  ' })).toBeNull();
  });

  it('is a valid PATCH body', () => {
    const values = { ...initialValues(fields), company: 'Acme Corp', phone: '' };
    expect(updateLeadRequestSchema.safeParse(confirmChanges(fields, values)).success).toBe(true);
  });

  it('tells an edited field from an untouched one, ignoring surrounding spaces', () => {
    const company = fields.find((f) => f.name === 'company')!;
    expect(isEdited(company, 'Acrne Corp ')).toBe(false);
    expect(isEdited(company, 'Acme Corp')).toBe(true);
  });
});

describe('confidence display', () => {
  it('is a whole percentage rounded down, so an unsure field never reads as sure', () => {
    expect(confidencePercent(0.849)).toBe(84);
    expect(confidencePercent(0.85)).toBe(85);
    expect(confidencePercent(0.29)).toBe(29);
    expect(confidencePercent(1)).toBe(100);
  });
  it('clamps odd values', () => {
    expect(confidencePercent(1.2)).toBe(100);
    expect(confidencePercent(-0.1)).toBe(0);
    expect(confidencePercent(Number.NaN)).toBe(0);
  });
  it('has three levels, and a flagged field is never high', () => {
    expect(confidenceLevel(0.95)).toBe('high');
    expect(confidenceLevel(0.95, true)).toBe('medium');
    expect(confidenceLevel(0.8)).toBe('medium');
    expect(confidenceLevel(0.5)).toBe('low');
  });
  it('a lead needs review while it has flagged fields', () => {
    expect(hasUnconfirmed(lead())).toBe(true);
    expect(hasUnconfirmed(lead({ flaggedFields: [] }))).toBe(false);
    expect(hasUnconfirmed(lead({ flaggedFields: undefined }))).toBe(false);
  });
});

describe('one confirm step at a time', () => {
  const a = { lead: { id: 'a' } };
  const b = { lead: { id: 'b' } };
  const c = { lead: { id: 'c' } };

  it('a new capture replaces the step on screen when it is untouched', () => {
    expect(enqueueReview([], a, false)).toEqual([a]);
    expect(enqueueReview([a], b, false)).toEqual([b]);
  });
  it('a new capture waits behind a step being edited, and the newest waiting one wins', () => {
    expect(enqueueReview([a], b, true)).toEqual([a, b]);
    expect(enqueueReview([a, b], c, true)).toEqual([a, c]);
  });
  it('a row’s Review goes on screen at once; the edited step waits behind it', () => {
    expect(enqueueReview([a], b, true, 'now')).toEqual([b, a]);
  });
  it('opening the lead being edited keeps the edits', () => {
    const queue = [a, b];
    expect(enqueueReview(queue, { lead: { id: 'a' } }, true, 'now')).toEqual(queue);
  });
});

describe('capture time', () => {
  it('reads in milliseconds under a second and in seconds above, in the UI language', () => {
    expect(formatCaptureTime(0.4, 'en')).toBe('1 ms');
    expect(formatCaptureTime(340.2, 'en')).toBe('340 ms');
    expect(formatCaptureTime(1240, 'en')).toBe('1.2 s');
    expect(formatCaptureTime(1240, 'de')).toBe('1,2 s');
    expect(formatCaptureTime(2000, 'es')).toBe('2,0 s');
  });
  it('is empty for nonsense', () => {
    expect(formatCaptureTime(Number.NaN, 'en')).toBe('');
    expect(formatCaptureTime(-5, 'en')).toBe('');
  });
});
