import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { FolioData } from './data.ts';

/**
 * How many items a query matches, without reading them out: DynamoDB's `Select: COUNT` on the
 * parameters ElectroDB builds (`entity.query.x(…).params()`), which ElectroDB does not send itself. A
 * query past 1 MB of items takes one request per MB.
 */
export async function countItems(data: FolioData, query: { params: () => object }): Promise<number> {
  const params = query.params() as QueryCommandInput;
  let count = 0;
  let start: QueryCommandInput['ExclusiveStartKey'];
  do {
    const answer = await data.table.client.send(
      new QueryCommand({ ...params, Select: 'COUNT', ExclusiveStartKey: start }),
    );
    count += answer.Count ?? 0;
    start = answer.LastEvaluatedKey;
  } while (start);
  return count;
}
