import { signUp } from 'aws-amplify/auth';
import { normaliseEmail } from '../lib/validation';

export interface SignUpInput {
  email: string;
  password: string;
  fullName: string;
  phoneNumber?: string;
  companyName?: string;
  companyWebsite?: string;
  telegramUsername?: string;
}

/** Builds the Cognito attributes: optional fields are left out when blank rather than stored empty. */
export function signUpAttributes(input: SignUpInput): Record<string, string> {
  const attributes: Record<string, string> = {
    email: normaliseEmail(input.email),
    'custom:full_name': input.fullName.trim(),
  };
  const optional: Array<[string, string | undefined]> = [
    ['custom:phone_number', input.phoneNumber],
    ['custom:company_name', input.companyName],
    ['custom:company_website', input.companyWebsite],
    ['custom:telegram_username', input.telegramUsername?.trim().replace(/^@/, '')],
  ];
  for (const [key, value] of optional) {
    const trimmed = value?.trim();
    if (trimmed) attributes[key] = trimmed;
  }
  return attributes;
}

/** Creates the account; Cognito sends the verification email. UsernameExistsException means the email is taken. */
export async function signUpWithEmail(input: SignUpInput): Promise<void> {
  await signUp({
    username: normaliseEmail(input.email),
    password: input.password,
    options: { userAttributes: signUpAttributes(input) },
  });
}
