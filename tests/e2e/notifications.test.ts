import { makePost, makeUser } from '#fixtures/factories.ts';
import { eventually } from '#fixtures/eventually.ts';
import { batchCall, signInToRuntime, type RuntimeSession } from '#fixtures/runtime-session.ts';
import { sqsQueueSender } from '#shared/queues/queue-sender.ts';
import { browserSuite, waitForHydration } from './browser.ts';
import { signInByEmail } from './sign-in-by-email.ts';

/**
 * Notifications in Chromium through the whole local platform (issue #16): two readers follow, clap and
 * respond on a writer's story through the API; the notifications queue's consumer records them; the
 * writer sees the badge's count, opens /me/notifications, reads the aggregated texts on the All and
 * Responses tabs — a followed list by its name, a gift by its giver —, and the badge drops.
 */
const wren = 'wren@folio.example';
const ruth = 'ruth@folio.example';
const theo = 'theo@folio.example';
let storyId = '';

const suite = browserSuite({
  prepare: async ({ data }) => {
    const people = [
      { username: 'wren', name: 'Wren Writer', email: wren },
      { username: 'ruth_reads', name: 'Ruth Alvarez', email: ruth },
      { username: 'theo', name: 'Theo Okafor', email: theo },
    ];
    const [writer] = await Promise.all(
      people.map(async (person) => {
        const user = await makeUser(data, person);
        await data.entities.claim.put({ kind: 'email', value: person.email, ownerId: user.id }).go();
        return user;
      }),
    );
    const { post } = await makePost(data, { creatorId: writer!.id, title: 'Letters to nobody' });
    storyId = post.id;
  },
});

const call = async (session: RuntimeSession, query: string, variables: Record<string, unknown> = {}) => {
  const answer = await batchCall(suite.runtime.url, query, variables, session.headers);
  expect(answer.errors).toBeUndefined();
  return answer.data;
};

const clap = (session: RuntimeSession) =>
  call(session, 'mutation ($id: ID!) { clap(targetPostId: $id, numClaps: 5) { __typename } }', {
    id: storyId,
  });

test('a writer sees the badge, reads the aggregated notifications, and opening them drops the badge', async () => {
  const { page, runtime } = suite;
  const asRuth = await signInToRuntime(runtime.url, ruth);
  const asTheo = await signInToRuntime(runtime.url, theo);
  const asWren = await signInToRuntime(runtime.url, wren);
  const writerId = (await call(asWren, 'query { viewer { id } }'))?.viewer.id as string;
  await clap(asTheo);
  await call(asRuth, 'mutation ($id: ID!) { followUser(targetUserId: $id) { __typename } }', {
    id: writerId,
  });
  await clap(asRuth);
  await call(
    asRuth,
    `mutation ($input: PublishResponseInput!) { publishResponse(input: $input) { __typename } }`,
    {
      input: {
        inResponseToPostId: storyId,
        paragraphs: [{ name: 'r1', type: 'P', text: 'Dear Wren.', markups: [] }],
      },
    },
  );
  const listId = (
    await call(
      asWren,
      'mutation { createCatalog(input: { name: "Field notes", visibility: PUBLIC }) { ... on Catalog { id } } }',
    )
  )?.createCatalog.id as string;
  await call(asTheo, 'mutation ($id: ID!) { followCatalog(catalogId: $id) { __typename } }', { id: listId });
  // A gift redeemed (tests/integration/gifts.test.ts makes it through Stripe): its message, as sent.
  const theoId = (await call(asTheo, 'query { viewer { id } }'))?.viewer.id as string;
  await eventually(
    async () =>
      (await call(asWren, 'query { notificationStatus { unreadNotificationCount } }'))?.notificationStatus
        .unreadNotificationCount as number,
    (count) => count === 4,
  );
  await sqsQueueSender(runtime.sqs.client, runtime.sqs.environment).send('notifications', [
    {
      type: 'notify',
      kind: 'GIFT_RECEIVED',
      ownerId: writerId,
      actorId: theoId,
      giftOrderId: 'order1',
      at: Date.now(),
    },
  ]);
  // Through the local notifications queue: a follower, one aggregated clap notification, a response,
  // a list followed and a gift.
  const unread = await eventually(
    async () =>
      (await call(asWren, 'query { notificationStatus { unreadNotificationCount } }'))?.notificationStatus
        .unreadNotificationCount as number,
    (count) => count === 5,
  );
  expect(unread).toBe(5);

  await signInByEmail(page, runtime.url, wren, '/');
  const badge = page.locator('.header__notifications-badge');
  await badge.filter({ hasText: /^5$/ }).waitFor();

  await page.locator('.header__notifications').click();
  await page.waitForURL(`${runtime.url}/me/notifications`);
  await page.getByRole('heading', { name: 'Notifications' }).waitFor();
  const rows = page.locator('.notification .notification__text');
  await rows.first().waitFor();
  expect(await rows.allTextContents()).toEqual([
    'Theo Okafor gave you a Folio membership',
    'Theo Okafor followed your list Field notes',
    'Ruth Alvarez responded to Letters to nobody',
    'Ruth Alvarez and 1 other clapped for Letters to nobody',
    'Ruth Alvarez started following you',
  ]);
  expect(await page.locator('.notification--unread').count()).toBe(5);
  expect(await page.getByRole('link', { name: 'Field notes' }).getAttribute('href')).toMatch(
    /^\/me\/list\/field-notes-/,
  );
  // Opening the page marked them read: the badge is gone, and stays gone after a reload.
  await badge.waitFor({ state: 'detached' });
  expect(
    (await call(asWren, 'query { notificationStatus { unreadNotificationCount } }'))?.notificationStatus,
  ).toEqual({ unreadNotificationCount: 0 });

  await page.getByRole('tab', { name: 'Responses' }).click();
  await page.getByRole('tabpanel').getByText('Ruth Alvarez responded to Letters to nobody').waitFor();
  expect(await rows.count()).toBe(1);
  await page.getByRole('link', { name: 'Letters to nobody' }).click();
  await page.waitForURL(new RegExp(`/@wren/.*${storyId}$`));

  await page.goto(`${runtime.url}/me/notifications`);
  await waitForHydration(page);
  await rows.first().waitFor();
  expect(await page.locator('.notification--unread').count()).toBe(0);
  expect(await badge.count()).toBe(0);
}, 120_000);
