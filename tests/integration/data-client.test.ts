import { DescribeTableCommand, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import type { Logger } from '@smithy/types';
import { createFolioData } from '#shared/data/data.ts';
import { createDynamoDbClient } from '#shared/lambda/clients.ts';
import { makeUser } from '#fixtures/factories.ts';
import { createTestTable } from '#fixtures/table.ts';

/** What each DynamoDB request costs in Node, held where it can be held by behaviour: against DynamoDB Local. */
let table: Awaited<ReturnType<typeof createTestTable>>;
beforeAll(async () => {
  table = await createTestTable();
});
afterAll(() => table.close());

describe('createDynamoDbClient', () => {
  test('without a logger, no middleware filters requests for a log line, and requests are answered', async () => {
    const client = createDynamoDbClient();
    expect(client.middlewareStack.identify()).not.toContainEqual(expect.stringMatching(/^loggerMiddleware/));
    // DescribeTable, not ListTables: a run's other files make more tables than one ListTables page (100) holds.
    const described = await client.send(new DescribeTableCommand({ TableName: table.table }));
    expect(described.Table?.TableName).toBe(table.table);
    client.destroy();
  });

  test('given a logger, the SDK still logs each request to it', async () => {
    const info = jest.fn();
    const logger: Logger = { info, debug: jest.fn(), warn: jest.fn(), error: jest.fn() };
    const client = createDynamoDbClient({ logger });
    await client.send(new ListTablesCommand({}));
    expect(info).toHaveBeenCalledWith(expect.objectContaining({ commandName: 'ListTablesCommand' }));
    client.destroy();
  });
});

describe('the entities (createFolioData)', () => {
  test('a request that succeeds builds no error (no stack trace captured)', async () => {
    const user = await makeUser(table.data, { username: 'no_error_built' });
    const captured = jest.spyOn(Error, 'captureStackTrace');
    try {
      const { data: found } = await table.data.entities.user.get({ id: user.id }).go();
      expect(found?.username).toBe('no_error_built');
      expect(captured).not.toHaveBeenCalled();
    } finally {
      captured.mockRestore();
    }
  });

  test('a request DynamoDB refuses throws the SDK’s own error', async () => {
    const missing = createFolioData({ client: table.client, table: 'no-such-table' });
    await expect(missing.entities.user.get({ id: 'anyone' }).go()).rejects.toMatchObject({
      name: 'ResourceNotFoundException',
      $metadata: expect.objectContaining({ httpStatusCode: 400 }),
    });
  });
});
