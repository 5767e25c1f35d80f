import { z } from 'zod';

/**
 * Card photos and voice notes reach the server through a presigned upload to the uploads bucket (API Gateway
 * takes at most 10 MB and Lambda 6 MB per request), then a call naming the uploaded object.
 */
export const CAPTURE_UPLOAD_LIMITS = {
  /** A full-resolution phone photo; the browser may downscale first, the server re-checks whatever arrives. */
  'card-image': { maxBytes: 15 * 1024 * 1024, contentTypes: ['image/jpeg', 'image/png', 'image/webp'] },
  /** Two minutes of Opus in WebM is about 1–2 MB; the cap leaves room for other encoders. */
  voice: {
    maxBytes: 12 * 1024 * 1024,
    contentTypes: ['audio/webm', 'audio/ogg', 'audio/mp4', 'audio/mpeg', 'audio/wav', 'audio/x-wav'],
  },
} as const;
export type CapturePurpose = keyof typeof CAPTURE_UPLOAD_LIMITS;
export const MAX_VOICE_SECONDS = 120;

export const createCaptureUploadRequestSchema = z
  .object({
    purpose: z.enum(['card-image', 'voice']),
    /** Without parameters: "audio/webm;codecs=opus" is sent as "audio/webm". */
    contentType: z.string().max(100),
    size: z.number().int().positive('The file is empty'),
  })
  .superRefine((value, ctx) => {
    const limits = CAPTURE_UPLOAD_LIMITS[value.purpose];
    if (!(limits.contentTypes as readonly string[]).includes(value.contentType)) {
      ctx.addIssue({
        code: 'custom',
        path: ['contentType'],
        message: `Unsupported file type ${value.contentType}: use ${limits.contentTypes.join(', ')}`,
      });
    }
    if (value.size > limits.maxBytes) {
      ctx.addIssue({
        code: 'custom',
        path: ['size'],
        message: `The file is too large (at most ${Math.round(limits.maxBytes / 1024 / 1024)} MB)`,
      });
    }
  });
export type CreateCaptureUploadRequest = z.infer<typeof createCaptureUploadRequestSchema>;

export const captureUploadSchema = z.object({
  /** Name this key in the scan or voice call. */
  key: z.string(),
  uploadUrl: z.string().url(),
  method: z.literal('PUT'),
  /** Send exactly these headers with the upload: they are part of the signature. */
  headers: z.record(z.string(), z.string()),
  expiresInSeconds: z.number().int(),
});
export type CaptureUpload = z.infer<typeof captureUploadSchema>;

const uploadKeySchema = z
  .string()
  .min(1)
  .max(300)
  .regex(/^tmp\/captures\/[\w-]+\/[0-9A-Z]{26}$/, 'Invalid upload key');

export const scanCardRequestSchema = z.object({ key: uploadKeySchema });

export const voiceLeadRequestSchema = z.object({
  key: uploadKeySchema,
  /** The browser's own speech recognition, if it had one: used when no transcription engine is configured. */
  transcriptHint: z.string().trim().max(5000).optional(),
});
