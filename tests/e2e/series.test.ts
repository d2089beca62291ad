import type { Page } from 'playwright-core';
import { makePost, makeUser, newPostId } from '#fixtures/factories.ts';
import { seriesBarTexts } from '#web/features/post/components/series-bar-texts.ts';
import { writerTexts } from '#web/features/series/components/writer-texts.ts';
import { seriesTexts } from '#web/features/series/texts.ts';
import { seriesTabTexts } from '#web/features/user-profile/components/series-texts.ts';
import { browserSuite, readerUserAgent, waitForHydration } from './browser.ts';
import { signInByEmail } from './sign-in-by-email.ts';

/**
 * Series in Chromium through the whole local platform (issue #12): a writer with three published
 * stories starts a series on her profile's series tab, adds them and puts them in order; a visitor opens
 * the series and reads it part by part through /s/{sequenceSlug}/{postId}, forwards and back. Her
 * draft is never offered nor listed.
 */
const ada = 'ada@folio.example';
const parts = ['Ownership', 'Borrowing', 'Lifetimes'] as const;
const draftTitle = 'Unfinished: async';

const suite = browserSuite({
  prepare: async ({ data }) => {
    const writer = await makeUser(data, { username: 'ada', name: 'Ada Lovelace', email: ada });
    await data.entities.claim.put({ kind: 'email', value: ada, ownerId: writer.id }).go();
    for (const [index, title] of parts.entries()) {
      const id = newPostId();
      const publishedAt = Date.UTC(2026, 0, 1 + index);
      await makePost(data, {
        id,
        creatorId: writer.id,
        title,
        uniqueSlug: `${title.toLowerCase()}-${id}`,
        tags: [],
        firstPublishedAt: publishedAt,
        updatedAt: publishedAt,
      });
    }
    await makePost(data, {
      creatorId: writer.id,
      title: draftTitle,
      status: 'DRAFT',
      firstPublishedAt: undefined,
    });
  },
});

const partTitles = (page: Page) => page.locator('.series__part .post-card__title').allTextContents();

/** Opens "Add a story", picks `title` and waits until it is the series' last part. */
async function addStory(page: Page, title: string) {
  await page.getByRole('button', { name: writerTexts.addStory }).click();
  const picker = page.getByLabel(writerTexts.choose);
  await picker.waitFor();
  expect(await picker.locator('option').allTextContents()).not.toContain(draftTitle);
  await picker.selectOption({ label: title });
  await page.getByRole('button', { name: writerTexts.add, exact: true }).click();
  await page.locator('.series__part').filter({ hasText: title }).waitFor();
}

let seriesPath = '';

test('a writer starts a series on her profile, adds three stories and puts them in order', async () => {
  const { page, runtime } = suite;
  await signInByEmail(page, runtime.url, ada, '/@ada/series');
  await page.getByRole('button', { name: seriesTabTexts.newSeries }).click();
  await page.getByLabel(seriesTabTexts.title).fill('Learning Rust');
  await page.getByLabel(seriesTabTexts.description).fill('A year of notes on the language.');
  await page.getByRole('button', { name: seriesTabTexts.create }).click();
  await page.waitForURL(/\/series\/learning-rust-[0-9a-f]+$/);
  seriesPath = new URL(page.url()).pathname;
  await page.getByRole('heading', { name: 'Learning Rust' }).waitFor();

  await addStory(page, 'Borrowing');
  await addStory(page, 'Ownership');
  await addStory(page, 'Lifetimes');
  expect(await partTitles(page)).toEqual(['Borrowing', 'Ownership', 'Lifetimes']);
  await page.getByRole('button', { name: writerTexts.moveUpStory('Ownership') }).click();
  await page.waitForFunction(
    () => document.querySelector('.series__part .post-card__title')?.textContent === 'Ownership',
  );
  expect(await partTitles(page)).toEqual(['Ownership', 'Borrowing', 'Lifetimes']);

  // The order is the server's: a reload shows it.
  await page.reload();
  await waitForHydration(page);
  expect(await partTitles(page)).toEqual(['Ownership', 'Borrowing', 'Lifetimes']);
  // The series is on her profile's series tab.
  await page.goto(`${runtime.url}/@ada/series`);
  await page
    .getByRole('link', { name: /Learning Rust/ })
    .first()
    .waitFor();
}, 120_000);

test('a visitor reads the series part by part, forwards and back', async () => {
  const { page, runtime } = suite;
  const visitor = await (
    await page
      .context()
      .browser()!
      .newContext({ userAgent: readerUserAgent, viewport: { width: 1280, height: 900 } })
  ).newPage();
  await visitor.goto(`${runtime.url}${seriesPath}`);
  await visitor.getByRole('heading', { name: 'Learning Rust' }).waitFor();
  await visitor.getByText('A year of notes on the language.').waitFor();
  expect(await partTitles(visitor)).toEqual(['Ownership', 'Borrowing', 'Lifetimes']);
  expect(await visitor.content()).not.toContain(draftTitle);
  // Readers get no writer's tools.
  expect(await visitor.getByRole('button', { name: writerTexts.addStory }).count()).toBe(0);
  await waitForHydration(visitor);

  const bar = visitor.getByRole('navigation', { name: seriesBarTexts.label });
  await visitor.getByRole('link', { name: seriesTexts.startReading }).click();
  for (const [index, title] of parts.entries()) {
    await visitor.waitForURL(new RegExp(`/s/learning-rust-[0-9a-f]+/${title.toLowerCase()}-[0-9a-f]+$`));
    await visitor.getByRole('heading', { name: title, level: 1 }).waitFor();
    await bar.getByText(`${seriesBarTexts.part(index + 1, 3)}Learning Rust`).waitFor();
    if (index < parts.length - 1) await bar.locator('a[rel="next"]').click();
  }
  expect(await bar.locator('a[rel="next"]').count()).toBe(0);
  for (const title of ['Borrowing', 'Ownership']) {
    await bar.locator('a[rel="prev"]').click();
    await visitor.getByRole('heading', { name: title, level: 1 }).waitFor();
  }
  expect(await bar.locator('a[rel="prev"]').count()).toBe(0);

  // The story's own address shows the same bar, and the bar leads back to the series.
  await bar.getByRole('link', { name: 'Learning Rust' }).click();
  await visitor.waitForURL((url) => url.pathname === seriesPath);
  await visitor.goto(`${runtime.url}/@ada`);
  await visitor.getByRole('link', { name: 'Lifetimes' }).first().click();
  await bar.getByText(`${seriesBarTexts.part(3, 3)}Learning Rust`).waitFor();
  await visitor.context().close();
}, 120_000);
