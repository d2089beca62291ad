import type { FolioData } from '#shared/data/data.ts';
import { navigationItemsSchema } from '#contract/navigation-items.ts';
import { imageKey } from '#shared/ports/object-store.ts';
import { isSeeded, seedDemoContent } from '#local/seed/index.ts';
import { memoryObjectStore } from '#fixtures/memory-object-store.ts';
import { createTestTable } from '#fixtures/table.ts';
import { isListed } from '#shared/data/entities/post.ts';

/** Everything of every seeded entity, read back from the table (not from the seed's own return value). */
async function readAll(data: FolioData) {
  const { entities } = data;
  const [
    users,
    collections,
    posts,
    postContents,
    tags,
    staffPicks,
    claims,
    follows,
    links,
    quotes,
    tops,
    catalogs,
    tagPosts,
  ] = await Promise.all([
    entities.user.scan.go({ pages: 'all' }),
    entities.collection.scan.go({ pages: 'all' }),
    entities.post.scan.go({ pages: 'all' }),
    entities.postContent.scan.go({ pages: 'all' }),
    entities.tag.scan.go({ pages: 'all' }),
    entities.staffPick.scan.go({ pages: 'all' }),
    entities.claim.scan.go({ pages: 'all' }),
    entities.follow.scan.go({ pages: 'all' }),
    entities.postResponse.scan.go({ pages: 'all' }),
    entities.quote.scan.go({ pages: 'all' }),
    entities.topHighlight.scan.go({ pages: 'all' }),
    entities.catalog.scan.go({ pages: 'all' }),
    entities.tagPost.scan.go({ pages: 'all' }),
  ]);
  const isResponse = (post: (typeof posts.data)[number]) => post.inResponseToPostId !== undefined;
  return {
    users: users.data,
    collections: collections.data,
    /** The stories, responses aside (a response is a story too: see `responses`). */
    posts: posts.data.filter((post) => !isResponse(post)),
    responses: posts.data.filter(isResponse),
    postContents: postContents.data,
    tags: tags.data,
    staffPicks: staffPicks.data,
    claims: claims.data,
    follows: follows.data,
    responseLinks: links.data,
    quotes: quotes.data,
    topHighlights: tops.data,
    catalogs: catalogs.data,
    tagPosts: tagPosts.data,
  };
}

/** Every follower and following count on the users and publications equals the edges that count it. */
function expectCountsToMatchEdges(world: Awaited<ReturnType<typeof readAll>>) {
  const tally = (keys: string[]) =>
    keys.reduce((counts, key) => counts.set(key, (counts.get(key) ?? 0) + 1), new Map<string, number>());
  const followers = tally(world.follows.map((follow) => `${follow.targetKind}:${follow.targetId}`));
  const following = tally(world.follows.map((follow) => follow.followerId));
  for (const user of world.users) {
    expect([user.username, user.followerCount ?? 0, user.followingCount ?? 0]).toEqual([
      user.username,
      followers.get(`user:${user.id}`) ?? 0,
      following.get(user.id) ?? 0,
    ]);
  }
  for (const collection of world.collections) {
    expect([collection.slug, collection.followerCount ?? 0]).toEqual([
      collection.slug,
      followers.get(`collection:${collection.id}`) ?? 0,
    ]);
  }
}

const first = {
  table: undefined as Awaited<ReturnType<typeof createTestTable>> | undefined,
  objects: memoryObjectStore(),
};
let stored: Awaited<ReturnType<typeof readAll>>;
let seedMs = 0;

beforeAll(async () => {
  first.table = await createTestTable();
  expect(await isSeeded(first.table.data)).toBe(false);
  const started = Date.now();
  await seedDemoContent(first.table.data, first.objects);
  seedMs = Date.now() - started;
  stored = await readAll(first.table.data);
  // Seeding writes a few thousand items and images: ~10 s alone, more beside other suites.
}, 90_000);

afterAll(() => first.table?.close());

test('seeding marks the table as seeded', async () => {
  console.info(
    `demo seed wrote ${stored.posts.length} stories, ${stored.responses.length} responses, ${stored.quotes.length} highlights and ${first.objects.objects.size} images in ${seedMs} ms`,
  );
  expect(await isSeeded(first.table!.data)).toBe(true);
});

