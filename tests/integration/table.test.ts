import { CreateTableCommand, DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { randomUUID } from 'node:crypto';
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

// Each UpdateTable that adds an index rewrites the table inside DynamoDB Local's one shared database:
// about a second alone, far longer while the rest of the suite keeps that database busy.
const indexMigrationTimeoutMs = 180_000;

test(
  'a table made before an index of the definition gets it on the next start',
  async () => {
    const { client, close } = await createTestTable();
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
    close();
  },
  indexMigrationTimeoutMs,
);
