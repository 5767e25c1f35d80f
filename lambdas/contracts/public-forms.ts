import { z } from 'zod';

/**
 * The public (signed-out) forms of the marketing site: contact, newsletter, Coming Soon "Get Notified" and the
 * not-found report. The browser validates with these schemas before sending; the server parses the same body
 * with them. Issue messages are stable codes (see `PublicFormErrorCode`), never prose: the browser turns them
 * into translated text and the server into its own error response.
 */
export const publicFormErrorCodes = [
  'required',
  'invalidEmail',
  'invalidPhone',
  'tooLong',
  'invalid',
] as const;
export type PublicFormErrorCode = (typeof publicFormErrorCodes)[number];

export const PUBLIC_FORM_LIMITS = {
  name: 80,
  email: 254,
  company: 120,
  phone: 32,
  subject: 150,
  message: 5000,
  path: 2048,
} as const;

/** Paths of the public form endpoints (no auth; rate-limited per client on the server). */
export const PUBLIC_FORM_PATHS = {
  contact: '/api/public/contact',
  newsletter: '/api/public/newsletter',
  notify: '/api/public/notify',
  notFound: '/api/public/not-found',
} as const;

const requiredText = (max: number) =>
  z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(max, { error: 'tooLong' });

/** Optional free text: an empty or blank value counts as absent. */
const optionalText = (max: number) =>
  z
    .string({ error: 'invalid' })
    .trim()
    .max(max, { error: 'tooLong' })
    .optional()
    .transform((value) => (value ? value : undefined));

export const publicEmailSchema = requiredText(PUBLIC_FORM_LIMITS.email).pipe(
  z.email({ error: 'invalidEmail' }),
);

/** Digits with the usual separators and an optional leading +; 6 to 20 digits in all. */
const PHONE_PATTERN = /^\+?[\d\s().-]+$/;
const phoneSchema = optionalText(PUBLIC_FORM_LIMITS.phone).refine(
  (value) => {
    if (value === undefined) return true;
    const digits = value.replace(/\D/g, '').length;
    return PHONE_PATTERN.test(value) && digits >= 6 && digits <= 20;
  },
  { error: 'invalidPhone' },
);

export const languageSchema = z.enum(['en', 'es', 'de']);

export const contactRequestSchema = z.object({
  firstName: requiredText(PUBLIC_FORM_LIMITS.name),
  lastName: requiredText(PUBLIC_FORM_LIMITS.name),
  email: publicEmailSchema,
  company: optionalText(PUBLIC_FORM_LIMITS.company),
  phone: phoneSchema,
  subject: requiredText(PUBLIC_FORM_LIMITS.subject),
  message: requiredText(PUBLIC_FORM_LIMITS.message),
  /** The site language the visitor wrote from, so the reply can match it. */
  language: languageSchema.optional(),
});
export type ContactRequestInput = z.input<typeof contactRequestSchema>;
export type ContactRequest = z.output<typeof contactRequestSchema>;

export const newsletterRequestSchema = z.object({
  email: publicEmailSchema,
  /** Language of the double opt-in confirmation email; en when absent. */
  language: languageSchema.optional(),
});
export type NewsletterRequest = z.output<typeof newsletterRequestSchema>;

/** Features announced as coming soon (spec section 2): the "Get Notified" list is kept per feature. */
export const notifyFeatureSchema = z.enum(['whatsapp', 'campaign-tools', 'ocr-app', 'api', 'general'], {
  error: 'invalid',
});
export type NotifyFeature = z.infer<typeof notifyFeatureSchema>;

export const notifyRequestSchema = z.object({
  email: publicEmailSchema,
  feature: notifyFeatureSchema,
  language: languageSchema.optional(),
});
export type NotifyRequest = z.output<typeof notifyRequestSchema>;

/** Sent fire-and-forget by the not-found page so unknown paths are logged as 404s. */
export const notFoundReportSchema = z.object({
  path: z
    .string({ error: 'required' })
    .min(1, { error: 'required' })
    .max(PUBLIC_FORM_LIMITS.path, { error: 'tooLong' })
    .startsWith('/', { error: 'invalid' }),
});
export type NotFoundReport = z.infer<typeof notFoundReportSchema>;

/** Maps each invalid field to the code of its first issue, for inline messages. */
export function fieldErrorCodes(error: z.ZodError): Record<string, PublicFormErrorCode> {
  const result: Record<string, PublicFormErrorCode> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_form';
    if (result[field]) continue;
    result[field] = (publicFormErrorCodes as readonly string[]).includes(issue.message)
      ? (issue.message as PublicFormErrorCode)
      : 'invalid';
  }
  return result;
}
