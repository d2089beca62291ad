import { buildWorld, DEFAULT_SEED_NOW } from './build-world.ts';
import { MAX_PARAGRAPHS, MIN_PARAGRAPHS } from './compose-story.ts';
import { demoAccounts, demoEmail } from './demo-accounts.ts';
import { DEMO_CUSTOM_DOMAIN } from './publications.ts';
import { DAY } from './world.ts';

const world = buildWorld();
const share = (predicate: (post: (typeof world.posts)[number]) => boolean) =>
  world.posts.filter(predicate).length / world.posts.length;

test('the same now builds the same world', () => {
  expect(JSON.stringify(buildWorld(DEFAULT_SEED_NOW))).toBe(JSON.stringify(world));
});

test('ids have the contract widths and never repeat', () => {
  for (const item of [...world.posts, ...world.users, ...world.collections])
    expect(item.id).toMatch(/^[0-9a-f]{12}$/);
  for (const image of world.images) expect(image.id).toMatch(/^[0-9a-f]{16}$/);
  const ids = [...world.posts, ...world.users, ...world.collections].map((item) => item.id);
  expect(new Set(ids).size).toBe(ids.length);
  expect(new Set(world.images.map((image) => image.id)).size).toBe(world.images.length);
});

test('the mix of stories looks like a real platform', () => {
  expect(share((post) => post.isLocked)).toBeGreaterThan(0.1);
  expect(share((post) => post.isLocked)).toBeLessThan(0.2);
  expect(share((post) => Boolean(post.collectionId))).toBeGreaterThan(0.32);
  expect(share((post) => Boolean(post.collectionId))).toBeLessThan(0.48);
  expect(share((post) => Boolean(post.previewImage))).toBeGreaterThan(0.6);
  expect(share((post) => Boolean(post.previewImage))).toBeLessThan(0.8);
  expect(share((post) => post.status === 'DRAFT')).toBeLessThan(0.08);
  expect(world.posts.some((post) => post.visibility === 'UNLISTED')).toBe(true);
  expect(world.posts.some((post) => post.statusForCollection === 'PENDING')).toBe(true);
  expect(new Set(world.posts.map((post) => post.title)).size).toBe(world.posts.length);
});

test('member-only stories are locked, and only they are', () => {
  for (const post of world.posts) expect(post.isLocked).toBe(post.visibility === 'LOCKED');
});

test('bodies have 6 to 25 paragraphs and images carry their size', () => {
  for (const content of world.postContents) {
    expect(content.paragraphs.length).toBeGreaterThanOrEqual(MIN_PARAGRAPHS);
    expect(content.paragraphs.length).toBeLessThanOrEqual(MAX_PARAGRAPHS);
    for (const paragraph of content.paragraphs.filter((p) => p.type === 'IMG')) {
      expect(paragraph.metadata?.originalWidth).toBeGreaterThan(0);
      expect(paragraph.metadata?.originalHeight).toBeGreaterThan(0);
    }
  }
});

test('dates are consistent and inside the eighteen months before now', () => {
  const users = new Map(world.users.map((user) => [user.id, user]));
  for (const post of world.posts) {
    expect(post.createdAt).toBeGreaterThanOrEqual(users.get(post.creatorId)?.createdAt ?? Infinity);
    expect(post.updatedAt).toBeGreaterThanOrEqual(post.createdAt);
    expect(post.updatedAt).toBeLessThanOrEqual(DEFAULT_SEED_NOW);
    if (post.status === 'DRAFT') {
      expect(post.firstPublishedAt).toBeUndefined();
      continue;
    }
    const first = post.firstPublishedAt ?? NaN;
    expect(first).toBeGreaterThanOrEqual(post.createdAt);
    expect(first).toBeGreaterThan(DEFAULT_SEED_NOW - 550 * DAY);
    expect(post.latestPublishedAt).toBeGreaterThanOrEqual(first);
    expect(post.updatedAt).toBeGreaterThanOrEqual(post.latestPublishedAt ?? Infinity);
  }
  const collections = new Map(world.collections.map((collection) => [collection.id, collection]));
  for (const post of world.posts.filter((p) => p.collectionId && p.firstPublishedAt)) {
    expect(post.firstPublishedAt).toBeGreaterThan(
      collections.get(post.collectionId ?? '')?.createdAt ?? Infinity,
    );
  }
});

