import type { Page } from 'playwright-core';
import { makePost, makeUser } from '#fixtures/factories.ts';
import { autosaveTexts } from '#web/features/editor/autosave/autosave-texts.ts';
import { editorTexts } from '#web/features/editor/texts.ts';
import { highlightTexts } from '#web/features/post/components/highlight-texts.ts';
import { responsesTexts } from '#web/connected/responses/texts.ts';
import { browserSuite, waitForHydration } from './browser.ts';
import { signInByEmail } from './sign-in-by-email.ts';

/**
 * Long responses in Chromium through the whole local platform (issue #13, decision 121): a reader
 * starts a response under a story, takes it to the full editor with the text typed so far, finishes it
 * there and publishes it under the story; another selects a passage, chooses Respond, writes under the
 * quoted passage and finds it quoted in the thread.
 */
const ruth = 'ruth@folio.example';
const sentence = 'The sea was calm that morning.';
let storyPath = '';

const suite = browserSuite({
  prepare: async ({ data }) => {
    const writer = await makeUser(data, { username: 'ada', name: 'Ada Lovelace' });
    const reader = await makeUser(data, { username: 'ruth', name: 'Ruth Alvarez', email: ruth });
    await data.entities.claim.put({ kind: 'email', value: ruth, ownerId: reader.id }).go();
    const { post } = await makePost(
      data,
      { creatorId: writer.id, title: 'A calm morning', tags: [] },
      {
        paragraphs: [
          { name: 'h0', type: 'H3', text: 'A calm morning' },
          { name: 'a1', type: 'P', text: `${sentence} We left at dawn.`, markups: [] },
          { name: 'b2', type: 'P', text: 'Nothing else happened.', markups: [] },
        ],
      },
    );
    storyPath = `/@ada/${post.uniqueSlug}`;
  },
});

const section = (page: Page) => page.locator('#responses');
const responseWith = (page: Page, text: string) =>
  section(page).locator('article.response').filter({ hasText: text }).first();
const editorBody = (page: Page) => page.locator('.story-editor [contenteditable="true"]').first();
const saved = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: new RegExp(`^${autosaveTexts.saved}$`) })
    .waitFor();

/** Publishes the response open in the full editor and waits for the story with the toast. */
async function respondFromEditor(page: Page) {
  await saved(page);
  await page.getByRole('button', { name: editorTexts.response.publish, exact: true }).click();
  await page.locator('[data-toast-style="PUBLISH_RESPONSE"]').waitFor();
  await section(page).waitFor();
}

test('a response begun in place goes to the full editor with its text, and is published under the story', async () => {
  const { page, runtime } = suite;
  await signInByEmail(page, runtime.url, ruth, storyPath);
  await waitForHydration(page);
  await section(page).getByRole('button', { name: responsesTexts.placeholder }).click();
  const box = page.getByRole('textbox', { name: responsesTexts.editorLabel });
  await box.waitFor();
  await box.click();
  await page.keyboard.type('I started here.');
  await page.getByRole('button', { name: responsesTexts.openFullEditor }).click();

  // Through /p/{id}/responses/new to the editor, which says what it answers and holds the text.
  await page.waitForURL(/\/new-story\?inResponseToPostId=|\/p\/[0-9a-f]+\/edit$/);
  await waitForHydration(page);
  await page.getByText(editorTexts.response.to).getByRole('link', { name: 'A calm morning' }).waitFor();
  await editorBody(page).getByText('I started here.').waitFor();
  expect(await page.getByRole('textbox', { name: editorTexts.title, exact: true }).count()).toBe(0);
  await page.waitForURL(/\/p\/[0-9a-f]+\/edit$/);
  await editorBody(page).click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('And finished in the full editor.');
  await respondFromEditor(page);

  await page.reload();
  await waitForHydration(page);
  const response = responseWith(page, 'And finished in the full editor.');
  await response.waitFor();
  await response.getByText('I started here.').waitFor();
  await section(page)
    .getByRole('heading', { name: responsesTexts.heading(1) })
    .waitFor();
});

test('highlight → Respond: the quoted passage is above the editor, and above the response in the thread', async () => {
  const { page, runtime } = suite;
  await signInByEmail(page, runtime.url, ruth, storyPath);
  await waitForHydration(page);
  await page.evaluate((wanted) => {
    const paragraph = document.getElementById('a1')!;
    const node = paragraph.firstChild!;
    const start = node.textContent!.indexOf(wanted);
    const range = document.createRange();
    range.setStart(node, start);
    range.setEnd(node, start + wanted.length);
    window.getSelection()!.removeAllRanges();
    window.getSelection()!.addRange(range);
    paragraph.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
  }, sentence);
  await page
    .getByRole('toolbar', { name: highlightTexts.menu })
    .getByRole('button', { name: highlightTexts.respond })
    .click();

  await page.waitForURL(/\/new-story\?inResponseToQuoteId=[0-9a-f]{16}$/);
  await page.locator('blockquote.editor-page__quote', { hasText: sentence }).waitFor();
  await page.getByText(editorTexts.response.to).getByRole('link', { name: 'A calm morning' }).waitFor();
  await editorBody(page).click();
  await page.keyboard.type('Calm seas make for dull stories.');
  await page.waitForURL(/\/p\/[0-9a-f]+\/edit$/);
  await respondFromEditor(page);

  await page.reload();
  await waitForHydration(page);
  const response = responseWith(page, 'Calm seas make for dull stories.');
  await response.locator('blockquote.response__quote', { hasText: sentence }).waitFor();
});

test('a quote id that is not the reader’s own says so, no editor opens; responses/new of no story is a 404', async () => {
  const { page, runtime } = suite;
  await signInByEmail(page, runtime.url, ruth, storyPath);
  await page.goto(`${runtime.url}/new-story?inResponseToQuoteId=ffffffffffffffff`);
  await waitForHydration(page);
  await page.getByRole('alert').filter({ hasText: 'No passage ffffffffffffffff to respond to.' }).waitFor();
  expect(await editorBody(page).count()).toBe(0);
  // No such story: /p/{id}/responses/new answers the 404 page.
  expect((await page.goto(`${runtime.url}/p/0a0a0a0a0a0a0a0a/responses/new`))?.status()).toBe(404);
});
