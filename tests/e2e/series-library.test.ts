import type { Page } from 'playwright-core';
import { makePost, makeUser, newPostId } from '#fixtures/factories.ts';
import { ownerTexts } from '#web/features/lists/components/owner-texts.ts';
import { listsTexts } from '#web/features/lists/texts.ts';
import { seriesPerLibraryPage } from '#web/features/series/api/series-library-query.ts';
import { seriesTexts } from '#web/features/series/texts.ts';
import { texts } from '#web/lib/texts.ts';
import { browserSuite, waitForHydration } from './browser.ts';
import { signInByEmail } from './sign-in-by-email.ts';

/**
 * The series library and a long list in Chromium through the whole local platform (issue #13): a visitor
 * opens /collections, sees the series newest part first, each card with its writer and number of
 * stories, and pages on with Show more; the owner of a list of 40 stories pages through it with Show
 * more and moves a story from the second page into the first, keeping all 40; a reader back from a
 * story she finished finds it marked read in her Reading list, without a reload (the post-read flag).
 */
const ada = 'ada@folio.example';
const ruth = 'ruth@folio.example';
const shortStory: { path: string } = { path: '' };
const seriesCount = seriesPerLibraryPage + 2;
const listId = '2a2b2c2d2e2f2a2b';
const listSize = 40;

const suite = browserSuite({
  prepare: async ({ data }) => {
    const writer = await makeUser(data, { username: 'ada', name: 'Ada Lovelace', email: ada });
    await data.entities.claim.put({ kind: 'email', value: ada, ownerId: writer.id }).go();
    const story = async (title: string) => {
      const id = newPostId();
      await makePost(data, { id, creatorId: writer.id, title, uniqueSlug: `story-${id}`, tags: [] });
      return id;
    };
    // Series 1 is the oldest; the last one holds two stories.
    for (let index = 1; index <= seriesCount; index += 1) {
      const id = newPostId();
      const at = Date.UTC(2026, 0, index);
      const postIds = [await story(`Part one of ${index}`)];
      if (index === seriesCount) postIds.push(await story(`Part two of ${index}`));
      const slug = `series-${index}-${id}`;
      await makePost(
        data,
        {
          id,
          creatorId: writer.id,
          title: `Series ${index}`,
          subtitle: `About ${index}`,
          uniqueSlug: slug,
          visibility: 'UNLISTED',
          isSeries: true,
          sequenceSlug: slug,
          tags: [],
        },
        { paragraphs: null },
      );
      await data.entities.sequence
        .create({
          id,
          creatorId: writer.id,
          sequenceSlug: slug,
          postIds,
          version: 1,
          createdAt: at,
          updatedAt: at,
          latestAddedAt: at,
        })
        .go();
    }
    // Ruth's Reading list holds a short story: its end is on screen as soon as it opens.
    const reader = await makeUser(data, { username: 'ruth', name: 'Ruth Alvarez', email: ruth });
    await data.entities.claim.put({ kind: 'email', value: ruth, ownerId: reader.id }).go();
    const { post: short } = await makePost(
      data,
      { creatorId: writer.id, title: 'A short walk', tags: [] },
      { paragraphs: [{ name: 'a1', type: 'P', text: 'A short walk, and home again.', markups: [] }] },
    );
    shortStory.path = `/@ada/${short.uniqueSlug}`;
    await data.entities.catalog
      .create({
        id: `predefined:${reader.id}:READING_LIST`,
        creatorId: reader.id,
        predefined: 'READING_LIST',
        name: 'Reading list',
        description: '',
        visibility: 'PRIVATE',
        items: [{ catalogItemId: 'saved1', type: 'POST', entityId: short.id, addedAt: 1 }],
        version: 1,
        createdAt: 1,
        updatedAt: 1,
      })
      .go();
    const items = [];
    for (let index = 1; index <= listSize; index += 1)
      items.push({
        catalogItemId: `item${index}`,
        type: 'POST' as const,
        entityId: await story(`Listed ${index}`),
        addedAt: 1,
      });
    await data.entities.catalog
      .create({
        id: listId,
        creatorId: writer.id,
        name: 'Forty stories',
        description: 'A long list',
        visibility: 'PUBLIC',
        items,
        version: 1,
        createdAt: 1,
        updatedAt: 1,
      })
      .go();
  },
});

