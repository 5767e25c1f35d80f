import { z } from 'zod';

/**
 * Configuration is read once, at cold start, and a missing value fails fast. Optional endpoints point the real
 * AWS SDK clients elsewhere (the local stack's emulators); handlers never see the difference.
 */
const configSchema = z.object({
  AWS_REGION: z.string().min(1).default('us-east-1'),
  TABLE_NAME: z.string().min(1),
  DYNAMODB_ENDPOINT: z.string().url().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  SQS_ENDPOINT: z.string().url().optional(),
  UPLOADS_BUCKET_NAME: z.string().min(1).optional(),
  WEBHOOK_QUEUE_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
});

export type AppConfig = z.infer<typeof configSchema>;

let cached: AppConfig | undefined;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  if (cached) return cached;
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const missing = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`Invalid configuration: ${missing}`);
  }
  cached = parsed.data;
  return cached;
}
