import { CreateTableCommand, DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { randomUUID } from 'node:crypto';
import { localClientConfig, startDynamoDbLocal } from '#local/dynamodb-local.ts';
import { ensureTable } from '#local/table.ts';
import { createTestTable } from '#fixtures/table.ts';

test('the local table is created from the shared definition', async () => {
  const { client, table, close } = await createTestTable();
  const { Table } = await client.send(new DescribeTableCommand({ TableName: table }));
  expect(Table?.GlobalSecondaryIndexes?.map((index) => index.IndexName).sort()).toEqual([
    'gsi1',
    'gsi2',
    'gsi3',
    'gsi4',
  ]);
  close();
});

// Its own DynamoDB Local: in the run's shared one, loaded by every other file's tables, adding an index
// to an existing table never finished (decision 86); a fresh emulator adds the three in about two seconds.
const indexMigrationTimeoutMs = 60_000;

test(
  'a table made before an index of the definition gets it on the next start',
  async () => {
    const dynamo = await startDynamoDbLocal();
    const client = new DynamoDBClient(localClientConfig(dynamo.endpoint));
    const table = `test-${randomUUID()}`;
    const key = (name: string) => ({ AttributeName: name, AttributeType: 'S' as const });
    await client.send(
      new CreateTableCommand({
        TableName: table,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [key('pk'), key('sk'), key('gsi1pk'), key('gsi1sk')],
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: [
          {
            IndexName: 'gsi1',
            KeySchema: [
              { AttributeName: 'gsi1pk', KeyType: 'HASH' },
              { AttributeName: 'gsi1sk', KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          },
        ],
      }),
    );
    expect(await ensureTable(client, table)).toBe(false);
    const { Table } = await client.send(new DescribeTableCommand({ TableName: table }));
    expect(Table?.GlobalSecondaryIndexes?.map((index) => index.IndexName).sort()).toEqual([
      'gsi1',
      'gsi2',
      'gsi3',
      'gsi4',
    ]);
    client.destroy();
    await dynamo.stop();
  },
  indexMigrationTimeoutMs,
);
