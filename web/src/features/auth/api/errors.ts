/** Amplify throws AuthError with the Cognito exception name in `name` and the server's text in `message`. */
export function authErrorName(error: unknown): string {
  if (error && typeof error === 'object' && 'name' in error && typeof error.name === 'string')
    return error.name;
  return 'UnknownError';
}

export function authErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'Unknown error';
}

/** "Email not confirmed" in any form Cognito or a proxy may phrase it. */
export function isUnconfirmedError(error: unknown): boolean {
  const name = authErrorName(error);
  if (name === 'UserNotConfirmedException' || name === 'email_not_confirmed') return true;
  return /email not confirmed|not confirmed/i.test(authErrorMessage(error));
}
