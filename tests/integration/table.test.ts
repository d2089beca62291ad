import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { createTestTable } from '#fixtures/table.ts';

test('the local table is created from the shared definition', async () => {
  const { client, table, close } = await createTestTable();
  const { Table } = await client.send(new DescribeTableCommand({ TableName: table }));
  expect(Table?.GlobalSecondaryIndexes?.map((index) => index.IndexName).sort()).toEqual([
    'gsi1',
    'gsi2',
    'gsi3',
  ]);
  close();
});
