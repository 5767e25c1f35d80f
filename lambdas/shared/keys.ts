/** Every DynamoDB key of the single table is built here and nowhere else. */
export const keys = {
  user: (userId: string) => `USER#${userId}`,
  lead: (userId: string, leadId: string) => ({ pk: `USER#${userId}`, sk: `LEAD#${leadId}` }),
  leadPrefix: 'LEAD#',
  leadIdFromSk: (sk: string) => sk.slice('LEAD#'.length),
  profile: (userId: string) => ({ pk: `USER#${userId}`, sk: 'PROFILE' }),
} as const;
