/** The single table's shape, shared by the CDK construct (lib/data.ts) and the local stack's bootstrap. */
export const tableDesign = {
  partitionKey: 'pk',
  sortKey: 'sk',
  globalIndexes: [{ indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' }],
  timeToLiveAttribute: 'expiresAt',
} as const;
