// First, before any library loads: the data layer runs as the platform runs it, like AWS.
import '#local/run-like-aws.ts';
import { createSocialRepository } from '#functions/users/social-repository.ts';
import { createFolioData, type FolioData } from '#shared/data/data.ts';
import { createUserReads } from '#shared/data/reads/users.ts';
import { createDynamoDbClient } from '#shared/lambda/clients.ts';
import { localClientConfig, startDynamoDbLocal } from '#local/dynamodb-local.ts';
import { ensureTable } from '#local/table.ts';

/**
 * What one DynamoDB request costs Node in the data layer (ElectroDB + AWS SDK), apart from everything
 * else a page does: CPU microseconds per call of the reads a signed-in story page makes, sent one after
 * another to DynamoDB Local, over `BENCH_CALLS` calls after a warm-up. Prints figures; asserts nothing.
 */
const calls = Number(process.env.BENCH_CALLS ?? 2000);

async function seed(data: FolioData) {
  const { user, follow, mute } = data.entities;
  const ids = Array.from({ length: 5 }, (_, n) => `user-${n}`);
  for (const [n, id] of ids.entries())
    await user.create({ id, username: `reader${n}`, name: `Reader ${n}`, createdAt: Date.now() }).go();
  await follow.create({ followerId: ids[0]!, targetKind: 'user', targetId: ids[1]!, createdAt: 1 }).go();
  await mute.create({ muterId: ids[0]!, targetKind: 'user', targetId: ids[2]!, createdAt: 1 }).go();
  return ids;
}

async function cost(run: () => Promise<unknown>) {
  const cpu = process.cpuUsage();
  const start = performance.now();
  for (let call = 0; call < calls; call += 1) await run();
  const used = process.cpuUsage(cpu);
  return {
    'Node CPU µs/call': Math.round((used.user + used.system) / calls),
    'wall µs/call': Math.round(((performance.now() - start) * 1000) / calls),
  };
}

async function main() {
  const dynamo = await startDynamoDbLocal();
  const client = createDynamoDbClient(localClientConfig(dynamo.endpoint));
  await ensureTable(client, 'folio');
  const data = createFolioData({ client, table: 'folio' });
  const ids = await seed(data);
  const users = createUserReads(data);
  const social = createSocialRepository(data);
  const reads: Record<string, () => Promise<unknown>> = {
    'GetItem (findUserById)': () => users.findUserById(ids[0]!),
    'Query gsi1 (findUserByUsername)': () => users.findUserByUsername('reader1'),
    'BatchGetItem of 5 (findUsersByIds)': () => users.findUsersByIds(ids),
    'viewer edges to 2 users (findViewerEdges)': () =>
      social.findViewerEdges(ids[0]!, 'user', [ids[1]!, ids[2]!]),
  };
  // Warm every read first: they share the SDK's and ElectroDB's code, which the first read would pay to compile.
  for (const run of Object.values(reads)) for (let call = 0; call < 300; call += 1) await run();
  const rows: Record<string, unknown> = {};
  for (const [name, run] of Object.entries(reads)) rows[name] = await cost(run);
  console.table(rows);
  client.destroy();
  await dynamo.stop();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
