import { createNewsletterSubscriptionWrites } from '#shared/data/newsletter-subscriptions.ts';
import { subscriberDayOf } from '#shared/data/entities/newsletter-subscriber-day.ts';
import { makeUser } from '#fixtures/factories.ts';
import { createTestTable } from '#fixtures/table.ts';

/**
 * Subscribers over time (issue #15, decision 164): each subscription's transaction also counts its day,
 * so the days of a newsletter add up to its exact subscriberCount.
 */
let table: Awaited<ReturnType<typeof createTestTable>>;
beforeAll(async () => {
  table = await createTestTable();
});
afterAll(() => table.close());

test('subscribing and unsubscribing count on their UTC day, in the same transaction as the count', async () => {
  const monday = Date.UTC(2026, 10, 23, 23, 30);
  const tuesday = Date.UTC(2026, 10, 24, 0, 30);
  let clock = monday;
  const writes = createNewsletterSubscriptionWrites(table.data, () => clock);
  const owner = await makeUser(table.data);
  const newsletterId = `${owner.id.slice(0, 4)}aaaa`.padEnd(16, '0').replace(/[^0-9a-f]/g, 'a');
  await table.data.entities.newsletter
    .put({ id: newsletterId, type: 'AUTHOR', ownerId: owner.id, slug: 's', name: 'S', createdAt: monday })
    .go();
  const readers = await Promise.all([1, 2, 3].map(() => makeUser(table.data)));
  for (const [index, reader] of readers.entries()) {
    const at = index < 2 ? monday : tuesday;
    expect(
      await writes.subscribe({
        subscriberId: reader.id,
        newsletterId,
        newsletterType: 'AUTHOR',
        subscribedAt: at,
      }),
    ).toBe('subscribed');
  }
  clock = tuesday;
  expect(await writes.unsubscribe(readers[0]!.id, newsletterId)).toBe('unsubscribed');
  // Refused writes count nothing.
  expect(await writes.unsubscribe(readers[0]!.id, newsletterId)).toBe('not-subscribed');
  expect(
    await writes.subscribe({
      subscriberId: readers[1]!.id,
      newsletterId,
      newsletterType: 'AUTHOR',
      subscribedAt: tuesday,
    }),
  ).toBe('already-subscribed');

  const { data: days } = await table.data.entities.newsletterSubscriberDay.query
    .byNewsletter({ newsletterId })
    .go();
  expect(
    days.map(({ day, subscribed, unsubscribed }) => ({
      day,
      subscribed: subscribed ?? 0,
      unsubscribed: unsubscribed ?? 0,
    })),
  ).toEqual([
    { day: subscriberDayOf(monday), subscribed: 2, unsubscribed: 0 },
    { day: subscriberDayOf(tuesday), subscribed: 1, unsubscribed: 1 },
  ]);
  const { data: newsletter } = await table.data.entities.newsletter
    .get({ id: newsletterId })
    .go({ consistent: true });
  expect(newsletter?.subscriberCount).toBe(2);
});
