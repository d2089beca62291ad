/**
 * The single table's shape, in one place: the CDK data stack and the local DynamoDB launcher both derive
 * the table from this, so production and `npm start` cannot drift.
 */
export const tableDefinition = {
  partitionKey: 'pk',
  sortKey: 'sk',
  globalSecondaryIndexes: [
    { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    { indexName: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
    { indexName: 'gsi4', partitionKey: 'gsi4pk', sortKey: 'gsi4sk' },
  ],
  /** Epoch seconds; DynamoDB deletes the item some time after it passes. */
  timeToLiveAttribute: 'expiresAt',
} as const;

export type IndexName = (typeof tableDefinition.globalSecondaryIndexes)[number]['indexName'];
