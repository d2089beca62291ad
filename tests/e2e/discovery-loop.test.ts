import type { Page } from 'playwright-core';
import { makePost, makeUser } from '#fixtures/factories.ts';
import { eventually } from '#fixtures/eventually.ts';
import { publishStory } from '#fixtures/publish-story.ts';
import { batchCall, signInToRuntime, type RuntimeSession } from '#fixtures/runtime-session.ts';
import { browserSuite, waitForHydration } from './browser.ts';
import { signInByEmail } from './sign-in-by-email.ts';

/**
 * Issue #16's loop across its parts, in Chromium through the whole local platform: a new reader picks
 * three topics and For you shows a story of one of them with its reason; she follows its writer, who
 * publishes, and the story arrives under Following and as a notification with the badge; two other
 * readers clap and one responds, and the writer reads them aggregated; she mutes the writer, and he
 * vanishes from her For you, Following, notifications and the tag's recommended stories at once.
 */
const nora = 'nora@folio.example';
const wes = 'wes@folio.example';
const ruth = 'ruth@folio.example';
const theo = 'theo@folio.example';
const people = { wes: '' };
let freshStoryId = '';

const suite = browserSuite({
  prepare: async ({ data }) => {
    const accounts = [
      { username: 'nora', name: 'Nora New', email: nora },
      { username: 'wes', name: 'Wes Writer', email: wes },
      { username: 'ruth_reads', name: 'Ruth Alvarez', email: ruth },
      { username: 'theo', name: 'Theo Okafor', email: theo },
    ];
    for (const account of accounts) {
      const user = await makeUser(data, account);
      await data.entities.claim.put({ kind: 'email', value: account.email, ownerId: user.id }).go();
      if (account.username === 'wes') people.wes = user.id;
    }
    const design = { slug: 'design', displayTitle: 'Design' };
    for (const tag of [design, { slug: 'technology', displayTitle: 'Technology' }])
      await data.entities.tag.put({ ...tag, postCount: tag.slug === 'design' ? 1 : 0 }).go();
    const { post } = await makePost(data, {
      creatorId: people.wes,
      title: 'Shapes of things',
      tags: [design],
    });
    await data.entities.tagPost
      .put({ tagSlug: 'design', postId: post.id, publishedAt: post.firstPublishedAt! })
      .go();
  },
});

const call = async (session: RuntimeSession, query: string, variables: Record<string, unknown> = {}) => {
  const answer = await batchCall(suite.runtime.url, query, variables, session.headers);
  expect(answer.errors).toBeUndefined();
  return answer.data;
};

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const panel = (page: Page) => page.getByRole('tabpanel');

/** Opens the home's tab, looking again (the queues' consumers run on their pollers) until `title` is there. */
async function homeTabShows(page: Page, name: string, title: string) {
  for (let attempt = 0; attempt < 20; attempt++) {
    await page.goto(`${suite.runtime.url}/`);
    await waitForHydration(page);
    await tab(page, name).click();
    const card = panel(page).getByRole('link', { name: title }).first();
    if (
      await card.waitFor({ timeout: 1500 }).then(
        () => true,
        () => false,
      )
    )
      return;
  }
  throw new Error(`${title} never showed under ${name}`);
}

/** The header's badge reads `count`: the page asks the count once it is shown (and every minute), so look again. */
async function badgeShows(page: Page, path: string, count: string) {
  const badge = page.locator('.header__notifications-badge').filter({ hasText: new RegExp(`^${count}$`) });
  for (let attempt = 0; attempt < 20; attempt++) {
    await page.goto(`${suite.runtime.url}${path}`);
    await waitForHydration(page);
    if (
      await badge.waitFor({ timeout: 1500 }).then(
        () => true,
        () => false,
      )
    )
      return;
  }
  throw new Error(`the badge never read ${count}`);
}

const notificationTexts = async (page: Page) => {
  await page.goto(`${suite.runtime.url}/me/notifications`);
  await page.getByRole('heading', { name: 'Notifications' }).waitFor();
  await waitForHydration(page);
  const rows = page.locator('.notification .notification__text');
  await rows.first().waitFor();
  return rows.allTextContents();
};

