import { describe, expect, it, vi } from 'vitest';

vi.mock('aws-amplify/auth', () => ({ signUp: vi.fn() }));

const { signUpAttributes } = await import('../../../web/src/features/auth/api/sign-up');

describe('sign-up attributes', () => {
  it('maps the form to Cognito attributes and leaves blank optional fields out', () => {
    expect(
      signUpAttributes({
        email: ' Jane@Acme.Example ',
        password: 'secret1',
        fullName: ' Jane Doe ',
        phoneNumber: '',
        companyName: 'Acme',
        companyWebsite: '  ',
        telegramUsername: '@jane',
      }),
    ).toEqual({
      email: 'jane@acme.example',
      'custom:full_name': 'Jane Doe',
      'custom:company_name': 'Acme',
      'custom:telegram_username': 'jane',
    });
  });
});