const cardTitles = (page: Page) => page.locator('.series-card .post-card__title').allTextContents();
const itemTitles = (page: Page) => page.locator('.catalog__item .post-card__title').allTextContents();
const showMore = (page: Page) => page.getByRole('button', { name: texts.showMore });

test('a visitor opens the series library, newest part first, and pages on with Show more', async () => {
  const { page, runtime } = suite;
  const response = await page.goto(`${runtime.url}/collections`);
  // A public listing: CloudFront keeps it for visitors.
  expect(response?.headers()['x-folio-cache-decision']).toBe('library');
  await page.getByRole('heading', { name: seriesTexts.libraryTitle, level: 1 }).waitFor();
  const newest = Array.from({ length: seriesCount }, (_, index) => `Series ${seriesCount - index}`);
  expect(await cardTitles(page)).toEqual(newest.slice(0, seriesPerLibraryPage));
  const top = page.locator('.series-card').first();
  expect(await top.textContent()).toContain(`About ${seriesCount}`);
  expect(await top.textContent()).toContain('Ada Lovelace');
  expect(await top.textContent()).toContain(seriesTexts.parts(2));

  await waitForHydration(page);
  await showMore(page).click();
  await page
    .locator('.series-card')
    .nth(seriesCount - 1)
    .waitFor();
  expect(await cardTitles(page)).toEqual(newest);
  await showMore(page).waitFor({ state: 'detached' });

  await page
    .getByRole('link', { name: `Series ${seriesCount}` })
    .first()
    .click();
  await page.waitForURL(/\/series\/series-\d+-[0-9a-f]+$/);
  await page.locator('.series__part').nth(1).waitFor();
});

test('the owner of a 40-story list pages through it and moves a story from page two into page one', async () => {
  const { page, runtime } = suite;
  const listed = Array.from({ length: listSize }, (_, index) => `Listed ${index + 1}`);
  await signInByEmail(page, runtime.url, ada, `/me/list/forty-stories-${listId}`);
  await page.getByRole('heading', { name: 'Forty stories', level: 1 }).waitFor();
  expect(await itemTitles(page)).toEqual(listed.slice(0, 15));
  await waitForHydration(page);
  await showMore(page).click();
  await page.locator('.catalog__item').nth(29).waitFor();
  await showMore(page).click();
  await page
    .locator('.catalog__item')
    .nth(listSize - 1)
    .waitFor();
  expect(await itemTitles(page)).toEqual(listed);
  await showMore(page).waitFor({ state: 'detached' });

  // Listed 16 opened page two: Move up puts it before Listed 15, on page one.
  await page.getByRole('button', { name: ownerTexts.moveUp('Listed 16') }).click();
  await page.waitForFunction(
    () => document.querySelectorAll('.catalog__item .post-card__title')[14]?.textContent === 'Listed 16',
  );
  const moved = [...listed.slice(0, 14), 'Listed 16', 'Listed 15', ...listed.slice(16)];
  expect(await itemTitles(page)).toEqual(moved);

  await page.reload();
  await page.getByRole('heading', { name: 'Forty stories', level: 1 }).waitFor();
  await waitForHydration(page);
  await showMore(page).click();
  await page.locator('.catalog__item').nth(29).waitFor();
  await showMore(page).click();
  await page
    .locator('.catalog__item')
    .nth(listSize - 1)
    .waitFor();
  expect(await itemTitles(page)).toEqual(moved);
});

test('a reader back from a story she finished finds it marked read in her Reading list, without a reload', async () => {
  const { page, runtime } = suite;
  await signInByEmail(page, runtime.url, ruth, '/me/list/reading-list');
  const card = page.locator('.catalog__item').filter({ hasText: 'A short walk' });
  await card.waitFor();
  await waitForHydration(page);
  expect(await card.getByText(listsTexts.read, { exact: true }).count()).toBe(0);

  const finished = page.waitForResponse(
    (response) => response.url().endsWith('/_/batch') && /FINISHED/.test(response.request().postData() ?? ''),
  );
  await card
    .getByRole('link', { name: /A short walk/ })
    .first()
    .click();
  await page.waitForURL(`${runtime.url}${shortStory.path}`);
  await finished;
  // Back in the browser's history: the router shows the list from the cache, and the flag reads it again.
  await page.goBack();
  await card.getByText(listsTexts.read, { exact: true }).waitFor();
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
});
