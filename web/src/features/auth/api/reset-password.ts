import { confirmResetPassword, resetPassword } from 'aws-amplify/auth';
import { normaliseEmail } from '../lib/validation';
import { authErrorName } from './errors';

/**
 * Starts a password reset. An unknown email is answered like a known one so the form cannot be used to find out
 * who has an account.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  try {
    await resetPassword({ username: normaliseEmail(email) });
  } catch (error) {
    if (authErrorName(error) === 'UserNotFoundException') return;
    throw error;
  }
}

export async function setNewPassword(email: string, code: string, newPassword: string): Promise<void> {
  await confirmResetPassword({ username: normaliseEmail(email), confirmationCode: code.trim(), newPassword });
}
