/** The sign-up metadata kept as Cognito custom attributes (spec §3 sign-up fields). */
export const userCustomAttributes = [
  'full_name',
  'phone_number',
  'company_name',
  'company_website',
  'telegram_username',
] as const;

export const MIN_PASSWORD_LENGTH = 6;
