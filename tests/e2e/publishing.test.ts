import type { Browser, Page } from 'playwright-core';
import { createPostsRepository } from '#functions/posts/repository.ts';
import { makeCollection, makeUser } from '#fixtures/factories.ts';
import { autosaveTexts } from '#web/features/editor/autosave/autosave-texts.ts';
import { publishTexts } from '#web/features/editor/components/publish/publish-texts.ts';
import { submissionTexts } from '#web/features/publication/components/submission-texts.ts';
import { browserSuite, readerUserAgent, waitForHydration } from './browser.ts';
import { signInByEmail } from './sign-in-by-email.ts';

/**
 * Publishing in Chromium through the whole local platform (issue #12): a writer publishes a new story
 * with three tags (one picked from the suggestions) and member-only on; it is on her profile, the home
 * page and the tag's listing; a visitor reads its preview and a member all of it. A story submitted to
 * a publication waits for its editor, who approves it from the publication's home.
 */
const ada = 'ada@folio.example';
const mary = 'mary@folio.example';
const grace = 'grace@folio.example';
const paragraphs = Array.from({ length: 8 }, (_, index) => `Paragraph ${index + 1} of the engine notes.`);

const suite = browserSuite({
  prepare: async ({ data }) => {
    const writer = await makeUser(data, { username: 'ada', name: 'Ada Lovelace', email: ada });
    const member = await makeUser(data, {
      username: 'mary',
      name: 'Mary Somerville',
      email: mary,
      tier: 'MEMBER',
    });
    const editor = await makeUser(data, { username: 'grace', name: 'Grace Hopper', email: grace });
    for (const [user, address] of [
      [writer, ada],
      [member, mary],
      [editor, grace],
    ] as const) {
      await data.entities.claim.put({ kind: 'email', value: address, ownerId: user.id }).go();
    }
    await data.entities.tag.put({ slug: 'data', displayTitle: 'Data', postCount: 3 }).go();
    const compiler = await makeCollection(data, {
      slug: 'the-compiler',
      name: 'The Compiler',
      creatorId: editor.id,
    });
    await data.entities.follow
      .create({
        followerId: writer.id,
        targetKind: 'collection',
        targetId: compiler.id,
        createdAt: Date.now(),
      })
      .go();
  },
});

const title = (page: Page) => page.getByRole('textbox', { name: 'Title', exact: true });
const body = (page: Page) => page.locator('[contenteditable="true"]').first();
const dialog = (page: Page) => page.getByRole('dialog', { name: publishTexts.dialogLabel });

/** Writes a story in the editor and waits until it is saved. */
async function writeStory(page: Page, storyTitle: string) {
  await page.goto(`${suite.runtime.url}/new-story`);
  await waitForHydration(page);
  await title(page).fill(storyTitle);
  await body(page).click();
  for (const [index, text] of paragraphs.entries()) {
    if (index > 0) await page.keyboard.press('Enter');
    await page.keyboard.type(text);
  }
  await page
    .getByRole('status')
    .filter({ hasText: new RegExp(`^${autosaveTexts.saved}$`) })
    .waitFor();
}

async function openPublishDialog(page: Page) {
  await page.getByRole('button', { name: publishTexts.publish, exact: true }).click();
  await dialog(page).getByRole('combobox', { name: publishTexts.tags }).waitFor();
}

/** A page of its own (its own cookies), with a reader's user agent. */
async function otherReader(browser: Browser) {
  const context = await browser.newContext({
    userAgent: readerUserAgent,
    viewport: { width: 1280, height: 900 },
  });
  return context.newPage();
}

let storyPath = '';
let storyId = '';

