import type { Page } from 'playwright-core';
import { clapLimits, clapMessages } from '#contract/claps.ts';
import { makePost, makeUser, newPostId } from '#fixtures/factories.ts';
import { clapTexts } from '#web/connected/claps/clap-texts.ts';
import { browserSuite, readerUserAgent, waitForHydration } from './browser.ts';
import { signInByEmail } from './sign-in-by-email.ts';

/**
 * Claps in Chromium through the whole local platform (issue #13): a signed-in reader claps a story 50
 * times, the 51st is refused on the page, and a reload shows the exact counts; a tab that fell behind
 * shows the server's refusal; a visitor's clap asks for an account with the clap entry point.
 */
const ruth = 'ruth@folio.example';
const storyId = newPostId();
const storyPath = `/p/${storyId}`;

const suite = browserSuite({
  prepare: async ({ data }) => {
    const writer = await makeUser(data, { username: 'grace', name: 'Grace Hopper' });
    await makePost(data, { id: storyId, creatorId: writer.id, title: 'Nanoseconds', tags: [] });
    const reader = await makeUser(data, { username: 'ruth', name: 'Ruth Reads', email: ruth });
    await data.entities.claim.put({ kind: 'email', value: ruth, ownerId: reader.id }).go();
  },
});

/** The story bar under the byline (the same bar follows the story). */
const bar = (page: Page) => page.getByRole('group', { name: 'Story actions' }).first();
const clapButton = (page: Page) => bar(page).getByRole('button', { name: clapTexts.clap, exact: true });
const total = (page: Page, count: number) =>
  bar(page)
    .getByRole('button', { name: clapTexts.clapsLabel(String(count)) })
    .waitFor();
const viewerClaps = (page: Page, count: number) =>
  bar(page).getByText(clapTexts.viewerClaps(count)).waitFor();

test('a reader claps 50 times; the 51st is refused on the page; a reload shows the exact counts', async () => {
  const { page, runtime } = suite;
  await signInByEmail(page, runtime.url, ruth, storyPath);
  await total(page, 0);
  // A second tab read the story before the claps: it falls behind.
  const behindContext = await page
    .context()
    .browser()!
    .newContext({ viewport: { width: 1280, height: 900 } });
  await behindContext.addCookies(await page.context().cookies());
  const behind = await behindContext.newPage();
  await behind.goto(`${runtime.url}${storyPath}`);
  await waitForHydration(behind);
  await total(behind, 0);

  const answered = page.waitForResponse(
    async (response) =>
      (response.request().postData()?.includes('ClapMutation') ?? false) &&
      JSON.stringify(await response.json()).includes('"viewerClapCount":50'),
  );
  const clap = clapButton(page);
  for (let click = 0; click < clapLimits.perReaderPerStory; click++) await clap.click();
  await total(page, 50);
  await clap.click();
  await page.getByRole('status').getByText(clapMessages.limitReached(0)).waitFor();
  await total(page, 50);
  // Before the reload, the server has answered the group that brought the reader to 50.
  await answered;
  await page.reload();
  await waitForHydration(page);
  await total(page, 50);
  await viewerClaps(page, 50);

  // The tab that fell behind believes it may clap: the server refuses, and the page says so.
  await clapButton(behind).click();
  await behind.getByRole('status').getByText(clapMessages.limitReached(0)).waitFor();
  await total(behind, 50);
  await viewerClaps(behind, 50);
  await behindContext.close();
}, 120_000);

test('a visitor’s clap asks for an account with the clap entry point, and comes back', async () => {
  const { page, runtime } = suite;
  const visitor = await (
    await page
      .context()
      .browser()!
      .newContext({ userAgent: readerUserAgent, viewport: { width: 1280, height: 900 } })
  ).newPage();
  await visitor.goto(`${runtime.url}${storyPath}`);
  await waitForHydration(visitor);
  const clap = bar(visitor).getByRole('link', { name: clapTexts.clap, exact: true });
  const href = new URL((await clap.getAttribute('href'))!, runtime.url);
  expect(href.searchParams.get('source')).toBe('clap');
  expect(href.searchParams.get('operation')).toBe('register');
  expect(href.searchParams.get('redirect')).toBe(storyPath);
  await clap.click();
  await visitor
    .getByRole('dialog')
    .getByRole('heading', { name: 'Create an account to clap for this story.' })
    .waitFor();
  expect(new URL(visitor.url()).pathname).toBe(storyPath);
  await visitor.context().close();
}, 60_000);

test('/p/{postId}/upvotes opens the story with its clappers', async () => {
  const { page, runtime } = suite;
  await page.goto(`${runtime.url}${storyPath}/upvotes`);
  await waitForHydration(page);
  const dialog = page.getByRole('dialog', { name: clapTexts.clappersTitle });
  await dialog.getByRole('link', { name: 'Ruth Reads' }).waitFor();
  await dialog.getByText(clapTexts.clappedTimes(50)).waitFor();
  await dialog.getByRole('button', { name: clapTexts.close }).click();
  await dialog.waitFor({ state: 'hidden' });
}, 60_000);
