import type { ConsumedCapacity, DynamoDBClient } from '@aws-sdk/client-dynamodb';

const readCommands = new Set([
  'GetItemCommand',
  'BatchGetItemCommand',
  'QueryCommand',
  'ScanCommand',
  'TransactGetItemsCommand',
]);

/**
 * The capacity units a client's requests consume, as DynamoDB (Local too) reports them when asked
 * (ReturnConsumedCapacity TOTAL: the table's and its indexes'), split into reads and writes by
 * command: what on-demand bills as read and write request units.
 */
export function countCapacity(client: DynamoDBClient) {
  const totals = { readUnits: 0, writeUnits: 0 };
  client.middlewareStack.add(
    (next, context) => async (args) => {
      (args.input as Record<string, unknown>).ReturnConsumedCapacity = 'TOTAL';
      const result = await next(args);
      const reported = (result.output as { ConsumedCapacity?: ConsumedCapacity | ConsumedCapacity[] })
        .ConsumedCapacity;
      const units = [reported ?? []].flat().reduce((sum, item) => sum + (item.CapacityUnits ?? 0), 0);
      if (readCommands.has(context.commandName ?? '')) totals.readUnits += units;
      else totals.writeUnits += units;
      return result;
    },
    { step: 'initialize', name: `folioCapacityCounter${Math.random()}` },
  );
  return { totals: () => ({ ...totals }) };
}
