import { resolve } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { createFolioData } from '#shared/data/data.ts';
import { readLocalEndpoints } from '#local/local-endpoints.ts';

/** The table options every operator command takes (`--local`, `--table`, `--endpoint`). */
export const tableOptions = {
  local: { type: 'boolean' },
  table: { type: 'string' },
  endpoint: { type: 'string' },
} as const;

/**
 * The table a command works on: the running `npm start`'s (--local, as infra/local/start.ts announces
 * it), else --table or TABLE_NAME in AWS with the usual credentials (--endpoint for another DynamoDB).
 */
export function folioDataOf(
  options: { local?: boolean; table?: string; endpoint?: string },
  fail: (message: string) => never,
) {
  const dataDir = resolve(process.env.DATA_DIR ?? '.data');
  const local = options.local
    ? (readLocalEndpoints(dataDir) ??
      fail(`No running local Folio found in ${dataDir}. Start it with npm start.`))
    : undefined;
  const table =
    local?.table ?? options.table ?? process.env.TABLE_NAME ?? fail('Which table? Use --table or --local.');
  const endpoint = local?.dynamoEndpoint ?? options.endpoint;
  const client = new DynamoDBClient(
    endpoint
      ? { endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
      : {},
  );
  return createFolioData({ client, table });
}
