import { confirmSignUp } from 'aws-amplify/auth';
import { normaliseEmail } from '../lib/validation';
import { authErrorMessage, authErrorName } from './errors';

export type ConfirmOutcome = 'confirmed' | 'alreadyConfirmed';

/** Real Cognito answers a second confirmation with NotAuthorizedException "... Current status is CONFIRMED". */
function isAlreadyConfirmed(error: unknown): boolean {
  const name = authErrorName(error);
  const message = authErrorMessage(error);
  return (
    (name === 'NotAuthorizedException' && /CONFIRMED/.test(message)) || /already confirmed/i.test(message)
  );
}

// One request per email and code per page load: React may run effects twice, and the link may be re-rendered.
const inFlight = new Map<string, Promise<ConfirmOutcome>>();

export function confirmEmail(email: string, code: string): Promise<ConfirmOutcome> {
  const key = `${normaliseEmail(email)}\n${code}`;
  const existing = inFlight.get(key);
  if (existing) return existing;
  const request = confirmSignUp({ username: normaliseEmail(email), confirmationCode: code.trim() })
    .then((): ConfirmOutcome => 'confirmed')
    .catch((error: unknown): ConfirmOutcome => {
      if (isAlreadyConfirmed(error)) return 'alreadyConfirmed';
      throw error;
    });
  inFlight.set(key, request);
  return request;
}
