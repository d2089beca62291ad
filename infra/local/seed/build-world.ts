import { buildPeopleAndPublications } from './build-people.ts';
import { buildStories } from './build-stories.ts';
import { planEngagement } from './engagement-plan.ts';
import { buildFollows } from './follows.ts';
import { Random } from './random.ts';
import { demoTags } from './tags.ts';
import { isListed } from '#shared/data/entities/post.ts';
import {
  DAY,
  HOUR,
  type SeedPost,
  type SeedStaffPick,
  type SeedTag,
  type SeedTagPost,
  type SeedWorld,
} from './world.ts';

/** A fixed "now" so the demo world, and every test about it, is the same on every run. */
export const DEFAULT_SEED_NOW = Date.UTC(2026, 9, 1);
export const SEED = 'folio-demo-v1';
export const STAFF_PICK_COUNT = 16;
/** The demo account whose staff pick the README promises. */
const FEATURED_WRITER = 'theo_okafor';

/** The whole demo world, in memory. Pure: the same `now` gives the same world, byte for byte. */
export function buildWorld(now: number = DEFAULT_SEED_NOW): SeedWorld {
  const ids = { entityIds: new Set<string>(), imageIds: new Set<string>() };
  const cast = buildPeopleAndPublications(SEED, now, ids);
  const stories = buildStories(SEED, now, ids, cast);
  const featured = cast.userByUsername.get(FEATURED_WRITER)?.id;
  return {
    users: cast.users,
    collections: cast.collections,
    posts: stories.posts,
    postContents: stories.postContents,
    tags: countTags(stories.posts),
    tagPosts: listTags(stories.posts),
    staffPicks: pickStaffPicks(new Random(`${SEED}:staff-picks`), stories.posts, now, featured),
    follows: buildFollows(new Random(`${SEED}:follows`), now, cast),
    claims: cast.claims,
    images: [...cast.images, ...stories.images],
    engagement: planEngagement(new Random(`${SEED}:engagement`), now, {
      users: cast.users,
      ...stories,
    }),
  };
}

/** The listing of each tag (tagPost): its listed stories, as publishing writes them (tag-listing.ts). */
function listTags(posts: readonly SeedPost[]): SeedTagPost[] {
  return posts.filter(isListed).flatMap((post) =>
    (post.tags ?? []).map((tag) => ({
      tagSlug: tag.slug,
      postId: post.id,
      publishedAt: post.firstPublishedAt ?? 0,
    })),
  );
}

/** postCount is the number of listed stories carrying the tag: its listing's length, as publishing keeps it. */
function countTags(posts: readonly SeedPost[]): SeedTag[] {
  const counts = new Map<string, number>();
  for (const listing of listTags(posts)) counts.set(listing.tagSlug, (counts.get(listing.tagSlug) ?? 0) + 1);
  return demoTags.map((tag) => ({ ...tag, postCount: counts.get(tag.slug) ?? 0 }));
}

/** Staff pick well-received public stories a few days after they came out; one is always the featured writer's. */
function pickStaffPicks(
  random: Random,
  posts: readonly SeedPost[],
  now: number,
  featuredCreatorId?: string,
): SeedStaffPick[] {
  const eligible = posts
    .filter((post) => post.status === 'PUBLISHED' && post.visibility === 'PUBLIC')
    .sort((a, b) => (b.clapCount ?? 0) - (a.clapCount ?? 0) || a.id.localeCompare(b.id));
  const featured = eligible.find((post) => post.creatorId === featuredCreatorId);
  const others = random.sample(
    eligible.slice(0, STAFF_PICK_COUNT * 3).filter((post) => post !== featured),
    STAFF_PICK_COUNT - (featured ? 1 : 0),
  );
  return [...(featured ? [featured] : []), ...others].map((post) => ({
    postId: post.id,
    pickedAt: Math.min((post.firstPublishedAt ?? now) + random.int(DAY, 5 * DAY), now - HOUR),
  }));
}
