// First, before any library loads: the handlers run as `npm start` runs them, like AWS.
import '#local/run-like-aws.ts';
import { performance } from 'node:perf_hooks';
import { xsrfHeaderName } from '#contract/edge-headers.ts';
import { createHandler } from '#functions/posts/handler.ts';
import { createClapsRepository, sumOfShards } from '#functions/posts/claps/repository.ts';
import { createDynamoDbClient } from '#shared/lambda/clients.ts';
import { createFolioData } from '#shared/data/data.ts';
import { startDynamoDbLocal, localClientConfig } from '#local/dynamodb-local.ts';
import { ensureTable } from '#local/table.ts';
import { resolverEvent } from '#fixtures/appsync-event.ts';
import { makePost, makeUser } from '#fixtures/factories.ts';
import { ms, percentile } from './percentiles.ts';

/**
 * Clap throughput on ONE story against DynamoDB Local: N readers clap at once, each sending
 * BENCH_REQUESTS (10) clap requests of 5 claps one after another (a reader's grouped clicks), through
 * the posts Lambda's clap resolver (rate limit, story and reader reads, the transaction, the shards'
 * sum). Prints claps/s, requests/s, p50/p99 latency, the retries the shards cost, and whether the total
 * is exact. DynamoDB Local is one JVM on this machine: the figures compare designs and loads here, not
 * DynamoDB's own ceiling (decision 108). Asserts nothing.
 */
const requestsPerReader = Number(process.env.BENCH_REQUESTS ?? 10);
const clapsPerRequest = 5;
const loads = (process.env.BENCH_CLAPPERS ?? '1,10,50,100').split(',').map(Number);

async function main() {
  process.env.POWERTOOLS_LOG_LEVEL ??= 'ERROR';
  const dynamo = await startDynamoDbLocal();
  const client = createDynamoDbClient(localClientConfig(dynamo.endpoint));
  await ensureTable(client, 'folio');
  const data = createFolioData({ client, table: 'folio' });
  const posts = createHandler(data, undefined, { queue: { send: async () => undefined } });
  const claps = createClapsRepository(data);
  const rows: Record<string, unknown> = {};

  for (const clappers of loads) {
    const writer = await makeUser(data);
    const { post } = await makePost(data, { creatorId: writer.id });
    const readers = await Promise.all(Array.from({ length: clappers }, () => makeUser(data)));
    const latencies: number[] = [];
    let refused = 0;
    const clapAs = async (readerId: string) => {
      for (let request = 0; request < requestsPerReader; request += 1) {
        const start = performance.now();
        const answer = (await posts(
          resolverEvent('Mutation.clap', {
            viewer: { id: readerId, xsrf: 'x' },
            arguments: { targetPostId: post.id, numClaps: clapsPerRequest },
            headers: { [xsrfHeaderName]: 'x' },
          }),
        ).catch(() => ({ __typename: 'ServiceUnavailable' }))) as { __typename: string };
        latencies.push(performance.now() - start);
        if (answer.__typename !== 'Post') refused += 1;
      }
    };
    const start = performance.now();
    await Promise.all(readers.map((reader) => clapAs(reader.id)));
    const seconds = (performance.now() - start) / 1000;
    const total = sumOfShards(await claps.findShards('post', post.id));
    const sent = latencies.length - refused;
    rows[`${clappers} clappers`] = {
      requests: latencies.length,
      'claps/s': Math.round((sent * clapsPerRequest) / seconds),
      'requests/s': Math.round(latencies.length / seconds),
      'p50 ms': ms(percentile(latencies, 50)),
      'p99 ms': ms(percentile(latencies, 99)),
      refused,
      'total exact': total === sent * clapsPerRequest,
    };
  }
  console.table(rows);
  await dynamo.stop();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