test('counts are in range', () => {
  expect(stored.users.length).toBeGreaterThanOrEqual(30);
  expect(stored.users.length).toBeLessThanOrEqual(45);
  expect(stored.collections).toHaveLength(6);
  expect(stored.posts.length).toBeGreaterThanOrEqual(250);
  expect(stored.posts.length).toBeLessThanOrEqual(350);
  expect(stored.postContents).toHaveLength(stored.posts.length + stored.responses.length);
  expect(stored.tags.length).toBeGreaterThanOrEqual(25);
  expect(stored.staffPicks.length).toBeGreaterThanOrEqual(12);
  expect(stored.claims.filter((claim) => claim.kind === 'username')).toHaveLength(stored.users.length);
  expect(stored.claims.filter((claim) => claim.kind === 'email')).toHaveLength(stored.users.length);
  expect(stored.claims.filter((claim) => claim.kind === 'collectionSlug')).toHaveLength(6);
  expect(stored.claims.filter((claim) => claim.kind === 'domain')).toHaveLength(1);
});

test('every post has an existing creator and collection, and a slug ending with its id', () => {
  const users = new Set(stored.users.map((user) => user.id));
  const collections = new Set(stored.collections.map((collection) => collection.id));
  for (const post of stored.posts) {
    expect(users.has(post.creatorId)).toBe(true);
    if (post.collectionId) expect(collections.has(post.collectionId)).toBe(true);
    expect(post.id).toMatch(/^[0-9a-f]{12}$/);
    expect(post.uniqueSlug).toMatch(new RegExp(`^[a-z0-9]+(-[a-z0-9]+)*-${post.id}$`));
  }
  for (const collection of stored.collections) expect(users.has(collection.creatorId)).toBe(true);
});

test('stories outside a publication, and drafts, carry no placeholder attributes', () => {
  const raw = (post: object) => Object.keys(post);
  for (const post of stored.posts) {
    if (post.collectionId === undefined) expect(raw(post)).not.toContain('statusForCollection');
    else expect(post.collectionId).toMatch(/^[0-9a-f]{12}$/);
    if (post.status === 'DRAFT') expect(raw(post)).not.toContain('firstPublishedAt');
  }
  expect(stored.posts.filter((post) => post.collectionId === undefined).length).toBeGreaterThan(100);
});

test('feeds see exactly the published, listed stories', async () => {
  const { data: latest } = await first.table!.data.entities.post.query.latest({}).go({ pages: 'all' });
  const listed = stored.posts.filter((post) => post.status === 'PUBLISHED' && post.visibility !== 'UNLISTED');
  expect(stored.responses.length).toBeGreaterThan(100);
  expect(latest.map((post) => post.id).sort()).toEqual(listed.map((post) => post.id).sort());
});

test('claims point at their owners', () => {
  const owners = new Map<string, string>([
    ...stored.users.map((user) => [`username:${user.username}`, user.id] as const),
    ...stored.users.map((user) => [`email:${user.email}`, user.id] as const),
    ...stored.collections.map((c) => [`collectionSlug:${c.slug}`, c.id] as const),
    ...stored.collections.filter((c) => c.domain).map((c) => [`domain:${c.domain}`, c.id] as const),
  ]);
  for (const claim of stored.claims) expect(owners.get(`${claim.kind}:${claim.value}`)).toBe(claim.ownerId);
});

test('every publication keeps its navigation items, valid as written', () => {
  for (const collection of stored.collections) {
    const items = collection.navigationItems ?? [];
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(navigationItemsSchema.parse(items)).toEqual(items);
  }
});

test('every user has a unique e-mail on the reserved example domain, and the demo accounts their standing', () => {
  const emails = stored.users.map((user) => user.email);
  expect(new Set(emails).size).toBe(stored.users.length);
  for (const user of stored.users) expect(user.email).toBe(`${user.username}@folio.example`);
  const byUsername = new Map(stored.users.map((user) => [user.username, user]));
  expect(byUsername.get('theo_okafor')).toMatchObject({ tier: 'MEMBER', memberSince: expect.any(Number) });
  expect(byUsername.get('mayachen')).toMatchObject({ tier: 'FRIEND', friendSince: expect.any(Number) });
  expect(byUsername.get('priya_n')).toMatchObject({ isStaff: true, tier: 'FREE' });
  expect(byUsername.get('ingrid_solberg')).toMatchObject({ isStaff: false, tier: 'FREE' });
});

