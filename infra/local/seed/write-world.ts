import type { FolioData } from '#shared/data/data.ts';
import { imageKey, type ObjectStore } from '#shared/ports/object-store.ts';
import { createSocialRepository } from '#functions/users/social-repository.ts';
import { forEachLimited } from './for-each-limited.ts';
import { writeEngagement, writtenEngagement, type WrittenEngagement } from './write-engagement.ts';
import type { SeedClaim, SeedClap, SeedFollow, SeedPost, SeedWorld } from './world.ts';

/** ElectroDB splits a put of many items into BatchWriteItem calls of 25; this many go out at once. */
const BATCH_CONCURRENCY = 4;
const CHUNK = 100;
const ATTEMPTS = 5;
const IMAGE_CONCURRENCY = 16;

/**
 * Writes the world: images and every entity in parallel batches, then the follows, then the readers'
 * engagement, then the claims, so a seed that stopped half-way has no claims yet and is simply run again
 * (every put is keyed, so reruns overwrite; engagement already written is kept and counted). The marker
 * claim goes last of all: isSeeded() looks for it.
 */
export async function writeWorld(data: FolioData, objects: ObjectStore, world: SeedWorld, marker: SeedClaim) {
  const { entities } = data;
  const written = await writtenEngagement(data, world.engagement);
  await Promise.all([
    forEachLimited(world.images, IMAGE_CONCURRENCY, (image) =>
      objects.put(imageKey(image.id), image.svg, 'image/svg+xml'),
    ),
    writeInBatches(world.users, (batch) => entities.user.put(batch).go({ concurrency: BATCH_CONCURRENCY })),
    writeInBatches(world.collections, (batch) =>
      entities.collection.put(batch).go({ concurrency: BATCH_CONCURRENCY }),
    ),
    putPosts(data, world.posts, responsesCounted(world, written)),
    putClaps(data, world.engagement.claps),
    writeInBatches(world.postContents, (batch) =>
      entities.postContent.put(batch).go({ concurrency: BATCH_CONCURRENCY }),
    ),
    writeInBatches(world.tags, (batch) => entities.tag.put(batch).go({ concurrency: BATCH_CONCURRENCY })),
    writeInBatches(world.tagPosts, (batch) =>
      entities.tagPost.put(batch).go({ concurrency: BATCH_CONCURRENCY }),
    ),
    writeInBatches(world.staffPicks, (batch) =>
      entities.staffPick.put(batch).go({ concurrency: BATCH_CONCURRENCY }),
    ),
  ]);
  await writeFollows(data, world.follows);
  await writeEngagement(data, world.users, world.engagement, written);
  const isMarker = (claim: SeedClaim) => claim.kind === marker.kind && claim.value === marker.value;
  await writeInBatches(
    world.claims.filter((claim) => !isMarker(claim)),
    (batch) => entities.claim.put(batch).go({ concurrency: BATCH_CONCURRENCY }),
  );
  await entities.claim.put(marker).go();
}

/**
 * A story's responsesCount is kept by the responses transaction, one response at a time: it is put as
 * the number of its planned responses already written (none on a first seed), and the rest raise it.
 */
function responsesCounted(world: SeedWorld, written: WrittenEngagement) {
  const counts = new Map<string, number>();
  for (const response of world.engagement.responses)
    if (written.responses.has(response.id))
      counts.set(response.parentId, (counts.get(response.parentId) ?? 0) + 1);
  return (post: SeedPost): SeedPost => ({ ...post, responsesCount: counts.get(post.id) ?? 0 });
}

async function putPosts(data: FolioData, posts: readonly SeedPost[], counted: (post: SeedPost) => SeedPost) {
  await writeInBatches(posts, (batch) =>
    data.entities.post.put(batch.map(counted)).go({ concurrency: BATCH_CONCURRENCY }),
  );
  // A story's clap total is the sum of its shards (decision 108): the demo's claps sit in shard 0.
  const clapped = posts.filter((post) => (post.clapCount ?? 0) > 0);
  await writeInBatches(clapped, (batch) =>
    data.entities.clapShard
      .put(
        batch.map((post) => ({ id: post.id, targetKind: 'post' as const, shard: 0, count: post.clapCount })),
      )
      .go({ concurrency: BATCH_CONCURRENCY }),
  );
}

/**
 * Readers' claps (issue #16): their `clap` and `clapper` items, put as the claps transaction writes
 * them (the clapper with its has-recommended keys); the counts are parts of the totals in shard 0.
 */
async function putClaps(data: FolioData, claps: readonly SeedClap[]) {
  const key = (clap: SeedClap) => ({
    targetKind: 'post' as const,
    targetId: clap.postId,
    userId: clap.readerId,
  });
  await Promise.all([
    writeInBatches(claps, (batch) =>
      data.entities.clap
        .put(
          batch.map((clap) => ({
            ...key(clap),
            count: clap.count,
            firstClappedAt: clap.at,
            lastClappedAt: clap.at,
          })),
        )
        .go({ concurrency: BATCH_CONCURRENCY }),
    ),
    writeInBatches(claps, (batch) =>
      data.entities.clapper
        .put(batch.map((clap) => ({ ...key(clap), clappedAt: clap.at })))
        .go({ concurrency: BATCH_CONCURRENCY }),
    ),
  ]);
}

/**
 * Follows go through the users domain's own transaction, which writes the edge with the follower's and
 * the target's counts, so the demo's counts agree with its edges. The users and publications were
 * just put again without counts: on a rerun the world's edges are deleted first, then followed again.
 * One at a time, so no two transactions touch one user's count at once.
 */
async function writeFollows(data: FolioData, follows: readonly SeedFollow[]) {
  await writeInBatches(follows, (batch) =>
    data.entities.follow
      .delete(batch.map(({ followerId, targetKind, targetId }) => ({ followerId, targetKind, targetId })))
      .go({ concurrency: BATCH_CONCURRENCY }),
  );
  const social = createSocialRepository(data);
  for (const { followerId, targetKind, targetId, createdAt } of follows) {
    const outcome = await social.follow(followerId, { kind: targetKind, id: targetId }, createdAt);
    if (outcome !== 'followed')
      throw new Error(`seed: following ${targetId} as ${followerId} ended ${outcome}`);
  }
}

/** Writes are idempotent, so a chunk with unprocessed items is simply written again, with a short backoff. */
async function writeInBatches<T>(
  items: readonly T[],
  put: (batch: T[]) => Promise<{ unprocessed: unknown[] }>,
) {
  for (let start = 0; start < items.length; start += CHUNK) {
    const chunk = items.slice(start, start + CHUNK);
    for (let attempt = 1; ; attempt += 1) {
      const { unprocessed } = await put(chunk);
      if (unprocessed.length === 0) break;
      if (attempt === ATTEMPTS)
        throw new Error(`seed: ${unprocessed.length} items still unprocessed after ${ATTEMPTS} attempts`);
      await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
    }
  }
}
