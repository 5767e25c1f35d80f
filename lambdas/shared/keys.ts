/** Every DynamoDB key of the single table is built here and nowhere else. */
export const keys = {
  user: (userId: string) => `USER#${userId}`,
  lead: (userId: string, leadId: string) => ({ pk: `USER#${userId}`, sk: `LEAD#${leadId}` }),
  leadPrefix: 'LEAD#',
  leadIdFromSk: (sk: string) => sk.slice('LEAD#'.length),
  profile: (userId: string) => ({ pk: `USER#${userId}`, sk: 'PROFILE' }),
  usage: (userId: string, month: string) => ({ pk: `USER#${userId}`, sk: `USAGE#${month}` }),
  correction: (userId: string, field: string, extractedKey: string) => ({
    pk: `USER#${userId}`,
    sk: `CORRECTION#${field}#${extractedKey}`,
  }),
  correctionPrefix: 'CORRECTION#',
  subscriber: (userId: string) => ({ pk: `USER#${userId}`, sk: 'SUBSCRIPTION' }),
  contactMessage: (messageId: string) => ({ pk: 'CONTACT', sk: `MESSAGE#${messageId}` }),
  newsletter: (email: string) => ({ pk: `NEWSLETTER#${email.toLowerCase()}`, sk: 'SUBSCRIPTION' }),
  newsletterToken: (tokenHash: string) => ({
    gsi1pk: `NEWSLETTER_TOKEN#${tokenHash}`,
    gsi1sk: 'SUBSCRIPTION',
  }),
  featureInterest: (feature: string, email: string) => ({
    pk: `NOTIFY#${feature}`,
    sk: `EMAIL#${email.toLowerCase()}`,
  }),
  rateWindow: (key: string, windowStart: number) => ({ pk: `RATE#${key}`, sk: `WINDOW#${windowStart}` }),
} as const;
