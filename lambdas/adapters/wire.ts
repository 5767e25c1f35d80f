import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { LeadStore } from '../ports/lead-store';
import { loadConfig } from '../shared/config';
import { DynamoLeadStore } from './aws/dynamo-lead-store';

/**
 * The composition root: adapters are chosen here, once per process, from configuration. Handlers ask for ports
 * and never learn whether the endpoints are AWS or the local stack's emulators.
 */
let leadStore: LeadStore | undefined;

function documentClient(): DynamoDBDocumentClient {
  const config = loadConfig();
  const client = new DynamoDBClient({
    region: config.AWS_REGION,
    ...(config.DYNAMODB_ENDPOINT ? { endpoint: config.DYNAMODB_ENDPOINT } : {}),
  });
  return DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
}

export function leads(): LeadStore {
  leadStore ??= new DynamoLeadStore(documentClient(), loadConfig().TABLE_NAME);
  return leadStore;
}

export { systemClock as clock, ulidGenerator as ids } from './system';
