import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';

let handler: (event: CustomMessageTriggerEvent) => Promise<CustomMessageTriggerEvent>;
beforeAll(async () => {
  process.env.APP_URL = 'https://app.leadroute.example/';
  ({ handler } = await import('../../../lambdas/triggers/custom-message'));
});

const event = (triggerSource: string): CustomMessageTriggerEvent =>
  ({
    triggerSource,
    request: {
      userAttributes: { email: 'ana+test@example.com' },
      codeParameter: '{####}',
      usernameParameter: null,
    },
    response: { smsMessage: null, emailMessage: null, emailSubject: null },
  }) as unknown as CustomMessageTriggerEvent;

describe('CustomMessage trigger', () => {
  it('links sign-up verification to our confirm screen, keeping Cognito’s code placeholder', async () => {
    const result = await handler(event('CustomMessage_SignUp'));
    expect(result.response.emailSubject).toBe('Verify your Leadroute email');
    expect(result.response.emailMessage).toContain(
      'https://app.leadroute.example/auth/confirm?email=ana%2Btest%40example.com&amp;code={####}',
    );
  });

  it('links password reset to our reset screen', async () => {
    const result = await handler(event('CustomMessage_ForgotPassword'));
    expect(result.response.emailMessage).toContain(
      '/auth/reset-password?email=ana%2Btest%40example.com&amp;code={####}',
    );
  });

  it('leaves other messages to Cognito’s defaults', async () => {
    const result = await handler(event('CustomMessage_Authentication'));
    expect(result.response.emailMessage).toBeNull();
  });
});
