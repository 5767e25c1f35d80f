import type { ContactRequest } from '../../contracts/public-forms';
import type { Mailer } from '../../ports/mailer';
import type { PublicSiteStore } from '../../ports/public-site-store';
import type { Clock, IdGenerator } from '../../ports/system';
import { renderEmailHtml, renderEmailText, type EmailContent } from '../mail/email-layout';

export interface SubmitContactMessageOptions {
  request: ContactRequest;
  store: PublicSiteStore;
  mailer: Mailer;
  supportEmail: string;
  clock: Clock;
  ids: IdGenerator;
}

/** Stores the message first (so nothing is lost if mail fails), then sends a copy to the support inbox. */
export async function submitContactMessage({
  request,
  store,
  mailer,
  supportEmail,
  clock,
  ids,
}: SubmitContactMessageOptions) {
  const record = { id: ids.next(), ...request, receivedAt: clock.now().toISOString() };
  await store.saveContactMessage(record);
  const content: EmailContent = {
    heading: `Contact form: ${request.subject}`,
    paragraphs: [
      `From: ${request.firstName} ${request.lastName} <${request.email}>`,
      `Company: ${request.company ?? '-'} · Phone: ${request.phone ?? '-'} · Language: ${request.language ?? 'en'}`,
      request.message,
    ],
    footnote: `Message ${record.id}, received ${record.receivedAt}. Reply to the sender's address above.`,
  };
  await mailer.send({
    to: supportEmail,
    subject: `[Contact] ${request.subject}`,
    html: renderEmailHtml(content),
    text: renderEmailText(content),
    kind: 'contact-copy',
  });
  return { id: record.id };
}
