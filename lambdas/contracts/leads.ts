import { z } from 'zod';

/** The lead as the API returns it: the contract between lambdas/ and web/. */
export const leadSourceSchema = z.enum([
  'text',
  'scan',
  'voice',
  'telegram',
  'form',
  'qr',
  'upload',
  'webhook',
]);
export type LeadSource = z.infer<typeof leadSourceSchema>;

/** The fields a capture extracts and a user can confirm or correct. */
export const leadFieldNames = ['name', 'email', 'phone', 'company', 'title', 'website'] as const;
export type LeadFieldName = (typeof leadFieldNames)[number];

export const leadSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  /** Shown in the local standard: national format for the user's own country, international otherwise. */
  phone: z.string().nullable(),
  /** The same number in E.164, when it could be read. */
  phoneE164: z.string().nullable().optional(),
  company: z.string().nullable(),
  title: z.string().nullable(),
  website: z.string().nullable().optional(),
  note: z.string().nullable(),
  source: leadSourceSchema,
  createdAt: z.string(),
  /** Per-field confidence in [0,1] of a machine capture; absent for leads typed by hand. */
  confidence: z.partialRecord(z.enum(leadFieldNames), z.number().min(0).max(1)).optional(),
  /** Fields the machine was unsure of and the user has not confirmed yet. */
  flaggedFields: z.array(z.enum(leadFieldNames)).optional(),
});
export type Lead = z.infer<typeof leadSchema>;

export const LEADS_PAGE_SIZE = 10;
export const NOTE_MAX_LENGTH = 2000;
export const LEAD_TEXT_MAX_LENGTH = 5000;
export const BULK_DELETE_MAX = 100;

export const listLeadsQuerySchema = z.object({
  cursor: z.string().max(512).optional(),
});
export const listLeadsResponseSchema = z.object({
  items: z.array(leadSchema),
  nextCursor: z.string().nullable(),
});
export type ListLeadsResponse = z.infer<typeof listLeadsResponseSchema>;

export const createLeadFromTextRequestSchema = z.object({
  text: z
    .string({ error: 'text is required' })
    .trim()
    .min(1, 'Text must not be blank')
    .max(LEAD_TEXT_MAX_LENGTH, `Text must be at most ${LEAD_TEXT_MAX_LENGTH} characters`),
});
export type CreateLeadFromTextRequest = z.infer<typeof createLeadFromTextRequestSchema>;

/** One extracted field: the value, how sure the machine is, and whether the user should confirm it. */
export const extractedFieldSchema = z.object({
  value: z.string().nullable(),
  confidence: z.number().min(0).max(1),
  needsConfirmation: z.boolean(),
});
export type ExtractedFieldView = z.infer<typeof extractedFieldSchema>;

/**
 * The answer to every capture (typed text, card scan, voice): the spec's success/message/limitReached/
 * extractedData, each field with its confidence, and the saved lead. When the monthly limit is used up the API
 * answers 402 {code: 'LIMIT_REACHED', message, details: {limitReached: true, used, limit}} instead.
 */
export const createLeadResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  limitReached: z.literal(false),
  extractedData: z.record(z.enum(leadFieldNames), z.string().nullable()),
  fields: z.record(z.enum(leadFieldNames), extractedFieldSchema),
  lead: leadSchema,
  /** Server time spent recognising and extracting, in milliseconds. */
  ms: z.number(),
});
export type CreateLeadResponse = z.infer<typeof createLeadResponseSchema>;

export const leadIdSchema = z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Invalid lead id');
export const leadIdParamsSchema = z.object({ id: leadIdSchema });

const FIELD_MAX_LENGTH = 200;
const correctedField = z
  .string()
  .trim()
  .max(FIELD_MAX_LENGTH, `At most ${FIELD_MAX_LENGTH} characters`)
  .nullable();

/**
 * Edits a lead: the note, and corrections or confirmations of captured fields. A corrected field is remembered
 * for the user's later captures; sending a flagged field's value unchanged confirms it.
 */
export const updateLeadRequestSchema = z
  .object({
    note: z.string().max(NOTE_MAX_LENGTH, `Note must be at most ${NOTE_MAX_LENGTH} characters`).optional(),
    name: correctedField.optional(),
    email: correctedField.optional(),
    phone: correctedField.optional(),
    company: correctedField.optional(),
    title: correctedField.optional(),
    website: correctedField.optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to update');
export type UpdateLeadRequest = z.infer<typeof updateLeadRequestSchema>;

/** The note-only edit of the leads table: a subset of updateLeadRequestSchema. */
export const updateLeadNoteRequestSchema = z.object({
  note: z
    .string({ error: 'note is required' })
    .max(NOTE_MAX_LENGTH, `Note must be at most ${NOTE_MAX_LENGTH} characters`),
});
export type UpdateLeadNoteRequest = z.infer<typeof updateLeadNoteRequestSchema>;

export const deleteLeadsRequestSchema = z.object({
  ids: z
    .array(leadIdSchema)
    .min(1, 'Select at least one lead')
    .max(BULK_DELETE_MAX, `At most ${BULK_DELETE_MAX} leads at a time`),
});
export type DeleteLeadsRequest = z.infer<typeof deleteLeadsRequestSchema>;

export const deleteLeadsResponseSchema = z.object({ deleted: z.number().int() });
