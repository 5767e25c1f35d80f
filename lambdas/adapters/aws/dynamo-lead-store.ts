import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { leadSourceSchema } from '../../contracts/leads';
import type { LeadPage, LeadPatch, LeadRecord, LeadStore } from '../../ports/lead-store';
import { keys } from '../../shared/keys';

type LeadItem = Record<string, unknown>;

function toRecord(item: LeadItem): LeadRecord {
  const text = (key: string) => (typeof item[key] === 'string' ? (item[key] as string) : null);
  return {
    id: keys.leadIdFromSk(String(item.sk)),
    userId: String(item.userId),
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    company: text('company'),
    title: text('title'),
    note: text('note'),
    source: leadSourceSchema.catch('text').parse(item.source),
    createdAt: String(item.createdAt),
    ...(item.phoneE164 !== undefined ? { phoneE164: text('phoneE164') } : {}),
    ...(item.website !== undefined ? { website: text('website') } : {}),
    ...(item.confidence ? { confidence: item.confidence as LeadRecord['confidence'] } : {}),
    ...(Array.isArray(item.flaggedFields)
      ? { flaggedFields: item.flaggedFields as LeadRecord['flaggedFields'] }
      : {}),
    ...(item.extracted ? { extracted: item.extracted as LeadRecord['extracted'] } : {}),
  };
}

function toItem(lead: LeadRecord): LeadItem {
  const { id, ...rest } = lead;
  return { ...keys.lead(lead.userId, id), entity: 'lead', ...rest };
}

export class DynamoLeadStore implements LeadStore {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async put(lead: LeadRecord): Promise<void> {
    await this.client.send(
      new PutCommand({
        TableName: this.tableName,
        Item: toItem(lead),
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  }

  async get(userId: string, leadId: string): Promise<LeadRecord | null> {
    const result = await this.client.send(
      new GetCommand({ TableName: this.tableName, Key: keys.lead(userId, leadId) }),
    );
    return result.Item ? toRecord(result.Item) : null;
  }

  async listPage(userId: string, { limit, after }: { limit: number; after?: string }): Promise<LeadPage> {
    const result = await this.client.send(
      new QueryCommand({
        TableName: this.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': keys.user(userId), ':prefix': keys.leadPrefix },
        ScanIndexForward: false,
        Limit: limit,
        // The start key is rebuilt from the caller's own partition, so a cursor can never reach another user.
        ExclusiveStartKey: after ? keys.lead(userId, after) : undefined,
      }),
    );
    const items = (result.Items ?? []).map(toRecord);
    return { items, lastId: result.LastEvaluatedKey ? (items.at(-1)?.id ?? null) : null };
  }

  async *listAll(userId: string): AsyncIterable<LeadRecord> {
    let after: string | undefined;
    do {
      const page = await this.listPage(userId, { limit: 100, after });
      yield* page.items;
      after = page.lastId ?? undefined;
    } while (after);
  }

  async update(userId: string, leadId: string, patch: LeadPatch): Promise<LeadRecord | null> {
    const sets: string[] = [];
    const removes: string[] = [];
    const names: Record<string, string> = {};
    const values: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(patch)) {
      if (value === undefined) continue;
      names[`#${field}`] = field;
      if (value === null || (Array.isArray(value) && value.length === 0)) removes.push(`#${field}`);
      else {
        sets.push(`#${field} = :${field}`);
        values[`:${field}`] = value;
      }
    }
    if (sets.length === 0 && removes.length === 0) return this.get(userId, leadId);
    try {
      const result = await this.client.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: keys.lead(userId, leadId),
          ConditionExpression: 'attribute_exists(pk)',
          UpdateExpression: [
            sets.length ? `SET ${sets.join(', ')}` : '',
            removes.length ? `REMOVE ${removes.join(', ')}` : '',
          ]
            .filter(Boolean)
            .join(' '),
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: Object.keys(values).length ? values : undefined,
          ReturnValues: 'ALL_NEW',
        }),
      );
      return result.Attributes ? toRecord(result.Attributes) : null;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return null;
      throw error;
    }
  }

  async delete(userId: string, leadId: string): Promise<boolean> {
    const result = await this.client.send(
      new DeleteCommand({
        TableName: this.tableName,
        Key: keys.lead(userId, leadId),
        ReturnValues: 'ALL_OLD',
      }),
    );
    return Boolean(result.Attributes);
  }
}
