import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listLeadsResponseSchema } from '../../lambdas/contracts/leads';
import { findFreePortBlock } from '../../bin/local/processes';
import { PORTS_PER_STACK, startLocalStack } from '../../bin/local/stack';
import { apiClient, cognitoClient, signUpConfirmed, uniqueEmail } from '../support/local-stack';

const dataDirs: string[] = [];
afterAll(async () => {
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('the local stack keeps its data across restarts', () => {
  it('still has the account, its leads and the signing key after a stop and a start', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'leadroute-persist-'));
    dataDirs.push(dataDir);
    const port = await findFreePortBlock(PORTS_PER_STACK);
    const email = uniqueEmail('persist');

    const first = await startLocalStack({ port, dataDir, quiet: true });
    const token = await signUpConfirmed(first, email);
    const created = await apiClient(first, token)('/api/leads/text', {
      method: 'POST',
      body: { text: 'Kept Across\nkept@example.com' },
    });
    expect(created.status).toBe(201);
    const firstPool = first.userPoolId;
    await first.stop();

    const second = await startLocalStack({ port, dataDir, quiet: true });
    try {
      expect(second.userPoolId).toBe(firstPool);
      // A token issued before the restart is still valid: same pool, same per-install key.
      const list = listLeadsResponseSchema.parse((await apiClient(second, token)('/api/leads')).json);
      expect(list.items.map((lead) => lead.email)).toEqual(['kept@example.com']);
      const auth = await cognitoClient(second).send(
        new InitiateAuthCommand({
          ClientId: second.userPoolClientId,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: email, PASSWORD: 'secret-pass-1' },
        }),
      );
      expect(auth.AuthenticationResult?.IdToken).toBeTruthy();
    } finally {
      await second.stop();
    }
  });
});
