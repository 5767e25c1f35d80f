import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
} from '@aws-sdk/client-dynamodb';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { MIN_PASSWORD_LENGTH, userCustomAttributes } from '../../lambdas/shared/auth-policy';
import { tableDesign } from '../../lambdas/shared/table-design';

export const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };
export const LOCAL_REGION = 'us-east-1';

/** Creates the table if it is missing; safe to run on every start. */
export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: localCredentials });
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  const index = tableDesign.globalIndexes[0];
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [
        { AttributeName: tableDesign.partitionKey, AttributeType: 'S' },
        { AttributeName: tableDesign.sortKey, AttributeType: 'S' },
        { AttributeName: index.partitionKey, AttributeType: 'S' },
        { AttributeName: index.sortKey, AttributeType: 'S' },
      ],
      KeySchema: [
        { AttributeName: tableDesign.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableDesign.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: tableDesign.globalIndexes.map((gsi) => ({
        IndexName: gsi.indexName,
        KeySchema: [
          { AttributeName: gsi.partitionKey, KeyType: 'HASH' },
          { AttributeName: gsi.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    }),
  );
  for (let attempt = 0; attempt < 50; attempt++) {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    if (Table?.TableStatus === 'ACTIVE') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Table ${tableName} did not become active`);
}

export interface UserPoolIds {
  userPoolId: string;
  userPoolClientId: string;
}

/** Creates the user pool and SPA client once and remembers their ids in the data folder. */
export async function ensureUserPool(endpoint: string, stateFile: string): Promise<UserPoolIds> {
  const client = new CognitoIdentityProviderClient({
    endpoint,
    region: LOCAL_REGION,
    credentials: localCredentials,
  });
  if (existsSync(stateFile)) {
    const saved = JSON.parse(await readFile(stateFile, 'utf8')) as UserPoolIds;
    const found = await client
      .send(new DescribeUserPoolCommand({ UserPoolId: saved.userPoolId }))
      .then(() => true)
      .catch(() => false);
    if (found) return saved;
  }
  const { UserPool } = await client.send(
    new CreateUserPoolCommand({
      PoolName: 'leadroute-local',
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      Policies: {
        PasswordPolicy: {
          MinimumLength: MIN_PASSWORD_LENGTH,
          RequireLowercase: false,
          RequireUppercase: false,
          RequireNumbers: false,
          RequireSymbols: false,
        },
      },
      Schema: userCustomAttributes.map((name) => ({
        Name: name,
        AttributeDataType: 'String',
        Mutable: true,
      })),
    }),
  );
  const userPoolId = UserPool?.Id;
  if (!userPoolId) throw new Error('cognito-local did not return a user pool id');
  const { UserPoolClient } = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: 'leadroute-web',
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    }),
  );
  const userPoolClientId = UserPoolClient?.ClientId;
  if (!userPoolClientId) throw new Error('cognito-local did not return a client id');
  const ids = { userPoolId, userPoolClientId };
  await writeFile(stateFile, JSON.stringify(ids, null, 2));
  return ids;
}
