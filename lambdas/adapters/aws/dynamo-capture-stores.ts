import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { leadFieldNames, type LeadFieldName } from '../../contracts/leads';
import type {
  CorrectionStore,
  FieldCorrection,
  SubscriberReader,
  SubscriberRecord,
  UsageMeter,
} from '../../ports/capture-stores';
import { correctionKey } from '../../core/leads/apply-corrections';
import { keys } from '../../shared/keys';

/** Monthly capture counter: a conditional ADD, so parallel captures cannot both take the last one. */
export class DynamoUsageMeter implements UsageMeter {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async tryConsume(
    userId: string,
    month: string,
    limit: number,
  ): Promise<{ allowed: boolean; used: number }> {
    try {
      const { Attributes } = await this.client.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: keys.usage(userId, month),
          UpdateExpression: 'ADD captures :one SET entity = :entity',
          ConditionExpression: 'attribute_not_exists(captures) OR captures < :limit',
          ExpressionAttributeValues: { ':one': 1, ':limit': limit, ':entity': 'usage' },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      return { allowed: true, used: Number(Attributes?.captures ?? 1) };
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return { allowed: false, used: limit };
      throw error;
    }
  }

  async release(userId: string, month: string): Promise<void> {
    await this.client.send(
      new UpdateCommand({
        TableName: this.tableName,
        Key: keys.usage(userId, month),
        UpdateExpression: 'ADD captures :minusOne',
        ConditionExpression: 'captures > :zero',
        ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
      }),
    );
  }
}

export class DynamoCorrectionStore implements CorrectionStore {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async list(userId: string): Promise<FieldCorrection[]> {
    const corrections: FieldCorrection[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await this.client.send(
        new QueryCommand({
          TableName: this.tableName,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
          ExpressionAttributeValues: { ':pk': keys.user(userId), ':prefix': keys.correctionPrefix },
          ExclusiveStartKey: startKey,
        }),
      );
      for (const item of page.Items ?? []) {
        if (!(leadFieldNames as readonly string[]).includes(String(item.field))) continue;
        corrections.push({
          field: item.field as LeadFieldName,
          extracted: String(item.extracted),
          corrected: String(item.corrected),
          count: Number(item.count ?? 1),
          updatedAt: String(item.updatedAt),
        });
      }
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return corrections;
  }

  async record(userId: string, correction: Omit<FieldCorrection, 'count'>): Promise<void> {
    await this.client.send(
      new UpdateCommand({
        TableName: this.tableName,
        Key: keys.correction(userId, correction.field, correctionKey(correction.extracted)),
        UpdateExpression:
          'SET entity = :entity, #field = :field, extracted = :extracted, corrected = :corrected, updatedAt = :updatedAt ADD #count :one',
        ExpressionAttributeNames: { '#field': 'field', '#count': 'count' },
        ExpressionAttributeValues: {
          ':entity': 'correction',
          ':field': correction.field,
          ':extracted': correction.extracted,
          ':corrected': correction.corrected,
          ':updatedAt': correction.updatedAt,
          ':one': 1,
        },
      }),
    );
  }
}

export class DynamoSubscriberReader implements SubscriberReader {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async get(userId: string): Promise<SubscriberRecord | null> {
    const { Item } = await this.client.send(
      new GetCommand({ TableName: this.tableName, Key: keys.subscriber(userId) }),
    );
    if (!Item) return null;
    return {
      subscribed: Item.subscribed === true,
      subscriptionTier: typeof Item.subscriptionTier === 'string' ? Item.subscriptionTier : null,
      subscriptionEnd: typeof Item.subscriptionEnd === 'string' ? Item.subscriptionEnd : null,
    };
  }
}
