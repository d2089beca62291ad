import {
  CreateTableCommand,
  DescribeTableCommand,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  type DynamoDBClient,
  type TableDescription,
} from '@aws-sdk/client-dynamodb';
import { tableDefinition } from '#shared/data/table-definition.ts';

type IndexDefinition = (typeof tableDefinition.globalSecondaryIndexes)[number];

const stringAttribute = (name: string) => ({ AttributeName: name, AttributeType: 'S' as const });

const indexOf = (index: IndexDefinition) => ({
  IndexName: index.indexName,
  KeySchema: [
    { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
    { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
  ],
  Projection: { ProjectionType: 'ALL' as const },
});

async function describe(client: DynamoDBClient, tableName: string): Promise<TableDescription | undefined> {
  try {
    return (await client.send(new DescribeTableCommand({ TableName: tableName }))).Table;
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return undefined;
    throw error;
  }
}

/** Waits while an index is being created: DynamoDB creates one at a time per table. */
async function untilIndexesActive(client: DynamoDBClient, tableName: string) {
  for (;;) {
    const table = await describe(client, tableName);
    if (table?.GlobalSecondaryIndexes?.every((index) => index.IndexStatus === 'ACTIVE') ?? true) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Adds the indexes of the definition that a table made before them lacks (a `.data/` kept from an
 * earlier `npm start`), one UpdateTable at a time as DynamoDB requires. Items written before an index
 * get its keys only when they are written again.
 */
async function addMissingIndexes(client: DynamoDBClient, tableName: string, table: TableDescription) {
  const present = new Set(table.GlobalSecondaryIndexes?.map((index) => index.IndexName));
  for (const index of tableDefinition.globalSecondaryIndexes) {
    if (present.has(index.indexName)) continue;
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: [stringAttribute(index.partitionKey), stringAttribute(index.sortKey)],
        GlobalSecondaryIndexUpdates: [{ Create: indexOf(index) }],
      }),
    );
    await untilIndexesActive(client, tableName);
  }
}

/** Creates the table from the shared definition unless it exists. Returns true when it was created. */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<boolean> {
  const existing = await describe(client, tableName);
  if (existing) {
    await addMissingIndexes(client, tableName, existing);
    return false;
  }
  const keyAttributes = [
    tableDefinition.partitionKey,
    tableDefinition.sortKey,
    ...tableDefinition.globalSecondaryIndexes.flatMap((index) => [index.partitionKey, index.sortKey]),
  ];
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: keyAttributes.map(stringAttribute),
      KeySchema: [
        { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: tableDefinition.globalSecondaryIndexes.map(indexOf),
    }),
  );
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: tableDefinition.timeToLiveAttribute, Enabled: true },
    }),
  );
  return true;
}
