import { windowStartOf } from '#shared/data/rate-limit.ts';
import { newsletterMessages, subscribeLimit } from '#functions/newsletters/messages.ts';
import { authorNewsletterId } from '#shared/data/newsletter-id.ts';
import { makeUser } from '#fixtures/factories.ts';
import { localApiSessionSecret, startLocalApi } from '#fixtures/local-api.ts';
import { unsubscribeHeaders, unsubscribeSignature } from '#functions/newsletters/unsubscribe-link.ts';
import { createTestTable } from '#fixtures/table.ts';

/**
 * Newsletters and subscribing (issue #15) through the local AppSync (schema, manifest, BatchInvoke,
 * the xsrf check) to the newsletters Lambda over DynamoDB Local (tests/fixtures/local-api.ts).
 */
let table: Awaited<ReturnType<typeof createTestTable>>;
let api: ReturnType<typeof startLocalApi>;
const clock = { now: Date.UTC(2026, 10, 1, 12) };

beforeAll(async () => {
  table = await createTestTable();
  api = startLocalApi(table.data, () => clock.now);
});
afterAll(() => table.close());

type Data = Record<string, any>;

const problems = ['BadRequest', 'NotFound', 'AlreadyExists', 'Unauthorized', 'RateLimited']
  .map((type) => `... on ${type} { message }`)
  .join(' ');
const newsletterFields =
  'id slug name type subscriberCount user { id username } viewerEdge { id isSubscribed createdAt }';
const result = `{ __typename ... on NewsletterV3 { ${newsletterFields} } ${problems} }`;

async function call(query: string, variables: Record<string, unknown>, viewerId?: string): Promise<Data> {
  const body = await api.graphql(query, variables, viewerId);
  expect(body.errors).toBeUndefined();
  return body.data!;
}

const lazilySubscribe = async (userId: string, viewerId?: string) =>
  (
    await call(
      `mutation ($userId: ID!) { fetchOrLazilyCreateNewsletterV3AndMaybeSubscribe(userId: $userId) ${result} }`,
      { userId },
      viewerId,
    )
  ).fetchOrLazilyCreateNewsletterV3AndMaybeSubscribe;
const subscribe = async (id: string, viewerId?: string, shouldRecordConsent = true) =>
  (
    await call(
      `mutation ($id: ID!, $consent: Boolean) { subscribeNewsletterV3(newsletterV3Id: $id, shouldRecordConsent: $consent) ${result} }`,
      { id, consent: shouldRecordConsent },
      viewerId,
    )
  ).subscribeNewsletterV3;
const unsubscribe = async (id: string, viewerId?: string) =>
  (
    await call(
      `mutation ($id: ID!) { unsubscribeNewsletterV3(newsletterV3Id: $id) ${result} }`,
      { id },
      viewerId,
    )
  ).unsubscribeNewsletterV3;
const storedNewsletter = async (id: string) =>
  (await table.data.entities.newsletter.get({ id }).go({ consistent: true })).data;
const storedSubscription = async (subscriberId: string, newsletterId: string) =>
  (
    await table.data.entities.newsletterSubscription
      .get({ subscriberId, newsletterId })
      .go({ consistent: true })
  ).data;
const people = (count: number, prefix: string) =>
  Promise.all(Array.from({ length: count }, (_, n) => makeUser(table.data, { username: `${prefix}${n}` })));

