import {
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { decodeJwt } from 'jose';
import { mkdtemp, rm } from 'node:fs/promises';
import { monotonicFactory } from 'ulidx';
import { DynamoLeadStore } from '../../lambdas/adapters/aws/dynamo-lead-store';
import type { LeadRecord } from '../../lambdas/ports/lead-store';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalStackOnFreePorts, type LocalStack } from '../../bin/local/stack';
import { localCredentials, LOCAL_REGION } from '../../bin/local/bootstrap';

export interface TestStack extends LocalStack {
  dispose(): Promise<void>;
}

/** Boots the real local stack (emulators and all) on free ports in a throw-away data folder. */
export async function bootTestStack(options: { webDist?: string } = {}): Promise<TestStack> {
  const dataDir = await mkdtemp(join(tmpdir(), 'leadroute-test-'));
  const stack = await startLocalStackOnFreePorts({
    dataDir,
    quiet: true,
    webDist: options.webDist,
    warmUpOcr: false,
  });
  return {
    ...stack,
    async dispose() {
      await stack.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export function cognitoClient(stack: LocalStack) {
  return new CognitoIdentityProviderClient({
    endpoint: stack.cognitoUrl,
    region: LOCAL_REGION,
    credentials: localCredentials,
  });
}

/** The code in the newest verification link sent to `email`. */
export async function latestLinkFor(stack: LocalStack, email: string, path: string): Promise<URL> {
  const mails = await stack.outbox.list();
  const mail = mails.find((candidate) => candidate.to === email && candidate.html?.includes(path));
  if (!mail?.html) throw new Error(`No mail with ${path} sent to ${email}`);
  const href = mail.html.match(/href="([^"]+)"/)?.[1];
  if (!href) throw new Error('Mail has no link');
  return new URL(href.replace(/&amp;/g, '&'));
}

let counter = 0;
export const uniqueEmail = (label: string) => `${label}.${Date.now().toString(36)}${counter++}@example.com`;

/** Signs a new user up, confirms them through the emailed link's code, signs in; returns the ID token. */
export async function signUpConfirmed(
  stack: LocalStack,
  email: string,
  password = 'secret-pass-1',
): Promise<string> {
  const cognito = cognitoClient(stack);
  await cognito.send(
    new SignUpCommand({
      ClientId: stack.userPoolClientId,
      Username: email,
      Password: password,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'custom:full_name', Value: 'Test User' },
      ],
    }),
  );
  const link = await latestLinkFor(stack, email, '/auth/confirm');
  await cognito.send(
    new ConfirmSignUpCommand({
      ClientId: stack.userPoolClientId,
      Username: email,
      ConfirmationCode: link.searchParams.get('code') ?? '',
    }),
  );
  const auth = await cognito.send(
    new InitiateAuthCommand({
      ClientId: stack.userPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const token = auth.AuthenticationResult?.IdToken;
  if (!token) throw new Error('No ID token');
  return token;
}

export function apiClient(stack: LocalStack, token?: string) {
  return async (
    path: string,
    init: { method?: string; body?: unknown; rawBody?: string; contentType?: string } = {},
  ) => {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    const body = init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
    if (body !== undefined) headers['content-type'] = init.contentType ?? 'application/json';
    const response = await fetch(`${stack.url}${path}`, { method: init.method ?? 'GET', headers, body });
    const text = await response.text();
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
    return {
      status: response.status,
      headers: response.headers,
      text,
      json: json as Record<string, unknown>,
    };
  };
}

/** Writes leads straight to the table, for tests about listing and paging that need more leads than captures. */
export async function seedLeads(
  stack: LocalStack,
  token: string,
  leads: Partial<Omit<LeadRecord, 'id' | 'userId'>>[],
): Promise<LeadRecord[]> {
  const store = new DynamoLeadStore(
    DynamoDBDocumentClient.from(
      new DynamoDBClient({ endpoint: stack.dynamoUrl, region: LOCAL_REGION, credentials: localCredentials }),
      { marshallOptions: { removeUndefinedValues: true } },
    ),
    stack.tableName,
  );
  const userId = String(decodeJwt(token).sub);
  const ids = monotonicFactory();
  const records: LeadRecord[] = [];
  for (const lead of leads) {
    const record: LeadRecord = {
      id: ids(),
      userId,
      name: null,
      email: null,
      phone: null,
      company: null,
      title: null,
      note: null,
      source: 'text',
      createdAt: new Date().toISOString(),
      ...lead,
    };
    await store.put(record);
    records.push(record);
  }
  return records;
}
