import { createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  ChangePasswordCommand,
  GetUserCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
  SignUpCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  bootTestStack,
  cognitoClient,
  latestLinkFor,
  signUpConfirmed,
  uniqueEmail,
  type TestStack,
} from '../support/local-stack';

const require = createRequire(import.meta.url);

let stack: TestStack;
let cognito: CognitoIdentityProviderClient;

beforeAll(async () => {
  stack = await bootTestStack();
  cognito = cognitoClient(stack);
});
afterAll(async () => {
  await stack?.dispose();
});

describe('local Cognito', () => {
  it('emails a verification link to our own /auth/confirm screen, and the code in it confirms the account', async () => {
    const email = uniqueEmail('verify');
    const token = await signUpConfirmed(stack, email);
    const link = await latestLinkFor(stack, email, '/auth/confirm');
    expect(link.origin).toBe(stack.url);
    expect(link.searchParams.get('email')).toBe(email);
    const claims = decodeJwt(token);
    expect(claims.email).toBe(email);
    expect(claims['custom:full_name']).toBe('Test User');
  });

  it('signs tokens with the per-install key, not the key published in cognito-local', async () => {
    const token = await signUpConfirmed(stack, uniqueEmail('kid'));
    expect(decodeProtectedHeader(token).kid).toMatch(/^leadroute-local-/);
    const jwks = (await (
      await fetch(`${stack.cognitoUrl}/${stack.userPoolId}/.well-known/jwks.json`)
    ).json()) as {
      keys: { kid: string }[];
    };
    expect(jwks.keys.map((key) => key.kid)).toEqual([decodeProtectedHeader(token).kid]);
  });

  it('rejects a token forged with cognito-local’s published private key, at the API and at Cognito', async () => {
    const published = JSON.parse(
      readFileSync(require.resolve('cognito-local/lib/keys/cognitoLocal.private.json'), 'utf8'),
    ) as { pem: string };
    const key = createPrivateKey(published.pem);
    const now = Math.floor(Date.now() / 1000);
    const forged = await new SignJWT({
      sub: 'forged-user',
      email: 'attacker@example.com',
      token_use: 'id',
      'cognito:groups': ['admin'],
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
      .setIssuer(`${stack.cognitoUrl}/${stack.userPoolId}`)
      .setAudience(stack.userPoolClientId)
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(key);
    const response = await apiClient(stack, forged)('/api/leads');
    expect(response.status).toBe(401);

    const forgedAccess = await new SignJWT({
      sub: 'forged-user',
      client_id: stack.userPoolClientId,
      token_use: 'access',
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
      .setIssuer(`${stack.cognitoUrl}/${stack.userPoolId}`)
      .setExpirationTime(now + 3600)
      .sign(key);
    await expect(cognito.send(new GetUserCommand({ AccessToken: forgedAccess }))).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
  });

  it('resends the confirmation code (a target cognito-local lacks) with a new code', async () => {
    const email = uniqueEmail('resend');
    await cognito.send(
      new SignUpCommand({
        ClientId: stack.userPoolClientId,
        Username: email,
        Password: 'secret-pass-1',
        UserAttributes: [{ Name: 'email', Value: email }],
      }),
    );
    const first = await latestLinkFor(stack, email, '/auth/confirm');
    const result = await cognito.send(
      new ResendConfirmationCodeCommand({ ClientId: stack.userPoolClientId, Username: email }),
    );
    expect(result.CodeDeliveryDetails?.Destination).toBe(email);
    const mails = (await stack.outbox.list()).filter((mail) => mail.to === email);
    expect(mails).toHaveLength(2);
    const second = await latestLinkFor(stack, email, '/auth/confirm');
    expect(second.searchParams.get('code')).toMatch(/^\d+$/);
    expect(first.searchParams.get('code')).toMatch(/^\d+$/);
  });

  it('refuses passwords shorter than 6 characters, which cognito-local alone would accept', async () => {
    await expect(
      cognito.send(
        new SignUpCommand({
          ClientId: stack.userPoolClientId,
          Username: uniqueEmail('short'),
          Password: '12345',
          UserAttributes: [],
        }),
      ),
    ).rejects.toMatchObject({ name: 'InvalidPasswordException' });
  });

  it('refuses sign-in before the email is verified', async () => {
    const email = uniqueEmail('unconfirmed');
    await cognito.send(
      new SignUpCommand({
        ClientId: stack.userPoolClientId,
        Username: email,
        Password: 'secret-pass-1',
        UserAttributes: [],
      }),
    );
    await expect(
      cognito.send(
        new InitiateAuthCommand({
          ClientId: stack.userPoolClientId,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: email, PASSWORD: 'secret-pass-1' },
        }),
      ),
    ).rejects.toMatchObject({ name: 'UserNotConfirmedException' });
  });
});

describe('local Cognito behaves like Cognito where the screens depend on it', () => {
  it('marks the email verified on confirmation', async () => {
    const token = await signUpConfirmed(stack, uniqueEmail('verified'));
    expect(decodeJwt(token).email_verified).toBe(true);
  });

  it('answers a wrong current password with NotAuthorizedException', async () => {
    const email = uniqueEmail('change');
    await signUpConfirmed(stack, email);
    const auth = await cognito.send(
      new InitiateAuthCommand({
        ClientId: stack.userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: 'secret-pass-1' },
      }),
    );
    await expect(
      cognito.send(
        new ChangePasswordCommand({
          AccessToken: auth.AuthenticationResult?.AccessToken ?? '',
          PreviousPassword: 'not-my-password',
          ProposedPassword: 'new-secret-2',
        }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });
});
