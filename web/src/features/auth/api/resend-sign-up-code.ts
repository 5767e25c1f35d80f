import { resendSignUpCode } from 'aws-amplify/auth';
import { normaliseEmail } from '../lib/validation';

/** Sends the verification email again. */
export async function resendVerificationEmail(email: string): Promise<void> {
  await resendSignUpCode({ username: normaliseEmail(email) });
}