describe('a writer’s newsletter', () => {
  test('does not exist until someone subscribes; the first subscriber creates it and is subscribed', async () => {
    const [writer, reader] = await people(2, 'lazy');
    const before = await api.graphql(`query ($id: ID!) { newsletterV3(id: $id) { id } }`, {
      id: authorNewsletterId(writer!.id),
    });
    expect(before.data?.newsletterV3).toBeNull();

    const answer = await lazilySubscribe(writer!.id, reader!.id);
    expect(answer).toMatchObject({
      __typename: 'NewsletterV3',
      id: authorNewsletterId(writer!.id),
      slug: writer!.username,
      name: writer!.name,
      type: 'AUTHOR',
      subscriberCount: 1,
      user: { id: writer!.id, username: writer!.username },
      viewerEdge: { id: `${answer.id}:${reader!.id}`, isSubscribed: true, createdAt: clock.now / 1000 },
    });
    const subscription = await storedSubscription(reader!.id, answer.id);
    expect(subscription).toMatchObject({ subscribedAt: clock.now, consentRecordedAt: clock.now });
  });

  test('the writer enabling it creates it without subscribing them; the User answers it', async () => {
    const [writer] = await people(1, 'enable');
    const answer = await lazilySubscribe(writer!.id, writer!.id);
    expect(answer).toMatchObject({ type: 'AUTHOR', subscriberCount: 0, viewerEdge: { isSubscribed: false } });
    const { userResult } = await call(
      `query ($id: ID!) { userResult(id: $id) { ... on User { newsletterV3 { id subscriberCount } } } }`,
      { id: writer!.id },
    );
    expect(userResult.newsletterV3).toEqual({ id: answer.id, subscriberCount: 0 });
  });

  test('a User answers its newsletter’s id before it exists; its viewerEdge says who is subscribed', async () => {
    const [writer, reader, other] = await people(3, 'writeredge');
    const writerAsSeenBy = async (viewerId?: string) =>
      (
        await call(
          `query ($id: ID!) { userResult(id: $id) { ... on User { newsletterV3Id viewerEdge { id isSubscribedToNewsletter } } } }`,
          { id: writer!.id },
          viewerId,
        )
      ).userResult;
    expect(await writerAsSeenBy(reader!.id)).toEqual({
      newsletterV3Id: authorNewsletterId(writer!.id),
      viewerEdge: { id: `${writer!.id}:${reader!.id}`, isSubscribedToNewsletter: false },
    });
    const answer = await call(
      `mutation ($userId: ID!) { fetchOrLazilyCreateNewsletterV3AndMaybeSubscribe(userId: $userId) { ... on NewsletterV3 { id user { viewerEdge { isSubscribedToNewsletter } } } } }`,
      { userId: writer!.id },
      reader!.id,
    );
    // The answer carries the writer's edge, so a page's button changes with it.
    expect(answer.fetchOrLazilyCreateNewsletterV3AndMaybeSubscribe).toEqual({
      id: authorNewsletterId(writer!.id),
      user: { viewerEdge: { isSubscribedToNewsletter: true } },
    });
    expect((await writerAsSeenBy(reader!.id)).viewerEdge.isSubscribedToNewsletter).toBe(true);
    expect((await writerAsSeenBy(other!.id)).viewerEdge.isSubscribedToNewsletter).toBe(false);
    expect((await writerAsSeenBy()).viewerEdge).toEqual({
      id: `${writer!.id}:visitor`,
      isSubscribedToNewsletter: false,
    });
    await unsubscribe(answer.fetchOrLazilyCreateNewsletterV3AndMaybeSubscribe.id, reader!.id);
    expect((await writerAsSeenBy(reader!.id)).viewerEdge.isSubscribedToNewsletter).toBe(false);
  });

  test('ten readers creating it at once make one newsletter that counts ten', async () => {
    const [writer, ...readers] = await people(11, 'racelazy');
    const answers = await Promise.all(readers.map((reader) => lazilySubscribe(writer!.id, reader.id)));
    expect(new Set(answers.map((answer) => answer.id))).toEqual(new Set([authorNewsletterId(writer!.id)]));
    expect((await storedNewsletter(authorNewsletterId(writer!.id)))?.subscriberCount).toBe(10);
  });

  test('an unknown writer is NotFound and nothing is made', async () => {
    const [reader] = await people(1, 'nowriter');
    expect(await lazilySubscribe('nobody-here', reader!.id)).toEqual({
      __typename: 'NotFound',
      message: newsletterMessages.noWriter('nobody-here'),
    });
    expect(await storedNewsletter(authorNewsletterId('nobody-here'))).toBeNull();
  });
});

