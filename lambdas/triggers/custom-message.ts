import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { z } from 'zod';
import { renderEmailHtml, type EmailContent } from '../core/mail/email-layout';

/**
 * Cognito CustomMessage trigger: turns the verification and reset codes into links to our own screens.
 * Cognito replaces `{####}` (event.request.codeParameter) with the code before sending.
 */
const appUrl = z
  .string()
  .url()
  .transform((url) => url.replace(/\/$/, ''))
  .parse(process.env.APP_URL);

export function buildMessage(event: CustomMessageTriggerEvent): { subject: string; html: string } | null {
  const email = event.request.userAttributes.email ?? '';
  // The code placeholder must reach Cognito unescaped; the email address is URL-encoded, so it is safe too.
  const link = (path: string) =>
    `${appUrl}${path}?email=${encodeURIComponent(email)}&code=${event.request.codeParameter}`;
  let subject: string;
  let content: EmailContent;
  switch (event.triggerSource) {
    case 'CustomMessage_SignUp':
    case 'CustomMessage_ResendCode':
      subject = 'Verify your Leadroute email';
      content = {
        heading: 'Confirm your email',
        paragraphs: ['Welcome to Leadroute! Confirm your email address to finish creating your account.'],
        action: { label: 'Verify email', url: link('/auth/confirm') },
        footnote: 'This link expires in 24 hours. If you did not sign up, ignore this email.',
      };
      break;
    case 'CustomMessage_ForgotPassword':
      subject = 'Reset your Leadroute password';
      content = {
        heading: 'Reset your password',
        paragraphs: ['We received a request to reset your Leadroute password.'],
        action: { label: 'Choose a new password', url: link('/auth/reset-password') },
        footnote: 'If you did not ask for this, ignore this email: your password stays the same.',
      };
      break;
    default:
      return null;
  }
  return { subject, html: renderEmailHtml(content) };
}

export const handler = async (event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> => {
  const message = buildMessage(event);
  if (message) {
    event.response.emailSubject = message.subject;
    event.response.emailMessage = message.html;
  }
  return event;
};
