import { authorNewsletterId, collectionNewsletterId } from '#shared/data/newsletter-id.ts';
import { sqsQueueSender } from '#shared/queues/queue-sender.ts';
import { subscriberDayOf } from '#shared/data/entities/newsletter-subscriber-day.ts';
import type { OutboxEntry } from '#local/outbox.ts';
import { makeCollection, makePost, makeUser, storyBody } from '#fixtures/factories.ts';
import { eventually } from '#fixtures/eventually.ts';
import { formatDate } from '#web/lib/format/date.ts';
import { newsletterStatsTexts } from '#web/features/newsletter-stats/texts.ts';
import { periodLabel } from '#web/features/newsletter-stats/view.ts';
import { browserSuite, waitForHydration } from './browser.ts';
import { signInByEmail } from './sign-in-by-email.ts';

/**
 * A writer's audience page in Chromium over the whole local platform (issue #15): a story sent to three
 * subscribers, one of whom opens the e-mail (its pixel) and clicks a link in it; the writer's
 * /@{username}/audience shows 3 sent, 1 opened and 1 clicked; a publication's editor reaches its untracked
 * newsletter's stats from its settings; a visitor and another reader get the 404 page.
 */
const kit = 'kit@folio.example';
const sam = 'sam@folio.example';
const newsletterId = authorNewsletterId('user-kit');
const title = 'Low water';
const publication = { id: 'collection-field-notes', slug: 'field-notes' };
const publicationNewsletterId = collectionNewsletterId(publication.id);
let postId = '';

const suite = browserSuite({
  prepare: async ({ data }) => {
    for (const [id, email] of [
      ['user-kit', kit],
      ['user-sam', sam],
    ] as const) {
      await makeUser(data, { id, username: id.slice(5), name: id.slice(5), email });
      await data.entities.claim.put({ kind: 'email', value: email, ownerId: id }).go();
    }
    await data.entities.newsletter
      .put({ id: newsletterId, type: 'AUTHOR', ownerId: 'user-kit', slug: 'kit', name: 'Kit', createdAt: 1 })
      .go();
    for (const name of ['ayla', 'bo', 'cy']) {
      await makeUser(data, { id: `user-${name}`, username: name, name, email: `${name}@folio.example` });
      await data.entities.newsletterSubscription
        .put({ subscriberId: `user-${name}`, newsletterId, newsletterType: 'AUTHOR', subscribedAt: 2 })
        .go();
    }
    await data.entities.newsletter.patch({ id: newsletterId }).set({ subscriberCount: 3 }).go();
    await data.entities.newsletterSubscriberDay
      .put({ newsletterId, day: subscriberDayOf(Date.now()), subscribed: 3 })
      .go();
    await makeCollection(data, { ...publication, name: 'Field Notes', creatorId: 'user-kit' });
    await data.entities.newsletter
      .put({
        id: publicationNewsletterId,
        type: 'COLLECTION',
        ownerId: publication.id,
        slug: 'field-notes-weekly',
        name: 'Field Notes Weekly',
        createdAt: 1,
        tracksOpensAndClicks: false,
      })
      .go();
    ({
      post: { id: postId },
    } = await makePost(data, { creatorId: 'user-kit', title }, { paragraphs: storyBody(3) }));
  },
});

const mailbox = async () =>
  (await (await fetch(`${suite.runtime.url}/_/dev/mailbox.json`)).json()) as OutboxEntry[];

/** The tracked addresses in one e-mail's HTML: its open pixel and its first click redirect. */
function trackedUrls(html: string) {
  const urls = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map(([, url]) => url!.replaceAll('&amp;', '&'));
  return {
    pixel: urls.find((url) => url.includes('/_/newsletters/open/'))!,
    click: urls.find((url) => url.includes('/_/newsletters/click/'))!,
  };
}

test('the writer sees each send counted; one open and one click; anyone else gets the 404 page', async () => {
  const { page, runtime } = suite;
  expect((await page.goto(`${runtime.url}/@kit/audience`))?.status()).toBe(404);

  const queue = sqsQueueSender(runtime.sqs.client, runtime.sqs.environment);
  await queue.send('newsletter-send', [{ kind: 'send-story', postId, eventId: `${postId}-e2e` }]);
  const mails = await eventually(
    async () => (await mailbox()).filter((entry) => entry.subject === title),
    (found) => found.length >= 3,
  );
  expect(mails.map((mail) => mail.to).sort()).toEqual([
    'ayla@folio.example',
    'bo@folio.example',
    'cy@folio.example',
  ]);
  const { pixel, click } = trackedUrls(mails[0]!.html!);
  expect((await fetch(pixel)).status).toBe(200);
  expect((await fetch(click, { redirect: 'manual' })).status).toBe(302);

  await signInByEmail(page, runtime.url, sam, '/');
  expect((await page.goto(`${runtime.url}/@kit/audience`))?.status()).toBe(404);

  await page.context().clearCookies();
  await signInByEmail(page, runtime.url, kit, '/');
  expect((await page.goto(`${runtime.url}/@kit/audience`))?.status()).toBe(200);
  await waitForHydration(page);
  await page.getByRole('heading', { name: newsletterStatsTexts.title }).waitFor();
  await page.getByText(newsletterStatsTexts.subscribers(3)).waitFor();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title }) });
  await row.waitFor();
  const cells = await row.getByRole('cell').allInnerTexts();
  // Date (today's: the API answers seconds), sent, delivered (SES's local simulator), bounced, opened, clicked.
  expect(cells).toEqual([
    formatDate(Math.floor(Date.now() / 1000)),
    '3',
    '3 (100%)',
    '0 (0%)',
    '1 (33%)',
    '1 (33%)',
  ]);
  await page.getByText(newsletterStatsTexts.noSuppressed).waitFor();

  // Today's three subscriptions, per day and then (the switch) per week.
  const today = page.getByRole('row').filter({
    has: page.getByRole('rowheader', { name: periodLabel(subscriberDayOf(Date.now()), 'DAILY') }),
  });
  expect(await today.getByRole('cell').allInnerTexts()).toEqual(['3', '0']);
  await page.getByRole('radio', { name: newsletterStatsTexts.granularities.WEEKLY }).check();
  const week = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Week of / }) });
  await week.waitFor();
  expect(await week.getByRole('cell').allInnerTexts()).toEqual(['3', '0']);
}, 120_000);

test("a publication's editor reaches its newsletter's stats from its settings; untracked, nothing sent yet; another reader gets the 404 page", async () => {
  const { page, runtime } = suite;
  const stats = `${runtime.url}/${publication.slug}/newsletters/${publicationNewsletterId}/stats`;
  await page.context().clearCookies();
  await signInByEmail(page, runtime.url, sam, '/');
  expect((await page.goto(stats))?.status()).toBe(404);

  await page.context().clearCookies();
  await signInByEmail(page, runtime.url, kit, '/');
  await page.goto(`${runtime.url}/${publication.slug}/newsletters/field-notes-weekly/settings`);
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Newsletter stats' }).click();
  await page.waitForURL(stats);
  await page.getByRole('heading', { name: newsletterStatsTexts.title }).waitFor();
  await page.getByText(newsletterStatsTexts.subscribers(0)).waitFor();
  await page.getByText(newsletterStatsTexts.notTracked).waitFor();
  await page.getByText(newsletterStatsTexts.noSends).waitFor();
  await page.getByText(newsletterStatsTexts.noSubscribers).waitFor();
  expect(await page.getByRole('columnheader', { name: newsletterStatsTexts.opened }).count()).toBe(0);
}, 120_000);
