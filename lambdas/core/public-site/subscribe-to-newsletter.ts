import { createHash, randomBytes } from 'node:crypto';
import type { NewsletterRequest } from '../../contracts/public-forms';
import type { Mailer } from '../../ports/mailer';
import type { PublicSiteStore } from '../../ports/public-site-store';
import type { Clock } from '../../ports/system';
import { renderEmailHtml, renderEmailText } from '../mail/email-layout';
import { newsletterEmailTexts } from './newsletter-texts';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SubscribeToNewsletterOptions {
  request: NewsletterRequest;
  store: PublicSiteStore;
  mailer: Mailer;
  clock: Clock;
  /** The site's origin; the confirmation link points there. */
  appUrl: string;
}

/**
 * Double opt-in: the address is stored as pending and gets a confirmation link; only a click confirms it.
 * Asking again for a confirmed address changes nothing; asking again for a pending one sends a fresh link.
 */
export async function subscribeToNewsletter({
  request,
  store,
  mailer,
  clock,
  appUrl,
}: SubscribeToNewsletterOptions) {
  const email = request.email.toLowerCase();
  const existing = await store.getNewsletterSubscription(email);
  if (existing?.status === 'confirmed') return { status: 'confirmed' as const };

  const token = randomBytes(24).toString('base64url');
  const language = request.language ?? 'en';
  await store.saveNewsletterSubscription({
    email,
    status: 'pending',
    tokenHash: hashToken(token),
    language,
    requestedAt: clock.now().toISOString(),
    confirmedAt: null,
  });
  const texts = newsletterEmailTexts(language);
  const content = {
    heading: texts.heading,
    paragraphs: [texts.body],
    action: { label: texts.action, url: `${appUrl}/api/public/newsletter/confirm?token=${token}` },
    footnote: texts.footnote,
  };
  await mailer.send({
    to: email,
    subject: texts.subject,
    html: renderEmailHtml(content),
    text: renderEmailText(content),
    kind: 'newsletter-confirmation',
  });
  return { status: 'pending' as const };
}
