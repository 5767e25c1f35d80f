export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Why it was sent, e.g. 'verification', 'password-reset', 'contact-copy'. */
  kind: string;
}

/** Sends email: SES on AWS, the local mail outbox on the local stack. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}