test('a new reader picks three topics, and For you shows a story of one of them with its reason', async () => {
  const { page, runtime } = suite;
  await signInByEmail(page, runtime.url, nora, '/explore-topics');
  await page.goto(`${runtime.url}/get-started/topics`);
  await waitForHydration(page);
  for (const name of ['Design', 'Technology', 'Writing'])
    await page.getByRole('button', { name, exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(`${runtime.url}/`);
  await waitForHydration(page);

  expect(await tab(page, 'For you').getAttribute('aria-selected')).toBe('true');
  const card = panel(page).locator('.home-feed__item', { hasText: 'Shapes of things' });
  await card.waitFor();
  expect(await card.locator('.home-feed__reason').textContent()).toBe('Because you follow Design');
  // Each followed tag has its tab; the tag's recommended stories hold his story too.
  await tab(page, 'Design').waitFor();
  await page.goto(`${runtime.url}/tag/design/recommended`);
  await page.getByRole('link', { name: 'Shapes of things' }).first().waitFor();
}, 90_000);

test('she follows the writer, who publishes: Following, the badge and the notification', async () => {
  const { page, runtime } = suite;
  await signInByEmail(page, runtime.url, nora, '/@wes');
  const follow = page.locator('.profile-card .follow-button');
  await follow.click();
  await follow.filter({ hasText: /^Following$/ }).waitFor();

  freshStoryId = await publishStory(runtime, people.wes, 'Fresh from Wes');
  await homeTabShows(page, 'Following', 'Fresh from Wes');
  // The followers' notice goes through the notifications queue after the fan-out.
  await badgeShows(page, '/', '1');
  expect(await notificationTexts(page)).toEqual(['Wes Writer published Fresh from Wes']);
  await page.locator('.header__notifications-badge').waitFor({ state: 'detached' });
}, 120_000);

test('two readers clap and one responds: the writer reads them aggregated, the latest clapper named', async () => {
  const { page, runtime } = suite;
  const asRuth = await signInToRuntime(runtime.url, ruth);
  const asTheo = await signInToRuntime(runtime.url, theo);
  const asWes = await signInToRuntime(runtime.url, wes);
  for (const session of [asRuth, asTheo])
    await call(session, 'mutation ($id: ID!) { clap(targetPostId: $id, numClaps: 3) { __typename } }', {
      id: freshStoryId,
    });
  await call(
    asRuth,
    'mutation ($input: PublishResponseInput!) { publishResponse(input: $input) { __typename } }',
    {
      input: {
        inResponseToPostId: freshStoryId,
        paragraphs: [{ name: 'r1', type: 'P', text: 'Lovely shapes.', markups: [] }],
      },
    },
  );
  await eventually(
    async () =>
      (await call(asWes, 'query { notificationStatus { unreadNotificationCount } }'))?.notificationStatus
        .unreadNotificationCount as number,
    (count) => count === 3,
  );

  await signInByEmail(page, runtime.url, wes, '/');
  await page.locator('.header__notifications-badge').filter({ hasText: /^3$/ }).waitFor();
  expect(await notificationTexts(page)).toEqual([
    'Ruth Alvarez responded to Fresh from Wes',
    'Theo Okafor and 1 other clapped for Fresh from Wes',
    'Nora New started following you',
  ]);
}, 120_000);

test('she mutes the writer: he vanishes from For you, Following, her notifications and the tag', async () => {
  const { page, runtime } = suite;
  // From his story's More menu, as a reader would.
  await signInByEmail(page, runtime.url, nora, `/p/${freshStoryId}`);
  await page
    .getByRole('group', { name: 'Story actions' })
    .first()
    .getByRole('button', { name: 'More' })
    .click();
  await page.getByRole('menu', { name: 'More' }).getByRole('menuitem', { name: 'Mute author' }).click();
  await page.getByText("You muted Wes Writer. Their stories won't appear in your feeds.").waitFor();

  await page.goto(`${runtime.url}/`);
  await waitForHydration(page);
  // Both of her feeds held only his stories: each is now empty.
  for (const name of ['For you', 'Following']) {
    await tab(page, name).click();
    await panel(page).locator('.story-list__empty').waitFor();
    expect(
      await panel(page)
        .getByRole('link', { name: /Shapes of things|Fresh from Wes/ })
        .count(),
    ).toBe(0);
  }
  // Her one notification was his publish: hidden at once.
  await page.goto(`${runtime.url}/me/notifications`);
  await waitForHydration(page);
  await page.locator('.notifications__empty').waitFor();
  expect(await page.getByText('Wes Writer published Fresh from Wes').count()).toBe(0);

  await page.goto(`${runtime.url}/tag/design/recommended`);
  await waitForHydration(page);
  await page.locator('.story-list__empty').waitFor();
  expect(await page.getByRole('link', { name: 'Shapes of things' }).count()).toBe(0);
}, 120_000);
