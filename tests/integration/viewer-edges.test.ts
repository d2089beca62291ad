import { createSocialRepository, type SocialRepository } from '#functions/users/social-repository.ts';
import { countRequests, type SentRequest } from '#local/request-counter.ts';
import { authorNewsletterId } from '#shared/data/newsletter-id.ts';
import { makeUser } from '#fixtures/factories.ts';
import { createTestTable } from '#fixtures/table.ts';

/**
 * The viewer's edges (User.viewerEdge, Collection.viewerEdge) against DynamoDB Local: follows, mutes
 * and (users) newsletter subscriptions of a batch of targets read in one BatchGetItem
 * (functions/shared/data/batch-get.ts, batchGetAcross), consistently.
 */
let table: Awaited<ReturnType<typeof createTestTable>>;
let social: SocialRepository;
let requests: ReturnType<typeof countRequests>;
let viewer: Awaited<ReturnType<typeof makeUser>>;
const at = Date.UTC(2026, 10, 1);

beforeAll(async () => {
  table = await createTestTable();
  social = createSocialRepository(table.data);
  requests = countRequests(table.client);
  viewer = await makeUser(table.data, { username: 'edges_viewer' });
});
afterAll(() => table.close());

const people = (count: number, prefix: string) =>
  Promise.all(Array.from({ length: count }, (_, n) => makeUser(table.data, { username: `${prefix}${n}` })));

/** The keys and consistency of each BatchGetItem sent since the last reset. */
const batchesSent = () =>
  (requests.requests() as SentRequest[]).map(({ command, input }) => {
    const asked = (input.RequestItems as Record<string, { Keys: unknown[]; ConsistentRead?: boolean }>)[
      table.table
    ];
    return { command, keys: asked?.Keys.length, consistent: asked?.ConsistentRead };
  });

test('follows, mutes and newsletter subscriptions of a batch of users in ONE consistent BatchGetItem, each told apart', async () => {
  const [followed, muted, both, neither] = await people(4, 'edges_kind');
  await social.follow(viewer.id, { kind: 'user', id: followed!.id }, at);
  await social.mute(viewer.id, { kind: 'user', id: muted!.id }, at + 1);
  await social.follow(viewer.id, { kind: 'user', id: both!.id }, at + 2);
  await social.mute(viewer.id, { kind: 'user', id: both!.id }, at + 2);
  // An edge to a publication with the same id is another target: it must not answer for the user.
  await social.mute(viewer.id, { kind: 'collection', id: neither!.id }, at);
  // Subscribed to one writer's newsletter (decision 154: its id derives from the writer's).
  await table.data.entities.newsletterSubscription
    .create({
      subscriberId: viewer.id,
      newsletterId: authorNewsletterId(muted!.id),
      newsletterType: 'AUTHOR',
      subscribedAt: at,
    })
    .go();
  requests.reset();

  const ids = [followed!.id, muted!.id, both!.id, neither!.id];
  const edges = await social.findViewerEdges(viewer.id, 'user', [...ids, followed!.id]);

  // Four users, three keys each: the follow, the mute and the subscription to their newsletter.
  expect(batchesSent()).toEqual([{ command: 'BatchGetItemCommand', keys: 12, consistent: true }]);
  expect(edges.followedAt).toEqual(
    new Map([
      [followed!.id, at],
      [both!.id, at + 2],
    ]),
  );
  expect(edges.muted).toEqual(new Set([muted!.id, both!.id]));
  expect(edges.subscribed).toEqual(new Set([muted!.id]));
});

test('more than 100 keys (60 users, three keys each) take one BatchGetItem per 100', async () => {
  const crowd = await people(60, 'edges_crowd');
  await social.follow(viewer.id, { kind: 'user', id: crowd[59]!.id }, at);
  await social.mute(viewer.id, { kind: 'user', id: crowd[0]!.id }, at);
  requests.reset();

  const edges = await social.findViewerEdges(
    viewer.id,
    'user',
    crowd.map((person) => person.id),
  );

  expect(batchesSent().map(({ keys }) => keys)).toEqual([100, 80]);
  expect([...edges.followedAt.keys()]).toEqual([crowd[59]!.id]);
  expect([...edges.muted]).toEqual([crowd[0]!.id]);
});

test('keys DynamoDB leaves unprocessed are asked again, and their edges still answered', async () => {
  const [followed, muted] = await people(2, 'edges_busy');
  await social.follow(viewer.id, { kind: 'user', id: followed!.id }, at);
  await social.mute(viewer.id, { kind: 'user', id: muted!.id }, at);
  // DynamoDB Local never throttles: the first BatchGetItem serves one key and leaves the others
  // unprocessed, as DynamoDB does under load.
  const name = 'throttleFirstBatch';
  let throttled = false;
  table.client.middlewareStack.add(
    (next) => async (args) => {
      const input = args.input as { RequestItems: Record<string, { Keys: unknown[] }> };
      const asked = input.RequestItems[table.table];
      if (throttled || !asked) return next(args);
      throttled = true;
      const served = { RequestItems: { [table.table]: { ...asked, Keys: asked.Keys.slice(0, 1) } } };
      const result = await next({ ...args, input: served });
      const left = { [table.table]: { ...asked, Keys: asked.Keys.slice(1) } };
      Object.assign(result.output as object, { UnprocessedKeys: left });
      return result;
    },
    { step: 'initialize', name },
  );
  requests.reset();
  try {
    const edges = await social.findViewerEdges(viewer.id, 'user', [followed!.id, muted!.id]);
    // Two users, three keys each; the five left unprocessed are asked again.
    expect(batchesSent().map(({ keys, consistent }) => [keys, consistent])).toEqual([
      [6, true],
      [5, true],
    ]);
    expect([...edges.followedAt.keys()]).toEqual([followed!.id]);
    expect([...edges.muted]).toEqual([muted!.id]);
  } finally {
    table.client.middlewareStack.remove(name);
  }
});
