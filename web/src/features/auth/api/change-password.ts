import { updatePassword } from 'aws-amplify/auth';
import { authErrorMessage, authErrorName } from './errors';

export class IncorrectCurrentPasswordError extends Error {
  constructor() {
    super('Current password is incorrect');
    this.name = 'IncorrectCurrentPasswordError';
  }
}

/**
 * Cognito's ChangePassword checks the current password itself: NotAuthorizedException means it was wrong.
 * (cognito-local answers a wrong current password with InvalidPasswordException "Invalid password".)
 */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  try {
    await updatePassword({ oldPassword: currentPassword, newPassword });
  } catch (error) {
    const name = authErrorName(error);
    if (name === 'NotAuthorizedException') throw new IncorrectCurrentPasswordError();
    if (name === 'InvalidPasswordException' && authErrorMessage(error) === 'Invalid password') {
      throw new IncorrectCurrentPasswordError();
    }
    throw error;
  }
}
