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
  /** The site's origin, for links in emails and redirects. */
  APP_URL: z
    .string()
    .url()
    .transform((url) => url.replace(/\/$/, ''))
    .optional(),
  MAIL_FROM: z.string().min(3).default('Leadroute <no-reply@leadroute.app>'),
  SUPPORT_EMAIL: z.string().email().default('support@leadroute.app'),
  /** Set by the local stack only: mail goes to this outbox folder instead of SES. */
  MAIL_OUTBOX_DIR: z.string().min(1).optional(),
  /** Speech to text: none (voice then needs the browser's transcript), an OpenAI-compatible endpoint, or Amazon Transcribe. */
  TRANSCRIBER: z.enum(['none', 'openai-compatible', 'aws-transcribe']).default('none'),
  TRANSCRIBE_URL: z.string().url().optional(),
  TRANSCRIBE_MODEL: z.string().min(1).default('whisper-1'),
  TRANSCRIBE_API_KEY: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
});

export type AppConfig = z.infer<typeof configSchema>;

let cached: AppConfig | undefined;

function checkCombinations(config: AppConfig): string[] {
  const problems: string[] = [];
  if (config.TRANSCRIBER === 'openai-compatible' && !config.TRANSCRIBE_URL) {
    problems.push('TRANSCRIBE_URL (required when TRANSCRIBER=openai-compatible)');
  }
  return problems;
}

/** For a function that cannot work without an optional setting: fails at cold start with a clear message. */
export function requireSetting<K extends keyof AppConfig>(
  config: AppConfig,
  key: K,
): NonNullable<AppConfig[K]> {
  const value = config[key];
  if (value === undefined || value === null)
    throw new Error(`Invalid configuration: ${String(key)} is required here`);
  return value as NonNullable<AppConfig[K]>;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  if (cached) return cached;
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const missing = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`Invalid configuration: ${missing}`);
  }
  const problems = checkCombinations(parsed.data);
  if (problems.length > 0) throw new Error(`Invalid configuration: ${problems.join(', ')}`);
  cached = parsed.data;
  return cached;
}
