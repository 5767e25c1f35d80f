/** Every auth screen, loaded as one chunk the first time an /auth route is visited. */
export { ChangePasswordPage } from './change-password-page';
export { ConfirmPage } from './confirm-page';
export { ForgotPasswordPage } from './forgot-password-page';
export { ResetPasswordPage } from './reset-password-page';
export { AuthEntryPage, SignInPage } from './sign-in-page';
export { SignUpPage } from './sign-up-page';
export { VerifyEmailPage } from './verify-email-page';
