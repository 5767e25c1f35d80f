import { signIn, signOut } from 'aws-amplify/auth';
import { runtimeConfig } from '@/lib/runtime-config';
import { normaliseEmail } from '../lib/validation';
import { authErrorName } from './errors';

export type SignInOutcome = 'signedIn' | 'unconfirmed' | 'resetRequired';

/** Thrown when Cognito asks for a step this app does not offer (MFA, new password challenge). */
export class UnsupportedSignInStepError extends Error {
  constructor(step: string) {
    super(`This account needs a sign-in step the app does not support yet (${step}).`);
    this.name = 'UnsupportedSignInStepError';
  }
}

async function attempt(email: string, password: string): Promise<SignInOutcome> {
  const result = await signIn({
    username: normaliseEmail(email),
    password,
    // Locally cognito-local only speaks USER_PASSWORD_AUTH; the deployment says which flow to use.
    options: { authFlowType: runtimeConfig().authFlowType },
  });
  if (result.isSignedIn) return 'signedIn';
  switch (result.nextStep.signInStep) {
    case 'CONFIRM_SIGN_UP':
      return 'unconfirmed';
    case 'RESET_PASSWORD':
      return 'resetRequired';
    default:
      throw new UnsupportedSignInStepError(result.nextStep.signInStep);
  }
}

/**
 * Signs in with email and password. Amplify reports an unconfirmed email as a next step rather than an error;
 * both shapes come back as 'unconfirmed'. A stale session on this device is ended first.
 */
export async function signInWithEmail(email: string, password: string): Promise<SignInOutcome> {
  try {
    return await attempt(email, password);
  } catch (error) {
    const name = authErrorName(error);
    if (name === 'UserNotConfirmedException') return 'unconfirmed';
    if (name === 'UserAlreadyAuthenticatedException') {
      await signOut();
      return attempt(email, password);
    }
    throw error;
  }
}