test("tag postCounts are the exact number of listed stories carrying each tag, each in the tag's listing", () => {
  for (const tag of stored.tags) {
    const carrying = stored.posts.filter(
      (post) => isListed(post) && (post.tags ?? []).some((t) => t.slug === tag.slug),
    );
    const listing = stored.tagPosts.filter((item) => item.tagSlug === tag.slug);
    expect({
      slug: tag.slug,
      postCount: tag.postCount,
      listed: listing.map((item) => item.postId).sort(),
    }).toEqual({
      slug: tag.slug,
      postCount: carrying.length,
      listed: carrying.map((post) => post.id).sort(),
    });
  }
  for (const post of stored.posts) expect(post.tags?.length).toBeGreaterThanOrEqual(1);
});

test('staff picks are published public stories', () => {
  const posts = new Map(stored.posts.map((post) => [post.id, post]));
  for (const pick of stored.staffPicks) {
    expect(posts.get(pick.postId)).toMatchObject({ status: 'PUBLISHED', visibility: 'PUBLIC' });
  }
});

test('markups lie within their paragraph text', () => {
  for (const content of stored.postContents) {
    for (const paragraph of content.paragraphs) {
      for (const markup of paragraph.markups ?? []) {
        expect(markup.start).toBeGreaterThanOrEqual(0);
        expect(markup.end).toBeGreaterThan(markup.start);
        expect(markup.end).toBeLessThanOrEqual(paragraph.text?.length ?? 0);
        if (markup.type === 'A') expect(markup.href).toMatch(/^https:\/\//);
      }
    }
  }
});

test('every referenced image exists in the object store as SVG', () => {
  const referenced = [
    ...stored.users.map((user) => user.imageId),
    ...stored.collections.flatMap((c) => [c.avatarImageId, c.logoImageId]),
    ...stored.posts.map((post) => post.previewImage?.id),
    ...stored.postContents.flatMap((content) =>
      content.paragraphs.map((paragraph) => paragraph.metadata?.id),
    ),
  ].filter((id): id is string => Boolean(id));
  expect(referenced.length).toBeGreaterThan(300);
  for (const id of referenced) {
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    expect(first.objects.objects.get(imageKey(id))?.contentType).toBe('image/svg+xml');
  }
});

test('follows among the demo people and of publications, their counts agreeing with the edges', () => {
  expect(stored.follows.length).toBeGreaterThanOrEqual(50);
  expect(stored.follows.some((follow) => follow.targetKind === 'collection')).toBe(true);
  const ruth = stored.users.find((user) => user.username === 'ruth_reads');
  expect(ruth?.followingCount).toBeGreaterThanOrEqual(5);
  expectCountsToMatchEdges(stored);
});

test('responses are threaded and every count is the number of responses under it', () => {
  const under = new Map<string, number>();
  for (const link of stored.responseLinks)
    under.set(link.parentPostId, (under.get(link.parentPostId) ?? 0) + 1);
  expect(stored.responseLinks).toHaveLength(stored.responses.length);
  for (const post of [...stored.posts, ...stored.responses])
    expect([post.id, post.responsesCount ?? 0]).toEqual([post.id, under.get(post.id) ?? 0]);
  const replies = stored.responses.filter(
    (response) => response.threadRootPostId !== response.inResponseToPostId,
  );
  expect(replies.length).toBeGreaterThan(20);
  const ruth = stored.users.find((user) => user.username === 'ruth_reads');
  expect(stored.responses.some((response) => response.creatorId === ruth?.id)).toBe(false);
});

test('readers highlight well-read stories, and the most agreed passages are their top highlights', () => {
  expect(stored.quotes.length).toBeGreaterThan(50);
  expect(stored.topHighlights.length).toBeGreaterThanOrEqual(10);
  const ruth = stored.users.find((user) => user.username === 'ruth_reads');
  expect(stored.quotes.filter((quote) => quote.userId === ruth?.id).length).toBeGreaterThanOrEqual(4);
  const bodies = new Map(stored.postContents.map((content) => [content.id, content.paragraphs]));
  for (const quote of stored.quotes) {
    const text = bodies.get(quote.postId)?.find((paragraph) => paragraph.name === quote.paragraphName)?.text;
    expect(text?.slice(quote.startOffset, quote.endOffset)).toBe(quote.quote);
  }
});

test('readers clapped stories: the demo reader’s has-recommended list holds a dozen, each within its story’s total', async () => {
  const ruth = stored.users.find((user) => user.username === 'ruth_reads');
  const { data: clapped } = await first
    .table!.data.entities.clapper.query.byClapper({ targetKind: 'post', userId: ruth!.id })
    .go({ pages: 'all' });
  expect(clapped).toHaveLength(12);
  const { data: claps } = await first.table!.data.entities.clap.scan.go({ pages: 'all' });
  const totals = new Map(stored.posts.map((post) => [post.id, post.clapCount ?? 0]));
  for (const clap of claps) expect(clap.count).toBeLessThanOrEqual(totals.get(clap.targetId)!);
});

test('the demo reader has a Reading list and two lists of her own, one private and saved by two readers', async () => {
  const ruth = stored.users.find((user) => user.username === 'ruth_reads');
  const hers = stored.catalogs.filter((catalog) => catalog.creatorId === ruth?.id);
  expect(hers.find((catalog) => catalog.predefined === 'READING_LIST')?.items).toHaveLength(5);
  expect(
    hers.filter((catalog) => !catalog.predefined).map((catalog) => [catalog.name, catalog.visibility]),
  ).toEqual(
    expect.arrayContaining([
      ['Essays to reread', 'PUBLIC'],
      ['For the weekend', 'PRIVATE'],
    ]),
  );
  const essays = hers.find((catalog) => catalog.name === 'Essays to reread');
  const { data: followers } = await first.table!.data.entities.catalogFollow.scan.go({ pages: 'all' });
  expect(followers.filter((follow) => follow.catalogId === essays?.id)).toHaveLength(2);
});

test('the demo world’s responses, highlights and list follows are their owners’ notifications (issue #16)', async () => {
  const { data: notifications } = await first.table!.data.entities.notification.scan.go({ pages: 'all' });
  const kinds = new Set(notifications.map((notification) => notification.kind));
  expect([...kinds].sort()).toEqual(['HIGHLIGHT', 'LIST_FOLLOWED', 'REPLY', 'RESPONSE']);
  const ruth = stored.users.find((user) => user.username === 'ruth_reads');
  expect(notifications.filter((notification) => notification.ownerId === ruth?.id)).toContainEqual(
    expect.objectContaining({ kind: 'LIST_FOLLOWED', actorCount: 2 }),
  );
  expect(notifications.every((notification) => !notification.actorIds.includes(notification.ownerId))).toBe(
    true,
  );
});

test('seeding again changes nothing', async () => {
  const notificationCount = async () =>
    (await first.table!.data.entities.notification.scan.go({ pages: 'all' })).data.length;
  const notifiedBefore = await notificationCount();
  await seedDemoContent(first.table!.data, first.objects);
  const again = await readAll(first.table!.data);
  const byId = <T extends { id: string }>(items: T[]) => [...items].sort((a, b) => a.id.localeCompare(b.id));
  expect(byId(again.posts)).toEqual(byId(stored.posts));
  expect(byId(again.responses)).toEqual(byId(stored.responses));
  expect(again.quotes).toHaveLength(stored.quotes.length);
  expect(byId(again.catalogs)).toEqual(byId(stored.catalogs));
  expect(again.claims).toHaveLength(stored.claims.length);
  expect(again.tags).toEqual(expect.arrayContaining(stored.tags));
  expect(again.follows).toHaveLength(stored.follows.length);
  expect(await notificationCount()).toBe(notifiedBefore);
  expectCountsToMatchEdges(again);
  expect(byId(again.users)).toEqual(byId(stored.users));
});

test('a table seeded before readers engaged (no Reading list for the demo reader) is seeded again', async () => {
  const data = first.table!.data;
  const ruth = stored.users.find((user) => user.username === 'ruth_reads');
  await data.entities.catalog.delete({ id: `predefined:${ruth?.id}:READING_LIST` }).go();
  expect(await isSeeded(data)).toBe(false);
  await seedDemoContent(data, first.objects);
  expect(await isSeeded(data)).toBe(true);
});

test('two seeds into two tables produce the same stories', async () => {
  const second = await createTestTable();
  try {
    await seedDemoContent(second.data, memoryObjectStore());
    const other = await readAll(second.data);
    const summary = (posts: typeof stored.posts) => posts.map((post) => `${post.id} ${post.title}`).sort();
    expect(summary(other.posts)).toEqual(summary(stored.posts));
  } finally {
    second.close();
  }
});
