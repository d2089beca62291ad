import type { Page } from 'playwright-core';
import { makePost, makeUser } from '#fixtures/factories.ts';
import { readingHistoryTexts } from '#web/features/reading-history/texts.ts';
import { browserSuite, waitForHydration } from './browser.ts';
import { signInByEmail } from './sign-in-by-email.ts';

/**
 * Reading history in Chromium through the whole local platform (issue #13): a reader reads a short story
 * to its end and finds it in her reading history; she removes it; paused, a story she reads is not
 * added.
 */
const ruth = 'ruth@folio.example';
const paths: Record<string, string> = {};

const suite = browserSuite({
  prepare: async ({ data }) => {
    const writer = await makeUser(data, { username: 'ada', name: 'Ada Lovelace' });
    const reader = await makeUser(data, { username: 'ruth', name: 'Ruth Alvarez', email: ruth });
    await data.entities.claim.put({ kind: 'email', value: ruth, ownerId: reader.id }).go();
    for (const title of ['A short walk', 'A second walk']) {
      const { post } = await makePost(
        data,
        { creatorId: writer.id, title, tags: [] },
        { paragraphs: [{ name: 'a1', type: 'P', text: `${title}, and home again.`, markups: [] }] },
      );
      paths[title] = `/@ada/${post.uniqueSlug}`;
    }
  },
});

/** Opens a story whose end is on screen at once, and waits until its read was recorded (or not). */
async function readToTheEnd(page: Page, url: string) {
  const recorded = page.waitForResponse(
    (response) =>
      response.url().endsWith('/_/batch') && /RecordPostRead/.test(response.request().postData() ?? ''),
  );
  await page.goto(url);
  await waitForHydration(page);
  await recorded;
}

const historyTitles = (page: Page) => page.locator('.reading-history__title').allTextContents();

test('a story read to its end is in the reading history; Remove takes it out; paused, nothing is added', async () => {
  const { page, runtime } = suite;
  await signInByEmail(page, runtime.url, ruth, '/me/lists/reading-history');
  await page.getByText(readingHistoryTexts.empty).waitFor();

  await readToTheEnd(page, `${runtime.url}${paths['A short walk']}`);
  await page.goto(`${runtime.url}/me/lists/reading-history`);
  await waitForHydration(page);
  expect(await historyTitles(page)).toEqual(['A short walk']);

  await page.getByRole('button', { name: readingHistoryTexts.removeLabel('A short walk') }).click();
  await page.getByText(readingHistoryTexts.empty).waitFor();
  await page.reload();
  await page.getByText(readingHistoryTexts.empty).waitFor();

  await waitForHydration(page);
  await page.getByRole('button', { name: readingHistoryTexts.pause }).click();
  await page.getByText(readingHistoryTexts.paused).waitFor();
  await readToTheEnd(page, `${runtime.url}${paths['A second walk']}`);
  // The customize address shows the same page.
  await page.goto(`${runtime.url}/me/readinghistory`);
  await page.getByText(readingHistoryTexts.paused).waitFor();
  expect(await historyTitles(page)).toEqual([]);
}, 120_000);
