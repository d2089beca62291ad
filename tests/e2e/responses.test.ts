import type { Page } from 'playwright-core';
import { makePost, makeUser, newPostId } from '#fixtures/factories.ts';
import { responseMessages } from '#contract/responses.ts';
import { responsesTexts } from '#web/connected/responses/texts.ts';
import { browserSuite, waitForHydration } from './browser.ts';
import { signInByEmail } from './sign-in-by-email.ts';

/**
 * Threaded responses in Chromium through the whole local platform (issue #13): a reader responds to a
 * story and replies three levels deep, and after a reload all of it is there; the story's writer hides
 * a response and Undo brings it back; a story closed to responses says so.
 */
const ada = 'ada@folio.example';
const ruth = 'ruth@folio.example';
const storyPath = (id: string) => `/@ada/the-engine-${id}`;
let openId = '';
let closedId = '';

const suite = browserSuite({
  prepare: async ({ data }) => {
    const writer = await makeUser(data, { username: 'ada', name: 'Ada Lovelace', email: ada });
    const reader = await makeUser(data, { username: 'ruth', name: 'Ruth Alvarez', email: ruth });
    await data.entities.claim.put({ kind: 'email', value: ada, ownerId: writer.id }).go();
    await data.entities.claim.put({ kind: 'email', value: ruth, ownerId: reader.id }).go();
    openId = newPostId();
    closedId = newPostId();
    for (const [id, allowResponses] of [
      [openId, true],
      [closedId, false],
    ] as const) {
      await makePost(data, {
        id,
        creatorId: writer.id,
        title: 'The engine',
        uniqueSlug: `the-engine-${id}`,
        tags: [],
        allowResponses,
      });
    }
  },
});

const section = (page: Page) => page.locator('#responses');
const responseWith = (page: Page, text: string) =>
  section(page)
    .locator('article.response')
    .filter({ has: page.getByText(text, { exact: true }) })
    .first();
const toast = (page: Page, style: string) => page.locator(`[data-toast-style="${style}"]`);

/** Writes `text` in the open editor and sends it with `button`. */
async function write(page: Page, text: string, button: string) {
  const box = page.getByRole('textbox', { name: responsesTexts.editorLabel });
  await box.waitFor();
  await box.click();
  await page.keyboard.type(text);
  await page.locator('.response-editor').getByRole('button', { name: button, exact: true }).click();
}

const levels = ['A response at the top.', 'A reply to it.', 'A reply to the reply.'];

test('a reader responds and replies three levels deep; after a reload all of it is there', async () => {
  const { page, runtime } = suite;
  await signInByEmail(page, runtime.url, ruth, storyPath(openId));
  await section(page)
    .getByRole('heading', { name: responsesTexts.heading(0) })
    .waitFor();
  await section(page).getByRole('button', { name: responsesTexts.placeholder }).click();
  await write(page, levels[0]!, responsesTexts.respond);
  await toast(page, 'PUBLISH_RESPONSE').waitFor();
  await responseWith(page, levels[0]!).waitFor();
  for (const [index, text] of levels.slice(1).entries()) {
    await responseWith(page, levels[index]!)
      .getByRole('button', { name: responsesTexts.reply })
      .last()
      .click();
    await write(page, text, responsesTexts.reply);
    await responseWith(page, text).waitFor();
  }

  await page.reload();
  await waitForHydration(page);
  await section(page)
    .getByRole('heading', { name: responsesTexts.heading(1) })
    .waitFor();
  await responseWith(page, levels[0]!).waitFor();
  for (const [index, text] of levels.slice(1).entries()) {
    await responseWith(page, levels[index]!)
      .getByRole('button', { name: responsesTexts.replies(1) })
      .first()
      .click();
    await responseWith(page, text).waitFor();
  }
}, 120_000);

test('the story’s writer hides a response and Undo brings it back', async () => {
  const { page, runtime } = suite;
  await signInByEmail(page, runtime.url, ada, storyPath(openId));
  const response = responseWith(page, levels[0]!);
  await response.waitFor();
  await response.getByRole('button', { name: responsesTexts.hide }).first().click();
  const hidden = toast(page, 'HIDE_POST_RESPONSE');
  await hidden.waitFor();
  await response.getByText(responsesTexts.hiddenMark).waitFor();
  // The page shows it again at once; the reload waits for the server's answer to the Undo.
  const shownAgain = page.waitForResponse(
    (answer) => answer.request().postData()?.includes('unhidePostResponseOnParentPost') ?? false,
  );
  await hidden.getByRole('button', { name: responsesTexts.undo }).click();
  await response.getByRole('button', { name: responsesTexts.hide }).first().waitFor();
  expect(await response.getByText(responsesTexts.hiddenMark).count()).toBe(0);
  await shownAgain;
  await page.reload();
  await waitForHydration(page);
  await section(page)
    .getByRole('heading', { name: responsesTexts.heading(1) })
    .waitFor();
  expect(await responseWith(page, levels[0]!).getByText(responsesTexts.hiddenMark).count()).toBe(0);
}, 120_000);

test('a story closed to responses shows the spec’s message', async () => {
  const { page, runtime } = suite;
  await page.goto(`${runtime.url}${storyPath(closedId)}`);
  await section(page).getByText(responseMessages.closed).waitFor();
  expect(await section(page).getByRole('button', { name: responsesTexts.placeholder }).count()).toBe(0);
}, 60_000);
