import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SESClient } from '@aws-sdk/client-ses';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { LeadStore } from '../ports/lead-store';
import type { Mailer } from '../ports/mailer';
import type { PublicSiteStore, RateLimiter } from '../ports/public-site-store';
import { loadConfig } from '../shared/config';
import { DynamoLeadStore } from './aws/dynamo-lead-store';
import { DynamoPublicSiteStore, DynamoRateLimiter } from './aws/dynamo-public-site-store';
import { SesMailer } from './aws/ses-mailer';
import { OutboxMailer } from './local/outbox-mailer';

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

export const leads = once((): LeadStore => new DynamoLeadStore(documentClient(), loadConfig().TABLE_NAME));

export const publicSiteStore = once(
  (): PublicSiteStore => new DynamoPublicSiteStore(documentClient(), loadConfig().TABLE_NAME),
);

export const rateLimiter = once(
  (): RateLimiter => new DynamoRateLimiter(documentClient(), loadConfig().TABLE_NAME),
);

/** SES on AWS; the local stack sets MAIL_OUTBOX_DIR so mail lands in its outbox instead. */
export const mailer = once((): Mailer => {
  const config = loadConfig();
  if (config.MAIL_OUTBOX_DIR) return new OutboxMailer(config.MAIL_OUTBOX_DIR);
  return new SesMailer(new SESClient({ region: config.AWS_REGION }), config.MAIL_FROM);
});

export { systemClock as clock, ulidGenerator as ids } from './system';
