import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { z } from 'zod';

/**
 * Cognito CustomMessage trigger: turns the verification and reset codes into links to our own screens.
 * Cognito replaces `{####}` (event.request.codeParameter) with the code before sending.
 */
const appUrl = z
  .string()
  .url()
  .transform((url) => url.replace(/\/$/, ''))
  .parse(process.env.APP_URL);

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

function layout(heading: string, intro: string, linkLabel: string, link: string, outro: string): string {
  return [
    '<div style="font-family:system-ui,sans-serif;max-width:520px;margin:auto;color:#0f172a">',
    `<h1 style="font-size:20px">${escapeHtml(heading)}</h1>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${link}" style="display:inline-block;background:#4f46e5;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(linkLabel)}</a></p>`,
    `<p style="font-size:13px;color:#475569">${escapeHtml(outro)}</p>`,
    `<p style="font-size:12px;color:#64748b">${link}</p>`,
    '</div>',
  ].join('');
}

export function buildMessage(event: CustomMessageTriggerEvent): { subject: string; html: string } | null {
  const email = event.request.userAttributes.email ?? '';
  const query = (path: string) =>
    `${appUrl}${path}?email=${encodeURIComponent(email)}&code=${event.request.codeParameter}`;
  switch (event.triggerSource) {
    case 'CustomMessage_SignUp':
    case 'CustomMessage_ResendCode':
      return {
        subject: 'Verify your Leadroute email',
        html: layout(
          'Confirm your email',
          'Welcome to Leadroute! Confirm your email address to finish creating your account.',
          'Verify email',
          query('/auth/confirm'),
          'This link expires in 24 hours. If you did not sign up, ignore this email.',
        ),
      };
    case 'CustomMessage_ForgotPassword':
      return {
        subject: 'Reset your Leadroute password',
        html: layout(
          'Reset your password',
          'We received a request to reset your Leadroute password.',
          'Choose a new password',
          query('/auth/reset-password'),
          'If you did not ask for this, ignore this email: your password stays the same.',
        ),
      };
    default:
      return null;
  }
}

export const handler = async (event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> => {
  const message = buildMessage(event);
  if (message) {
    event.response.emailSubject = message.subject;
    event.response.emailMessage = message.html;
  }
  return event;
};
