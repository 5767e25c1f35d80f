/**
 * Support contact details shown on the public site (spec section 9 leaves them as {email} and {phone}).
 * Placeholders until the real mailbox and number exist: change them here only.
 */
export const SUPPORT_EMAIL = 'support@leadroute.app';
export const PRIVACY_EMAIL = 'privacy@leadroute.app';
export const SUPPORT_PHONE_DISPLAY = '+1 (555) 010-4242';
export const SUPPORT_PHONE_TEL = '+15550104242';
