import { DescribeTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GetQueueAttributesCommand } from '@aws-sdk/client-sqs';
import { anonymousCredential } from '#contract/edge-headers.ts';
import type { GraphqlExecutor } from '#shared/api/graphql-executor.ts';
import type { QueueName } from '#infra/queues.ts';
import type { LocalSqs } from './sqs.ts';
import type { SqsPoller } from './sqs-poller.ts';

const timed = async <T>(check: () => Promise<T>) => {
  const started = performance.now();
  try {
    const state = await check();
    return { ok: true, ms: Math.round((performance.now() - started) * 10) / 10, ...state };
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
};

/** GET /_/health: each local component, answered by asking it, not by remembering it started. */
export function createHealthCheck(parts: {
  /** Runs one operation through the local AppSync, authorizer included. */
  graphql: GraphqlExecutor;
  dynamo: DynamoDBClient;
  table: string;
  sqs: LocalSqs;
  pollers: Partial<Record<QueueName, SqsPoller>>;
  webDist: string;
}) {
  const depth = async (url: string) => {
    const { Attributes } = await parts.sqs.client.send(
      new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ['ApproximateNumberOfMessages'] }),
    );
    return Number(Attributes?.ApproximateNumberOfMessages ?? 0);
  };
  return async () => {
    const dynamodb = await timed(async () => {
      const { Table } = await parts.dynamo.send(new DescribeTableCommand({ TableName: parts.table }));
      return { table: parts.table, items: Table?.ItemCount ?? 0 };
    });
    const queues = await timed(async () => {
      const states: Record<string, unknown> = {};
      for (const [name, url] of Object.entries(parts.sqs.urls) as [QueueName, string][]) {
        states[name] = {
          waiting: await depth(url),
          deadLetters: await depth(parts.sqs.deadLetterUrls[name]),
          consumer: parts.pollers[name]?.stats ?? null,
        };
      }
      return { queues: states };
    });
    const appsync = await timed(async () => {
      const answer = await parts.graphql(
        { query: 'query Health { __typename }' },
        { authorization: anonymousCredential },
      );
      if (answer.errors?.length) throw new Error(answer.errors[0]?.message);
      return {};
    });
    return {
      ok: dynamodb.ok && queues.ok && appsync.ok,
      dynamodb,
      sqs: queues,
      appsync,
      web: { ok: true, dist: parts.webDist },
    };
  };
}