describe('the demo accounts show what the README promises', () => {
  const userId = (username: string) => world.users.find((user) => user.username === username)?.id;
  const postsOf = (username: string) => world.posts.filter((post) => post.creatorId === userId(username));
  const collection = (slug: string) => world.collections.find((c) => c.slug === slug);

  test('every demo account exists', () => {
    for (const account of demoAccounts) expect(userId(account.username)).toBeDefined();
  });

  test('everyone signs in as {username}@folio.example, claimed like the username', () => {
    for (const user of world.users) {
      expect(user.email).toBe(`${user.username}@folio.example`);
      expect(world.claims).toContainEqual({ kind: 'email', value: user.email, ownerId: user.id });
    }
    expect(world.claims.filter((claim) => claim.kind === 'email')).toHaveLength(world.users.length);
  });

  test('two Members, a Friend of Folio and one staff member; everyone else is free and not staff', () => {
    const user = (username: string) => world.users.find((candidate) => candidate.username === username)!;
    const paying = world.users.filter((candidate) => candidate.tier && candidate.tier !== 'FREE');
    expect(paying.map((candidate) => [candidate.username, candidate.tier]).sort()).toEqual([
      ['mayachen', 'FRIEND'],
      ['ruth_reads', 'MEMBER'],
      ['theo_okafor', 'MEMBER'],
    ]);
    for (const member of paying) {
      expect(member.memberSince).toBeGreaterThanOrEqual(member.createdAt);
      expect(member.memberSince).toBeLessThan(DEFAULT_SEED_NOW);
    }
    expect(user('mayachen').friendSince).toBeGreaterThanOrEqual(user('mayachen').memberSince!);
    expect(user('mayachen').friendSince).toBeLessThan(DEFAULT_SEED_NOW);
    expect(user('theo_okafor').friendSince).toBeUndefined();
    expect(world.users.filter((candidate) => candidate.isStaff).map((staff) => staff.username)).toEqual([
      'priya_n',
    ]);
    expect(user('priya_n').canViewSuspendedContent).toBe(true);
    expect(demoAccounts.map((account) => demoEmail(account.username))).toContain('ruth_reads@folio.example');
    expect(postsOf('ruth_reads')).toHaveLength(0);
  });

  test('theo_okafor: creator of The Build, most stories, a staff pick, member-only stories', () => {
    expect(collection('the-build')?.creatorId).toBe(userId('theo_okafor'));
    const counts = world.users.map((user) => world.posts.filter((post) => post.creatorId === user.id).length);
    expect(postsOf('theo_okafor').length).toBe(Math.max(...counts));
    const picked = new Set(world.staffPicks.map((pick) => pick.postId));
    expect(postsOf('theo_okafor').some((post) => picked.has(post.id))).toBe(true);
    expect(postsOf('theo_okafor').some((post) => post.isLocked)).toBe(true);
  });

  test('mayachen: creator of UX Field Notes on the custom domain, many member-only stories', () => {
    expect(collection('ux-field-notes')).toMatchObject({
      creatorId: userId('mayachen'),
      domain: DEMO_CUSTOM_DOMAIN,
    });
    expect(postsOf('mayachen').filter((post) => post.isLocked).length).toBeGreaterThanOrEqual(4);
  });

  test('ingrid_solberg: independent, mostly member-only', () => {
    const posts = postsOf('ingrid_solberg').filter((post) => post.status === 'PUBLISHED');
    expect(posts.every((post) => !post.collectionId)).toBe(true);
    expect(posts.filter((post) => post.isLocked).length * 2).toBeGreaterThan(posts.length);
  });

  test('priya_n: Lab Notes, drafts, unlisted and pending stories', () => {
    const posts = postsOf('priya_n');
    const labNotes = collection('lab-notes')?.id;
    expect(
      posts.some((post) => post.collectionId === labNotes && post.statusForCollection === 'APPROVED'),
    ).toBe(true);
    expect(posts.filter((post) => post.status === 'DRAFT')).toHaveLength(3);
    expect(posts.filter((post) => post.visibility === 'UNLISTED')).toHaveLength(2);
    expect(
      posts.filter((post) => post.collectionId === labNotes && post.statusForCollection === 'PENDING'),
    ).toHaveLength(2);
  });
});

test('follows are unique, never of oneself, of people and publications of the world, after both joined', () => {
  const users = new Map(world.users.map((user) => [user.id, user]));
  const collections = new Map(world.collections.map((collection) => [collection.id, collection]));
  const keys = world.follows.map((follow) => `${follow.followerId} ${follow.targetKind} ${follow.targetId}`);
  expect(new Set(keys).size).toBe(keys.length);
  for (const follow of world.follows) {
    const follower = users.get(follow.followerId);
    const target =
      follow.targetKind === 'user' ? users.get(follow.targetId) : collections.get(follow.targetId);
    expect(follower && target).toBeTruthy();
    expect(follow.targetId).not.toBe(follow.followerId);
    expect(follow.createdAt).toBeGreaterThan(follower!.createdAt);
    expect(follow.createdAt).toBeGreaterThan(target!.createdAt);
    expect(follow.createdAt).toBeLessThan(DEFAULT_SEED_NOW);
  }
});

test('every publication has a navigation bar of a few items; each tag leads to some of its stories', () => {
  for (const collection of world.collections) {
    const items = collection.navigationItems ?? [];
    expect([collection.slug, items.length >= 3]).toEqual([collection.slug, true]);
    const tagged = (slug: string) =>
      world.posts.filter(
        (post) =>
          post.collectionId === collection.id &&
          post.statusForCollection === 'APPROVED' &&
          post.tags?.some((tag) => tag.slug === slug),
      ).length;
    for (const item of items.filter((entry) => entry.destination === 'TAG'))
      expect([collection.slug, item.value, tagged(item.value) > 0]).toEqual([
        collection.slug,
        item.value,
        true,
      ]);
  }
  expect(world.collections.some((c) => c.navigationItems?.some((item) => item.destination === 'URL'))).toBe(
    true,
  );
});

test('the engagement plan responds to published stories as planned, each reply after what it answers', () => {
  const { responses, highlights } = world.engagement;
  const posts = new Map(world.posts.map((post) => [post.id, post]));
  const planned = new Map(responses.map((response) => [response.id, response]));
  for (const post of world.posts) {
    const direct = responses.filter((response) => response.parentId === post.id);
    expect([post.id, direct.length]).toEqual([
      post.id,
      post.status === 'PUBLISHED' ? (post.responsesCount ?? 0) : 0,
    ]);
  }
  for (const response of responses) {
    const parent = planned.get(response.parentId);
    if (parent) expect(response.at).toBeGreaterThanOrEqual(parent.at);
    else expect(posts.get(response.parentId)?.status).toBe('PUBLISHED');
  }
  const ruth = world.users.find((user) => user.username === 'ruth_reads');
  expect(responses.some((response) => response.authorId === ruth?.id)).toBe(false);
  for (const highlight of highlights) expect(posts.get(highlight.postId)?.visibility).toBe('PUBLIC');
});
