// First, before any library loads: the platform runs as `npm start` runs it, like AWS.
import '#local/run-like-aws.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDynamoDbLocal } from '#local/dynamodb-local.ts';
import { startLocalRuntime, type Instrument, type LocalRuntime } from '#local/runtime.ts';
import type { FolioData } from '#shared/data/data.ts';
import { seedIfEmpty } from '#local/seed-on-start.ts';
import { ensureWebBuild, webDist } from '#local/web-build.ts';

/** The whole local platform with the demo content (none when `empty`), in memory, for a benchmark. */
export async function startBenchPlatform(options: {
  edgeCache: boolean;
  empty?: boolean;
  instrument?: Instrument;
  jvmOptions?: readonly string[];
}) {
  ensureWebBuild();
  const dynamo = await startDynamoDbLocal(options.jvmOptions ? { jvmOptions: options.jvmOptions } : {});
  const dataDir = mkdtempSync(join(tmpdir(), 'folio-bench-'));
  const runtime = await startLocalRuntime({
    dynamoEndpoint: dynamo.endpoint,
    table: 'folio',
    dataDir,
    webDist,
    port: 0,
    edgeCache: options.edgeCache,
    ...(options.instrument ? { instrument: options.instrument } : {}),
    ...(options.empty ? {} : { prepare: (parts) => seedIfEmpty(parts, () => undefined) }),
  });
  return {
    runtime,
    /** DynamoDB Local, its JVM's process id to read its CPU time. */
    dynamo,
    async stop() {
      await runtime.stop();
      await dynamo.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Paths of up to `limit` published stories of the demo content, public ones first, with their writers' profiles. */
export async function storyPaths(data: FolioData, limit: number) {
  const { data: posts } = await data.entities.post.query.latest({}).go({ limit: 20 + limit, order: 'desc' });
  const chosen = [...posts.filter((item) => !item.isLocked), ...posts.filter((item) => item.isLocked)];
  const paths = [];
  for (const post of chosen.slice(0, limit)) {
    const { data: creator } = await data.entities.user.get({ id: post.creatorId }).go();
    paths.push({ post: `/@${creator?.username}/${post.uniqueSlug}`, profile: `/@${creator?.username}` });
  }
  if (!paths.length) throw new Error('The demo content has no published story');
  return paths;
}

/**
 * A published, public story of the demo content, and the paths of the pages that show it: the story,
 * the home, its writer's profile and the home of the publication of the latest story in one.
 */
export async function samplePaths(runtime: Pick<LocalRuntime, 'data'>) {
  const [story] = await storyPaths(runtime.data, 1);
  const { data: posts } = await runtime.data.entities.post.query.latest({}).go({ limit: 20, order: 'desc' });
  const collectionId = posts.find((item) => item.collectionId)?.collectionId;
  if (!story || !collectionId) throw new Error('The demo content has no published story in a publication');
  const { data: collection } = await runtime.data.entities.collection.get({ id: collectionId }).go();
  return { home: '/', post: story.post, profile: story.profile, publication: `/${collection?.slug}` };
}
