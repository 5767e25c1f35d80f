import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SESClient } from '@aws-sdk/client-ses';
import { TextractClient } from '@aws-sdk/client-textract';
import { TranscribeClient } from '@aws-sdk/client-transcribe';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { CorrectionStore, SubscriberReader, UsageMeter } from '../ports/capture-stores';
import type { FileStore } from '../ports/file-store';
import type { LeadStore } from '../ports/lead-store';
import type { Mailer } from '../ports/mailer';
import type { Ocr } from '../ports/ocr';
import type { PublicSiteStore, RateLimiter } from '../ports/public-site-store';
import type { Transcriber } from '../ports/transcriber';
import { loadConfig, requireSetting } from '../shared/config';
import { DynamoCorrectionStore, DynamoSubscriberReader, DynamoUsageMeter } from './aws/dynamo-capture-stores';
import { DynamoLeadStore } from './aws/dynamo-lead-store';
import { DynamoPublicSiteStore, DynamoRateLimiter } from './aws/dynamo-public-site-store';
import { S3FileStore } from './aws/s3-file-store';
import { SesMailer } from './aws/ses-mailer';
import { TextractOcr } from './aws/textract-ocr';
import { TranscribeTranscriber } from './aws/transcribe-transcriber';
import { OpenAiCompatibleTranscriber } from './http-clients/openai-compatible-transcriber';
import { OutboxMailer } from './local/outbox-mailer';
import { systemClock, ulidGenerator } from './system';

/**
 * The composition root: adapters are chosen here, once per process, from configuration. Handlers ask for ports
 * and never learn whether the endpoints are AWS or the local stack's emulators.
 */
const once = <T>(build: () => T): (() => T) => {
  let value: T | undefined;
  return () => (value ??= build());
};

const documentClient = once(() => {
  const config = loadConfig();
  const client = new DynamoDBClient({
    region: config.AWS_REGION,
    ...(config.DYNAMODB_ENDPOINT ? { endpoint: config.DYNAMODB_ENDPOINT } : {}),
  });
  return DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
});

const table = () => loadConfig().TABLE_NAME;

export const leads = once((): LeadStore => new DynamoLeadStore(documentClient(), table()));
export const publicSiteStore = once(
  (): PublicSiteStore => new DynamoPublicSiteStore(documentClient(), table()),
);
export const rateLimiter = once((): RateLimiter => new DynamoRateLimiter(documentClient(), table()));
export const usageMeter = once((): UsageMeter => new DynamoUsageMeter(documentClient(), table()));
export const corrections = once((): CorrectionStore => new DynamoCorrectionStore(documentClient(), table()));
export const subscribers = once(
  (): SubscriberReader => new DynamoSubscriberReader(documentClient(), table()),
);

export const uploads = once((): FileStore => {
  const config = loadConfig();
  const client = new S3Client({
    region: config.AWS_REGION,
    ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT, forcePathStyle: true } : {}),
    // Otherwise presigned URLs carry the CRC32 of an empty body and the real upload is refused.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return new S3FileStore(client, requireSetting(config, 'UPLOADS_BUCKET_NAME'));
});

/** SES on AWS; the local stack sets MAIL_OUTBOX_DIR so mail lands in its outbox instead. */
export const mailer = once((): Mailer => {
  const config = loadConfig();
  if (config.MAIL_OUTBOX_DIR) return new OutboxMailer(config.MAIL_OUTBOX_DIR);
  return new SesMailer(new SESClient({ region: config.AWS_REGION }), config.MAIL_FROM);
});

export const transcriber = once((): Transcriber | null => {
  const config = loadConfig();
  if (config.TRANSCRIBER === 'aws-transcribe') {
    return new TranscribeTranscriber(new TranscribeClient({ region: config.AWS_REGION }), {
      bucket: requireSetting(config, 'UPLOADS_BUCKET_NAME'),
    });
  }
  if (config.TRANSCRIBER === 'openai-compatible') {
    return new OpenAiCompatibleTranscriber({
      baseUrl: requireSetting(config, 'TRANSCRIBE_URL'),
      model: config.TRANSCRIBE_MODEL,
      apiKey: config.TRANSCRIBE_API_KEY,
    });
  }
  return null;
});

let localOcr: (() => Ocr) | undefined;

/**
 * The local stack's edge hands in the offline OCR (tesseract.js, with native image code) here, so that adapter
 * never enters a Lambda bundle; on AWS the OCR is Amazon Textract.
 */
export function provideLocalOcr(factory: () => Ocr): void {
  localOcr = factory;
}

export const ocr = once(
  (): Ocr => localOcr?.() ?? new TextractOcr(new TextractClient({ region: loadConfig().AWS_REGION })),
);

/** What every capture (text, scan, voice) needs: storage, what the user taught, the monthly allowance. */
export const capturePorts = once(() => ({
  leads: leads(),
  corrections: corrections(),
  usage: usageMeter(),
  subscribers: subscribers(),
  clock: systemClock,
  ids: ulidGenerator,
}));

export { systemClock as clock, ulidGenerator as ids };
