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

export const leadSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  title: z.string().nullable(),
  note: z.string().nullable(),
  source: leadSourceSchema,
  createdAt: z.string(),
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

export const createLeadResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  limitReached: z.boolean(),
  lead: leadSchema,
});
export type CreateLeadResponse = z.infer<typeof createLeadResponseSchema>;

export const leadIdSchema = z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Invalid lead id');
export const leadIdParamsSchema = z.object({ id: leadIdSchema });

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