test('a writer publishes a member-only story with three tags, one of them suggested', async () => {
  const { page, runtime } = suite;
  await signInByEmail(page, runtime.url, ada, '/');
  await writeStory(page, 'Notes on the engine');
  storyId = /\/p\/([0-9a-f]+)\/edit$/.exec(page.url())![1]!;
  await openPublishDialog(page);
  const publishing = dialog(page);
  expect(await publishing.getByText('Notes on the engine').count()).toBe(1);
  expect(await publishing.getByText(paragraphs[0]!).count()).toBe(1);

  const tags = publishing.getByRole('combobox', { name: publishTexts.tags });
  await tags.fill('Da');
  await publishing.getByRole('option', { name: /^Data/ }).click();
  await tags.fill('Compilers');
  await tags.press('Enter');
  await tags.fill('kernel   notes');
  await tags.press('Enter');
  const chosen = publishing.getByRole('list', { name: publishTexts.tags }).getByRole('listitem');
  expect(await chosen.allTextContents()).toEqual(['Data×', 'Compilers×', 'kernel notes×']);
  const memberOnly = publishing.getByRole('switch', { name: publishTexts.memberOnly });
  await publishing.getByText(publishTexts.memberOnly, { exact: true }).click();
  expect(await memberOnly.isChecked()).toBe(true);
  if (process.env.FOLIO_SCREENSHOTS)
    await page.screenshot({ path: `${process.env.FOLIO_SCREENSHOTS}/publish-dialog.png` });
  await publishing.getByRole('button', { name: publishTexts.publishNow }).click();

  await page.waitForURL((url) => url.pathname === '/m/share/success');
  await page.getByText('Your story is published.').waitFor();
  await page.getByRole('link', { name: 'View story' }).click();
  await page.waitForURL(/\/@ada\/notes-on-the-engine-[0-9a-f]+$/);
  storyPath = new URL(page.url()).pathname;
  await page.getByRole('heading', { name: 'Notes on the engine' }).waitFor();
  await page.getByText(paragraphs[7]!).waitFor();

  // On her profile and on the home page (a visitor's: her own For you leaves her stories out, decision
  // 212); in each tag's listing.
  await page.goto(`${runtime.url}/@ada`);
  await page.getByRole('link', { name: 'Notes on the engine' }).first().waitFor();
  const visitor = await otherReader(page.context().browser()!);
  await visitor.goto(`${runtime.url}/`);
  await visitor.getByRole('link', { name: 'Notes on the engine' }).first().waitFor();
  await visitor.context().close();
  const posts = createPostsRepository(runtime.data);
  for (const tag of ['data', 'compilers', 'kernel-notes']) {
    const listed = await posts.postsByTag(tag, { limit: 10, cursor: null });
    expect(listed.items.map((item) => item.postId)).toEqual([storyId]);
  }
}, 120_000);

test('a visitor reads the member-only story’s preview; a member reads all of it', async () => {
  const { page, runtime } = suite;
  const browser = page.context().browser()!;
  const visitor = await otherReader(browser);
  await visitor.goto(`${runtime.url}${storyPath}`);
  await visitor.getByRole('heading', { name: 'Notes on the engine' }).waitFor();
  const storyBody = visitor.locator('.post-body');
  expect(await storyBody.getByText(paragraphs[0]!).count()).toBe(1);
  expect(await storyBody.getByText(paragraphs[7]!).count()).toBe(0);
  expect(await visitor.content()).not.toContain(paragraphs[7]);
  await visitor.context().close();

  await signInByEmail(page, runtime.url, mary, storyPath);
  await page.getByText(paragraphs[7]!).waitFor();
}, 90_000);

test('a story submitted to a followed publication waits for its editor', async () => {
  const { page, runtime } = suite;
  await signInByEmail(page, runtime.url, ada, '/');
  await writeStory(page, 'A compiler story');
  await openPublishDialog(page);
  const publishing = dialog(page);
  await publishing
    .getByLabel(publishTexts.publication)
    .selectOption({ label: 'The Compiler (submit for review)' });
  await publishing.getByText(publishTexts.submitHint).waitFor();
  await publishing.getByRole('button', { name: publishTexts.submitNow }).click();
  await page.waitForURL((url) => url.pathname === '/m/share/success');
  await page
    .getByText(
      'Your story is published and submitted to The Compiler. Until its editors approve it, it is on your profile.',
    )
    .waitFor();

  // The publication's editor finds it waiting on the publication's home, approves it, and it joins it.
  const editor = await otherReader(page.context().browser()!);
  await signInByEmail(editor, runtime.url, grace, '/the-compiler');
  const review = editor.getByRole('region', { name: submissionTexts.heading });
  await review.getByRole('link', { name: 'A compiler story' }).waitFor();
  await review.getByRole('button', { name: submissionTexts.approveStory('A compiler story') }).click();
  await editor.getByText(submissionTexts.approved('A compiler story', 'The Compiler')).waitFor();
  await review.waitFor({ state: 'detached' });
  await editor.locator('.story-list').getByRole('link', { name: 'A compiler story' }).first().waitFor();
  await editor.goto(`${runtime.url}/the-compiler/stories/submissions`);
  await editor.getByRole('heading', { name: 'Submissions to The Compiler' }).waitFor();
  await editor.getByText(submissionTexts.none).waitFor();
  await editor.context().close();
}, 120_000);
