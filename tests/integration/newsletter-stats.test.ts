import { createSendStats } from '#functions/newsletters/send-stats.ts';
import { createSuppressions } from '#functions/newsletters/suppressions.ts';
import { collectionNewsletterId } from '#shared/data/newsletter-id.ts';
import { makeCollection, makeUser } from '#fixtures/factories.ts';
import { startLocalApi } from '#fixtures/local-api.ts';
import { createTestTable } from '#fixtures/table.ts';

/**
 * Query.newsletterV3Stats (issue #15, decisions 163–165) through the local AppSync to the newsletters
 * Lambda over DynamoDB Local: its counts, subscribers over time and suppressed addresses, for the
 * publication's editors only; tracking turned off through updateNewsletterV3.
 */
let table: Awaited<ReturnType<typeof createTestTable>>;
let api: ReturnType<typeof startLocalApi>;
const clock = { now: Date.UTC(2026, 10, 25, 12) };

beforeAll(async () => {
  table = await createTestTable();
  api = startLocalApi(table.data, () => clock.now);
});
afterAll(() => table.close());

const statsQuery = `query ($id: ID!, $granularity: NewsletterStatsGranularity) {
  newsletterV3Stats(newsletterV3Id: $id, granularity: $granularity) {
    __typename
    ... on NewsletterV3Stats {
      id subscriberCount tracksOpensAndClicks granularity
      subscribersOverTime { start subscribed unsubscribed }
      sends { postId sent delivered bounced complained suppressed opened clicked }
      suppressedCount suppressed { address reason }
    }
    ... on Forbidden { message } ... on NotFound { message } ... on Unauthorized { message }
  }
}`;

async function stats(id: string, viewerId?: string, granularity?: string) {
  const body = await api.graphql(statsQuery, { id, granularity }, viewerId);
  expect(body.errors).toBeUndefined();
  return (body.data as Record<string, any>).newsletterV3Stats;
}

async function publicationNewsletter() {
  const editor = await makeUser(table.data);
  const publication = await makeCollection(table.data, {
    creatorId: editor.id,
    editorIds: [editor.id],
  } as never);
  const created = await api.graphql(
    `mutation ($c: ID!) { createNewsletterV3(collectionId: $c, name: "Harbour") { __typename ... on NewsletterV3 { id } } }`,
    { c: publication.id },
    editor.id,
  );
  expect((created.data as any).createNewsletterV3.__typename).toBe('NewsletterV3');
  return { editor, publication, newsletterId: collectionNewsletterId(publication.id) };
}

test('an editor sees the counts, subscribers per day and suppressed addresses; a stranger, a subscriber and a visitor are refused', async () => {
  const { editor, newsletterId } = await publicationNewsletter();
  const [subscriber, stranger] = await Promise.all([makeUser(table.data), makeUser(table.data)]);
  const subscribed = await api.graphql(
    `mutation ($id: ID!) { subscribeNewsletterV3(newsletterV3Id: $id) { __typename } }`,
    { id: newsletterId },
    subscriber.id,
  );
  expect((subscribed.data as any).subscribeNewsletterV3.__typename).toBe('NewsletterV3');
  const mail = { postId: 'abcdef012345', newsletterId, recipientId: subscriber.id };
  await table.data.entities.newsletterDelivery.put({ ...mail, claimedAt: clock.now }).go();
  const counts = createSendStats(table.data);
  for (const outcome of ['sent', 'delivered', 'opened', 'opened', 'clicked'] as const)
    await counts.count(mail, outcome, clock.now);
  await createSuppressions(table.data).suppress({
    address: 'Gone@Folio.example',
    reason: 'PERMANENT_BOUNCE',
    at: clock.now,
    mail: { ...mail, recipientId: 'someone-gone' },
  });

  const answer = await stats(newsletterId, editor.id);
  expect(answer).toMatchObject({
    __typename: 'NewsletterV3Stats',
    subscriberCount: 1,
    tracksOpensAndClicks: true,
    granularity: 'DAILY',
    sends: [{ postId: mail.postId, sent: 1, delivered: 1, bounced: 0, opened: 1, clicked: 1, suppressed: 0 }],
    suppressedCount: 1,
    suppressed: [{ address: 'gone@folio.example', reason: 'PERMANENT_BOUNCE' }],
  });
  expect(answer.subscribersOverTime).toHaveLength(30);
  expect(answer.subscribersOverTime.at(-1)).toEqual({ start: '2026-11-25', subscribed: 1, unsubscribed: 0 });
  const weekly = await stats(newsletterId, editor.id, 'WEEKLY');
  expect(weekly.subscribersOverTime).toHaveLength(12);
  expect(weekly.subscribersOverTime.at(-1)).toEqual({ start: '2026-11-23', subscribed: 1, unsubscribed: 0 });
  const monthly = await stats(newsletterId, editor.id, 'MONTHLY');
  expect(monthly.subscribersOverTime.at(-1)).toEqual({ start: '2026-11-01', subscribed: 1, unsubscribed: 0 });

  expect((await stats(newsletterId, stranger.id)).__typename).toBe('Forbidden');
  expect((await stats(newsletterId, subscriber.id)).__typename).toBe('Forbidden');
  expect((await stats(newsletterId)).__typename).toBe('Unauthorized');
  expect(JSON.stringify(await stats(newsletterId, stranger.id))).not.toContain('gone@folio.example');
});

test('an editor turns tracking off with updateNewsletterV3; the stats say so', async () => {
  const { editor, newsletterId } = await publicationNewsletter();
  const body = await api.graphql(
    `mutation ($id: ID!) { updateNewsletterV3(newsletterV3Id: $id, tracksOpensAndClicks: false) {
      __typename ... on NewsletterV3 { tracksOpensAndClicks } } }`,
    { id: newsletterId },
    editor.id,
  );
  expect((body.data as any).updateNewsletterV3).toEqual({
    __typename: 'NewsletterV3',
    tracksOpensAndClicks: false,
  });
  expect(await stats(newsletterId, editor.id)).toMatchObject({ tracksOpensAndClicks: false, sends: [] });
});
