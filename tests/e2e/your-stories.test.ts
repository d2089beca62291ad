import type { Locator } from 'playwright-core';
import { makePost, makeUser } from '#fixtures/factories.ts';
import { formatDate } from '#web/lib/format/date.ts';
import { browserSuite, waitForHydration } from './browser.ts';
import { signInByEmail } from './sign-in-by-email.ts';

/**
 * Your stories in Chromium through the whole local platform (issue #12, spec 3 §2, spec 2 "Other"): a
 * writer with eleven drafts and two published stories sees her shelves with their counts, pages through
 * the drafts, deletes a story (MOVE_POST_TO_TRASH, whose Undo brings it back), deletes it again, finds
 * it in the trash with the day it is purged, restores it to the undelete address (UNDELETE_POST), and
 * pins and unpins a published story.
 */
const ada = 'ada@folio.example';
const day = 24 * 3600 * 1000;

const suite = browserSuite({
  prepare: async ({ data }) => {
    const writer = await makeUser(data, { username: 'ada', name: 'Ada Lovelace', email: ada });
    await data.entities.claim.put({ kind: 'email', value: ada, ownerId: writer.id }).go();
    const start = Date.UTC(2026, 0, 1);
    for (let index = 1; index <= 11; index += 1) {
      const at = start + index * day;
      await makePost(data, {
        creatorId: writer.id,
        title: `Draft ${String(index).padStart(2, '0')}`,
        status: 'DRAFT',
        tags: [],
        firstPublishedAt: undefined,
        latestPublishedAt: undefined,
        createdAt: at,
        updatedAt: at,
      });
    }
    // Without tags: only a publish writes the tag items the trash moves (tests/integration/your-stories).
    for (const [index, title] of ['Engines of thought', 'Notes on the analytical engine'].entries()) {
      const at = start + (20 + index) * day;
      await makePost(data, {
        creatorId: writer.id,
        title,
        tags: [],
        firstPublishedAt: at,
        latestPublishedAt: at,
        createdAt: at,
        updatedAt: at,
      });
    }
  },
});

const tab = (label: string) => suite.page.locator('.settings-tabs__link', { hasText: label });
const rows = () => suite.page.locator('.story-row');
const row = (title: string) =>
  rows().filter({ has: suite.page.locator('.story-row__title', { hasText: title }) });
const toast = (style: string) => suite.page.locator(`[data-toast-style="${style}"]`);

/** Waits until the locator shows the text; a timeout says what it showed instead. */
async function waitForText(locator: Locator, text: RegExp) {
  try {
    await locator.filter({ hasText: text }).first().waitFor();
  } catch (error) {
    const shown = await locator.allTextContents();
    throw new Error(`Expected ${text}, the page shows ${JSON.stringify(shown)}`, { cause: error });
  }
}

async function counts(expected: string[]) {
  for (const text of expected)
    await waitForText(suite.page.locator('.settings-tabs__link'), new RegExp(`^${text}$`));
}

async function choose(title: string, item: string) {
  await row(title).getByRole('button', { name: 'More actions' }).click();
  await suite.page.getByRole('menu', { name: 'More actions' }).getByRole('menuitem', { name: item }).click();
}

async function deleteStory(title: string) {
  await choose(title, 'Delete story');
  await row(title).getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
  const moved = toast('MOVE_POST_TO_TRASH');
  await waitForText(moved.locator('p'), new RegExp(`^“${title}” moved to trash\\.$`));
  await row(title).waitFor({ state: 'detached' });
  return moved;
}

