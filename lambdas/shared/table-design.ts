/** The single table's shape, shared by the CDK construct (lib/data.ts) and the local stack's bootstrap. */
export const tableDesign = {
  partitionKey: 'pk',
  sortKey: 'sk',
  globalIndexes: [{ indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' }],
  timeToLiveAttribute: 'expiresAt',
} as const;

/** The sign-up metadata kept as Cognito custom attributes (spec §3 sign-up fields). */
export const userCustomAttributes = [
  'full_name',
  'phone_number',
  'company_name',
  'company_website',
  'telegram_username',
] as const;

export const MIN_PASSWORD_LENGTH = 6;