describe('subscribing and unsubscribing', () => {
  test('subscribe, already subscribed, unsubscribe (at once, idempotent), subscribe again', async () => {
    const [writer, reader] = await people(2, 'cycle');
    const { id } = await lazilySubscribe(writer!.id, writer!.id);
    expect(await subscribe(id, reader!.id, false)).toMatchObject({
      subscriberCount: 1,
      viewerEdge: { isSubscribed: true },
    });
    expect((await storedSubscription(reader!.id, id))?.consentRecordedAt).toBeUndefined();
    expect(await subscribe(id, reader!.id)).toEqual({
      __typename: 'AlreadyExists',
      message: newsletterMessages.alreadySubscribed,
    });
    expect(await unsubscribe(id, reader!.id)).toMatchObject({
      subscriberCount: 0,
      viewerEdge: { isSubscribed: false, createdAt: null },
    });
    expect(await storedSubscription(reader!.id, id)).toBeNull();
    expect(await unsubscribe(id, reader!.id)).toMatchObject({ subscriberCount: 0 });
    expect(await subscribe(id, reader!.id)).toMatchObject({ subscriberCount: 1 });
  });

  test('a writer cannot subscribe to their own newsletter', async () => {
    const [writer] = await people(1, 'self');
    const { id } = await lazilySubscribe(writer!.id, writer!.id);
    expect(await subscribe(id, writer!.id)).toEqual({
      __typename: 'BadRequest',
      message: newsletterMessages.subscribeSelf,
    });
    expect((await storedNewsletter(id))?.subscriberCount).toBe(0);
  });

  test('50 readers subscribing at once are each counted once, and 50 leaving bring it back to 0', async () => {
    const [writer, ...readers] = await people(51, 'crowd');
    const { id } = await lazilySubscribe(writer!.id, writer!.id);
    const joined = await Promise.all(readers.map((reader) => subscribe(id, reader.id)));
    expect(joined.every((answer) => answer.__typename === 'NewsletterV3')).toBe(true);
    expect((await storedNewsletter(id))?.subscriberCount).toBe(50);
    const left = await Promise.all(readers.map((reader) => unsubscribe(id, reader.id)));
    expect(left.every((answer) => answer.__typename === 'NewsletterV3')).toBe(true);
    expect((await storedNewsletter(id))?.subscriberCount).toBe(0);
  }, 60_000);

  test('the viewer’s subscriptions, and unsubscribing from every writer or from everything', async () => {
    const [reader, ...writers] = await people(3, 'all');
    for (const writer of writers) await lazilySubscribe(writer.id, reader!.id);
    const mine = async () =>
      (await call('{ viewerNewsletterSubscriptions { id } }', {}, reader!.id)).viewerNewsletterSubscriptions;
    expect((await mine()).map((n: Data) => n.id).sort()).toEqual(
      writers.map((writer) => authorNewsletterId(writer.id)).sort(),
    );
    const all = await call(
      'mutation { unsubscribeAllNewslettersV3(type: AUTHOR) { __typename ... on UnsubscribedNewsletters { count } } }',
      {},
      reader!.id,
    );
    expect(all.unsubscribeAllNewslettersV3).toEqual({ __typename: 'UnsubscribedNewsletters', count: 2 });
    expect(await mine()).toEqual([]);
    for (const writer of writers) {
      expect((await storedNewsletter(authorNewsletterId(writer.id)))?.subscriberCount).toBe(0);
    }
  });
});

describe('authorization and limits', () => {
  test('a visitor is Unauthorized for every mutation and sees no subscriptions', async () => {
    const [writer] = await people(1, 'visitor');
    const { id } = await lazilySubscribe(writer!.id, writer!.id);
    const unauthorized = { __typename: 'Unauthorized', message: newsletterMessages.signIn };
    expect(await subscribe(id)).toEqual(unauthorized);
    expect(await unsubscribe(id)).toEqual(unauthorized);
    expect(await lazilySubscribe(writer!.id)).toEqual(unauthorized);
    expect(
      (await call('{ viewerNewsletterSubscriptions { id } }', {})).viewerNewsletterSubscriptions,
    ).toBeNull();
    const visitorEdge = await call(
      `query ($id: ID!) { newsletterV3(id: $id) { viewerEdge { id isSubscribed } } }`,
      {
        id,
      },
    );
    expect(visitorEdge.newsletterV3.viewerEdge).toEqual({ id: `${id}:visitor`, isSubscribed: false });
  });

  test('another reader’s subscription is not the viewer’s: viewerEdge is per viewer', async () => {
    const [writer, ada, ben] = await people(3, 'edge');
    const { id } = await lazilySubscribe(writer!.id, ada!.id);
    const asBen = await call(
      `query ($id: ID!) { newsletterV3(id: $id) { viewerEdge { isSubscribed } } }`,
      { id },
      ben!.id,
    );
    expect(asBen.newsletterV3.viewerEdge.isSubscribed).toBe(false);
  });

  test('mutations need the session’s xsrf token', async () => {
    const [writer, reader] = await people(2, 'xsrf');
    const answer = await api.appsync.execute(
      {
        query: `mutation { fetchOrLazilyCreateNewsletterV3AndMaybeSubscribe(userId: "${writer!.id}") { __typename } }`,
      },
      { authorization: `viewer:${reader!.id}` },
    );
    expect(answer.body.errors?.[0]).toMatchObject({ errorType: 'Forbidden' });
    expect(await storedNewsletter(authorNewsletterId(writer!.id))).toBeNull();
  });

  test('a blank id is a BadRequest', async () => {
    const [reader] = await people(1, 'blank');
    expect(await subscribe(' ', reader!.id)).toMatchObject({ __typename: 'BadRequest' });
    expect(await lazilySubscribe(' ', reader!.id)).toMatchObject({ __typename: 'BadRequest' });
  });

  test(`past ${subscribeLimit.limit} subscriptions an hour the reader is RateLimited, and nothing changes`, async () => {
    const [writer, reader] = await people(2, 'limited');
    const { id } = await lazilySubscribe(writer!.id, writer!.id);
    await table.data.entities.rateLimit
      .put({
        bucket: subscribeLimit.bucket,
        key: reader!.id,
        windowStart: windowStartOf(subscribeLimit, clock.now),
        count: subscribeLimit.limit,
        expiresAt: Math.floor(clock.now / 1000) + 3600,
      })
      .go();
    const limited = { __typename: 'RateLimited', message: subscribeLimit.message };
    expect(await subscribe(id, reader!.id)).toEqual(limited);
    expect(await lazilySubscribe(writer!.id, reader!.id)).toEqual(limited);
    expect((await storedNewsletter(id))?.subscriberCount).toBe(0);
    // Leaving is never limited.
    expect(await unsubscribe(id, reader!.id)).toMatchObject({ __typename: 'NewsletterV3' });
  });
});