test('a writer pages her drafts, deletes a story, undoes it, restores it from the trash', async () => {
  const { page, runtime } = suite;
  await signInByEmail(page, runtime.url, ada, '/me/stories');
  await counts(['Drafts 11', 'Published 2', 'Responses 0', 'Unlisted 0', 'Deleted 0']);
  expect(await tab('Drafts').getAttribute('aria-current')).toBe('page');
  expect(await page.getByRole('link', { name: 'Write a story' }).getAttribute('href')).toBe('/new-story');
  // Newest edited first, ten a page.
  await waitForText(rows(), /Draft 11/);
  expect(await rows().count()).toBe(10);
  await page.getByRole('button', { name: 'Show more' }).click();
  await row('Draft 01').waitFor();
  expect(await rows().count()).toBe(11);
  expect(await row('Draft 01').getByRole('link').getAttribute('href')).toMatch(/^\/p\/[0-9a-f]{12}\/edit$/);

  await tab('Published').click();
  await page.waitForURL((url) => url.pathname === '/me/stories/public');
  await row('Engines of thought').waitFor();
  const moved = await deleteStory('Engines of thought');
  await counts(['Published 1', 'Deleted 1']);
  await moved.getByRole('button', { name: 'Undo' }).click();
  await row('Engines of thought').waitFor();
  await counts(['Published 2', 'Deleted 0']);

  // Deleted again, it waits in the trash, with the day it goes for good.
  await deleteStory('Engines of thought');
  const purgeDay = formatDate(Math.floor((Date.now() + 14 * day) / 1000));
  await tab('Deleted').click();
  await page.waitForURL((url) => url.pathname === '/me/stories/deleted');
  await waitForText(
    row('Engines of thought').locator('.story-row__state'),
    new RegExp(`Deleted for good on ${purgeDay}`),
  );

  // The addresses the app takes, to see the undelete address before it is cleaned from the bar.
  await page.evaluate(() => {
    const pushState = window.history.pushState.bind(window.history);
    const taken: string[] = [];
    Object.assign(window, { taken });
    window.history.pushState = (state, unused, url) => {
      taken.push(String(url));
      pushState(state, unused, url);
    };
  });
  await row('Engines of thought').getByRole('button', { name: 'Restore' }).click();
  const restored = toast('UNDELETE_POST');
  await waitForText(restored.locator('p'), /^“Engines of thought” restored\.$/);
  const taken = await page.evaluate(() => (window as unknown as { taken: string[] }).taken);
  const undelete = new URL(taken.at(-1)!, runtime.url);
  expect(undelete.pathname).toBe('/me/stories/deleted');
  expect(Object.fromEntries(undelete.searchParams)).toEqual({
    undeletedPost: 'true',
    undeletedPostId: expect.stringMatching(/^[0-9a-f]{12}$/),
    undeletedPostTitle: 'Engines of thought',
    tab: 'public',
  });
  await page.waitForURL((url) => url.pathname === '/me/stories/deleted' && url.search === '');
  await row('Engines of thought').waitFor({ state: 'detached' });
  await tab('Published').click();
  await row('Engines of thought').waitFor();
  await counts(['Published 2', 'Deleted 0']);
}, 120_000);

test('the undelete address shows UNDELETE_POST when loaded, and its Undo moves the story back to the trash', async () => {
  const { page, runtime } = suite;
  await signInByEmail(page, runtime.url, ada, '/me/stories/public');
  await row('Notes on the analytical engine').waitFor();
  const postId = await row('Notes on the analytical engine').getAttribute('data-post-id');
  const query = new URLSearchParams({
    undeletedPost: 'true',
    undeletedPostId: postId!,
    undeletedPostTitle: 'Notes on the analytical engine',
    tab: 'public',
  });
  await page.goto(`${runtime.url}/me/stories/deleted?${query}`);
  await waitForHydration(page);
  const restored = toast('UNDELETE_POST');
  await waitForText(restored.locator('p'), /^“Notes on the analytical engine” restored\.$/);
  await page.waitForURL((url) => url.pathname === '/me/stories/deleted' && url.search === '');
  await restored.getByRole('button', { name: 'Undo' }).click();
  await row('Notes on the analytical engine').waitFor();
  await counts(['Deleted 1']);

  // Back out of the trash for the next test.
  await row('Notes on the analytical engine').getByRole('button', { name: 'Restore' }).click();
  await toast('UNDELETE_POST').waitFor();
  await row('Notes on the analytical engine').waitFor({ state: 'detached' });
}, 90_000);

test('a writer pins a published story and unpins it; both last', async () => {
  const { page, runtime } = suite;
  await signInByEmail(page, runtime.url, ada, '/me/stories/public');
  const state = () => row('Notes on the analytical engine').locator('.story-row__state');
  await row('Notes on the analytical engine').waitFor();
  await choose('Notes on the analytical engine', 'Pin to profile');
  await waitForText(toast('MESSAGE').locator('p'), /is pinned to your profile\.$/);
  await waitForText(state(), /Pinned/);
  await page.reload();
  await waitForHydration(page);
  await waitForText(state(), /Pinned/);

  await choose('Notes on the analytical engine', 'Unpin from profile');
  await waitForText(toast('MESSAGE').locator('p'), /is no longer pinned\.$/);
  await page.reload();
  await waitForHydration(page);
  await row('Notes on the analytical engine').waitFor();
  expect(await state().textContent()).not.toContain('Pinned');
}, 90_000);

test('a visitor is asked to sign in; an unknown shelf is the 404 page', async () => {
  const { page, runtime } = suite;
  await page.goto(`${runtime.url}/me/stories`);
  await waitForHydration(page);
  await page.getByText('Sign in to see your stories.').waitFor();
  const missing = await page.goto(`${runtime.url}/me/stories/trash`);
  expect(missing?.status()).toBe(404);
}, 60_000);
