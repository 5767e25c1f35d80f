import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { NotifyFeature } from '../../contracts/public-forms';
import type {
  ContactMessageRecord,
  NewsletterSubscription,
  PublicSiteStore,
  RateLimiter,
} from '../../ports/public-site-store';
import { keys } from '../../shared/keys';
import { tableDesign } from '../../shared/table-design';

function toSubscription(item: Record<string, unknown>): NewsletterSubscription {
  return {
    email: String(item.email),
    status: item.status === 'confirmed' ? 'confirmed' : 'pending',
    tokenHash: typeof item.tokenHash === 'string' ? item.tokenHash : null,
    language: typeof item.language === 'string' ? item.language : 'en',
    requestedAt: String(item.requestedAt),
    confirmedAt: typeof item.confirmedAt === 'string' ? item.confirmedAt : null,
  };
}

export class DynamoPublicSiteStore implements PublicSiteStore {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  async saveContactMessage(message: ContactMessageRecord): Promise<void> {
    await this.client.send(
      new PutCommand({
        TableName: this.tableName,
        Item: { ...keys.contactMessage(message.id), entity: 'contactMessage', ...message },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  }

  async getNewsletterSubscription(email: string): Promise<NewsletterSubscription | null> {
    const { Item } = await this.client.send(
      new GetCommand({ TableName: this.tableName, Key: keys.newsletter(email) }),
    );
    return Item ? toSubscription(Item) : null;
  }

  async saveNewsletterSubscription(subscription: NewsletterSubscription): Promise<void> {
    await this.client.send(
      new PutCommand({
        TableName: this.tableName,
        Item: {
          ...keys.newsletter(subscription.email),
          ...(subscription.tokenHash ? keys.newsletterToken(subscription.tokenHash) : {}),
          entity: 'newsletterSubscription',
          ...subscription,
        },
      }),
    );
  }

  async findNewsletterSubscriptionByTokenHash(tokenHash: string): Promise<NewsletterSubscription | null> {
    const index = tableDesign.globalIndexes[0];
    const { gsi1pk } = keys.newsletterToken(tokenHash);
    const { Items } = await this.client.send(
      new QueryCommand({
        TableName: this.tableName,
        IndexName: index.indexName,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': index.partitionKey },
        ExpressionAttributeValues: { ':pk': gsi1pk },
        Limit: 1,
      }),
    );
    const item = Items?.[0];
    return item ? toSubscription(item) : null;
  }

  async addFeatureInterest(feature: NotifyFeature, email: string, at: string): Promise<void> {
    await this.client.send(
      new UpdateCommand({
        TableName: this.tableName,
        Key: keys.featureInterest(feature, email),
        UpdateExpression:
          'SET entity = :entity, feature = :feature, email = :email, registeredAt = if_not_exists(registeredAt, :at)',
        ExpressionAttributeValues: {
          ':entity': 'featureInterest',
          ':feature': feature,
          ':email': email.toLowerCase(),
          ':at': at,
        },
      }),
    );
  }
}

/**
 * A fixed-window counter per key, one item per window: the conditional ADD is atomic, so parallel requests
 * cannot both take the last slot. Old windows expire through the table's TTL; correctness never depends on it.
 */
export class DynamoRateLimiter implements RateLimiter {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly tableName: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async tryConsume(
    key: string,
    { limit, windowSeconds }: { limit: number; windowSeconds: number },
  ): Promise<boolean> {
    const nowSeconds = Math.floor(this.now().getTime() / 1000);
    const windowStart = nowSeconds - (nowSeconds % windowSeconds);
    try {
      await this.client.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: keys.rateWindow(key, windowStart),
          UpdateExpression: 'ADD hits :one SET expiresAt = :expiresAt',
          ConditionExpression: 'attribute_not_exists(hits) OR hits < :limit',
          ExpressionAttributeValues: {
            ':one': 1,
            ':limit': limit,
            ':expiresAt': windowStart + windowSeconds * 2,
          },
        }),
      );
      return true;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return false;
      throw error;
    }
  }
}
