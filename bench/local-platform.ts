// First, before any library loads: the platform runs as `npm start` runs it, like AWS.
import '#local/run-like-aws.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDynamoDbLocal } from '#local/dynamodb-local.ts';
import { startLocalRuntime, type Instrument } from '#local/runtime.ts';
import { seedIfEmpty } from '#local/seed-on-start.ts';
import { ensureWebBuild, webDist } from '#local/web-build.ts';

/** The whole local platform with the demo content, in memory, for a benchmark. */
export async function startBenchPlatform(options: { edgeCache: boolean; instrument?: Instrument }) {
  ensureWebBuild();
  const dynamo = await startDynamoDbLocal();
  const dataDir = mkdtempSync(join(tmpdir(), 'folio-bench-'));
  const runtime = await startLocalRuntime({
    dynamoEndpoint: dynamo.endpoint,
    table: 'folio',
    dataDir,
    webDist,
    port: 0,
    edgeCache: options.edgeCache,
    ...(options.instrument ? { instrument: options.instrument } : {}),
    prepare: (parts) => seedIfEmpty(parts, () => undefined),
  });
  return {
    runtime,
    /** DynamoDB Local's JVM, to read its CPU time. */
    jvmPid: dynamo.process.pid,
    async stop() {
      await runtime.stop();
      await dynamo.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A published, public story of the demo content, and the paths of the pages that show it: the story,
 * the home, its writer's profile and the home of the publication of the latest story in one.
 */
export async function samplePaths(runtime: Awaited<ReturnType<typeof startLocalRuntime>>) {
  const { data: posts } = await runtime.data.entities.post.query.latest({}).go({ limit: 20, order: 'desc' });
  const post = posts.find((item) => !item.isLocked) ?? posts[0];
  const collectionId = posts.find((item) => item.collectionId)?.collectionId;
  if (!post || !collectionId) throw new Error('The demo content has no published story in a publication');
  const { data: creator } = await runtime.data.entities.user.get({ id: post.creatorId }).go();
  const { data: collection } = await runtime.data.entities.collection.get({ id: collectionId }).go();
  return {
    home: '/',
    post: `/@${creator?.username}/${post.uniqueSlug}`,
    profile: `/@${creator?.username}`,
    publication: `/${collection?.slug}`,
  };
}