describe('the signed one-click unsubscribe link', () => {
  const byLink = async (newsletterV3Id: string, subscriberId: string, signature: string) =>
    (
      await call(
        `mutation ($n: ID!, $s: ID!, $sig: String!) { unsubscribeNewsletterV3ByLink(newsletterV3Id: $n, subscriberId: $s, signature: $sig) {
          __typename ... on UnsubscribedByLink { newsletterName } ... on BadRequest { message } } }`,
        { n: newsletterV3Id, s: subscriberId, sig: signature },
      )
    ).unsubscribeNewsletterV3ByLink;

  test('unsubscribes without a session, at once; RFC 8058 headers name the same link', async () => {
    const [writer, reader] = await people(2, 'link');
    const { id } = await lazilySubscribe(writer!.id, reader!.id);
    const made = unsubscribeHeaders('https://folio.example', localApiSessionSecret, reader!.id, id);
    expect(made.headers).toEqual({
      'List-Unsubscribe': `<${made.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const [, , , newsletterId, subscriberId, signature] = new URL(made.link).pathname.split('/');
    expect([newsletterId, subscriberId]).toEqual([id, reader!.id]);
    expect(await byLink(id, reader!.id, signature!)).toEqual({
      __typename: 'UnsubscribedByLink',
      newsletterName: writer!.name,
    });
    expect(await storedSubscription(reader!.id, id)).toBeNull();
    expect((await storedNewsletter(id))?.subscriberCount).toBe(0);
    // Used again (a mail client's retry), it answers the same and changes nothing.
    expect(await byLink(id, reader!.id, signature!)).toMatchObject({ __typename: 'UnsubscribedByLink' });
    expect((await storedNewsletter(id))?.subscriberCount).toBe(0);
  });

  test('a forged or altered link is refused and changes nothing', async () => {
    const [writer, ada, ben] = await people(3, 'forged');
    const { id } = await lazilySubscribe(writer!.id, ada!.id);
    await lazilySubscribe(writer!.id, ben!.id);
    const adasSignature = unsubscribeSignature(localApiSessionSecret, ada!.id, id);
    const refused = { __typename: 'BadRequest', message: newsletterMessages.badLink };
    // Another reader's id with Ada's signature; another key; a character changed; not a signature at all.
    expect(await byLink(id, ben!.id, adasSignature)).toEqual(refused);
    expect(await byLink(id, ada!.id, unsubscribeSignature('another-secret', ada!.id, id))).toEqual(refused);
    const altered = `${adasSignature.slice(0, -1)}${adasSignature.endsWith('A') ? 'B' : 'A'}`;
    expect(await byLink(id, ada!.id, altered)).toEqual(refused);
    expect(await byLink(id, ada!.id, 'short')).toEqual(refused);
    expect((await storedNewsletter(id))?.subscriberCount).toBe(2);
    expect(await storedSubscription(ben!.id, id)).not.toBeNull();
  });
});
