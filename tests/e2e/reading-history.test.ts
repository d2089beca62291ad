import type { Page } from 'playwright-core';
import { makePost, makeUser } from '#fixtures/factories.ts';
import { readingHistoryTexts } from '#web/features/reading-history/texts.ts';
import { browserSuite, waitForHydration } from './browser.ts';
import { signInByEmail } from './sign-in-by-email.ts';

/**
 * Reading history in Chromium through the whole local platform (issue #13): a reader reads a short story
 * to its end and finds it in her reading history; she removes it; paused, a story she reads is not
 * added. A long story she started waits in Resume reading until she reaches its end.
 */
const ruth = 'ruth@folio.example';
/** A second reader, whose history is never paused (the first test leaves Ruth's paused). */
const mina = 'mina@folio.example';
const paths: Record<string, string> = {};

const suite = browserSuite({
  prepare: async ({ data }) => {
    const writer = await makeUser(data, { username: 'ada', name: 'Ada Lovelace' });
    const reader = await makeUser(data, { username: 'ruth', name: 'Ruth Alvarez', email: ruth });
    await data.entities.claim.put({ kind: 'email', value: ruth, ownerId: reader.id }).go();
    const second = await makeUser(data, { username: 'mina', name: 'Mina Osei', email: mina });
    await data.entities.claim.put({ kind: 'email', value: mina, ownerId: second.id }).go();
    for (const title of ['A short walk', 'A second walk']) {
      const { post } = await makePost(
        data,
        { creatorId: writer.id, title, tags: [] },
        { paragraphs: [{ name: 'a1', type: 'P', text: `${title}, and home again.`, markups: [] }] },
      );
      paths[title] = `/@ada/${post.uniqueSlug}`;
    }
    // A long story: its end is far below the first screen.
    const paragraphs = Array.from({ length: 40 }, (_, index) => ({
      name: `p${index}`,
      type: 'P' as const,
      text: `Mile ${index + 1} of a long walk, told slowly.`,
      markups: [],
    }));
    const { post } = await makePost(
      data,
      { creatorId: writer.id, title: 'A long walk', tags: [] },
      { paragraphs },
    );
    paths['A long walk'] = `/@ada/${post.uniqueSlug}`;
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

const resumeReading = async (page: Page, url: string) => {
  await page.goto(`${url}/me/list/currently-reading`);
  await page.getByRole('heading', { name: 'Resume reading', level: 1 }).waitFor();
  return page.locator('.catalog__item').allTextContents();
};

test('a story read for 30 seconds waits in Resume reading until its end is reached', async () => {
  const { page, runtime } = suite;
  await signInByEmail(page, runtime.url, mina, '/me/lists/reading-history');
  // The page's clock is the test's: 30 visible seconds pass at once.
  await page.clock.install();
  const started = page.waitForResponse(
    (response) => response.url().endsWith('/_/batch') && /STARTED/.test(response.request().postData() ?? ''),
  );
  await page.goto(`${runtime.url}${paths['A long walk']}`);
  await waitForHydration(page);
  // The tracker's timer is set once the page's effects ran after hydration; then 30 seconds pass.
  await page.getByRole('group', { name: 'Story actions' }).first().waitFor();
  await page.waitForTimeout(1000);
  await page.clock.runFor(31_000);
  await started;
  expect((await resumeReading(page, runtime.url)).join()).toContain('A long walk');

  const finished = page.waitForResponse(
    (response) => response.url().endsWith('/_/batch') && /FINISHED/.test(response.request().postData() ?? ''),
  );
  await page.goto(`${runtime.url}${paths['A long walk']}`);
  await waitForHydration(page);
  await page.getByText('Mile 40 of a long walk, told slowly.').scrollIntoViewIfNeeded();
  await finished;
  expect((await resumeReading(page, runtime.url)).join()).not.toContain('A long walk');
}, 120_000);
