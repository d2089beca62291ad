import type { Page } from 'playwright-core';
import { makePost, makeUser, newPostId } from '#fixtures/factories.ts';
import { clapTexts } from '#web/connected/claps/clap-texts.ts';
import { responsesTexts } from '#web/connected/responses/texts.ts';
import { listsTexts } from '#web/features/lists/texts.ts';
import { browserSuite, readerUserAgent, waitForHydration } from './browser.ts';
import { signInByEmail } from './sign-in-by-email.ts';

/**
 * Claps and responses on a list in Chromium through the whole local platform (issue #13, decision
 * 119): a reader claps a public list and finds the count after a reload; she responds to it, its owner
 * replies, hides her response and brings it back with Undo; a visitor's clap asks for an account; the
 * list's share routes lead to each network's share form with the list's address.
 */
const ada = 'ada@folio.example';
const ruth = 'ruth@folio.example';
const listId = newPostId() + 'abcd';
const listPath = `/@ada/list/essays-${listId}`;
const privateListId = newPostId() + 'dcba';

const suite = browserSuite({
  prepare: async ({ data }) => {
    const owner = await makeUser(data, { username: 'ada', name: 'Ada Lovelace', email: ada });
    const reader = await makeUser(data, { username: 'ruth', name: 'Ruth Alvarez', email: ruth });
    await data.entities.claim.put({ kind: 'email', value: ada, ownerId: owner.id }).go();
    await data.entities.claim.put({ kind: 'email', value: ruth, ownerId: reader.id }).go();
    const storyId = newPostId();
    await makePost(data, { id: storyId, creatorId: owner.id, title: 'The engine', tags: [] });
    await data.entities.catalog
      .create({
        id: listId,
        creatorId: owner.id,
        name: 'Essays',
        description: 'Worth a second read',
        visibility: 'PUBLIC',
        items: [{ catalogItemId: 'item0', type: 'POST', entityId: storyId, addedAt: 1 }],
        version: 1,
        createdAt: 1,
        updatedAt: 1,
      })
      .go();
    await data.entities.catalog
      .create({
        id: privateListId,
        creatorId: owner.id,
        name: 'Drafts of thought',
        description: '',
        visibility: 'PRIVATE',
        items: [],
        version: 1,
        createdAt: 1,
        updatedAt: 1,
      })
      .go();
  },
});

const bar = (page: Page) => page.getByRole('group', { name: listsTexts.listActions });
const total = (page: Page, count: number) =>
  bar(page)
    .getByRole('button', { name: clapTexts.clapsLabel(String(count)) })
    .waitFor();
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

const response = 'A list I keep coming back to.';
const reply = 'Thank you, Ruth.';

test('a reader claps a public list and finds the count after a reload', async () => {
  const { page, runtime } = suite;
  await signInByEmail(page, runtime.url, ruth, listPath);
  await total(page, 0);
  const answered = page.waitForResponse(
    async (answer) =>
      (answer.request().postData()?.includes('ClapCatalogMutation') ?? false) &&
      JSON.stringify(await answer.json()).includes('"viewerClapCount":3'),
  );
  const clap = bar(page).getByRole('button', { name: clapTexts.clap, exact: true });
  for (let click = 0; click < 3; click++) await clap.click();
  await total(page, 3);
  await answered;
  await page.reload();
  await waitForHydration(page);
  await total(page, 3);
  await bar(page).getByText(clapTexts.viewerClaps(3)).waitFor();
}, 120_000);

test('a reader responds to a list, its owner replies, hides the response and Undo shows it', async () => {
  const { page, runtime } = suite;
  await signInByEmail(page, runtime.url, ruth, listPath);
  await section(page)
    .getByRole('heading', { name: responsesTexts.heading(0) })
    .waitFor();
  await section(page).getByRole('button', { name: responsesTexts.placeholder }).click();
  await write(page, response, responsesTexts.respond);
  await toast(page, 'PUBLISH_RESPONSE').waitFor();
  await responseWith(page, response).waitFor();

  // The list's owner, in a browser of her own.
  const owner = await page
    .context()
    .browser()!
    .newPage({ viewport: { width: 1280, height: 900 } });
  await signInByEmail(owner, runtime.url, ada, listPath);
  const theirs = responseWith(owner, response);
  await theirs.waitFor();
  await theirs.getByRole('button', { name: responsesTexts.reply }).first().click();
  await write(owner, reply, responsesTexts.reply);
  await responseWith(owner, reply).waitFor();

  await theirs.getByRole('button', { name: responsesTexts.hide }).first().click();
  const hidden = toast(owner, 'HIDE_CATALOG_RESPONSE');
  await hidden.waitFor();
  await theirs.getByText(responsesTexts.hiddenMark).first().waitFor();
  // The page shows it again at once; the owner's browser closes only once the server has answered.
  const shownAgain = owner.waitForResponse(
    (answer) => answer.request().postData()?.includes('showCatalogResponseOnParent') ?? false,
  );
  await hidden.getByRole('button', { name: responsesTexts.undo }).click();
  await theirs.getByRole('button', { name: responsesTexts.hide }).first().waitFor();
  await shownAgain;
  await owner.context().close();

  // Shown again: the reader sees it, counted, with its reply.
  await page.reload();
  await waitForHydration(page);
  await section(page)
    .getByRole('heading', { name: responsesTexts.heading(1) })
    .waitFor();
  const shown = responseWith(page, response);
  expect(await shown.getByText(responsesTexts.hiddenMark).count()).toBe(0);
  await shown.getByRole('button', { name: responsesTexts.replies(1) }).click();
  await responseWith(page, reply).waitFor();
}, 180_000);

test('a visitor’s clap on a list asks for an account with the clap entry point', async () => {
  const { page, runtime } = suite;
  const visitor = await (
    await page
      .context()
      .browser()!
      .newContext({ userAgent: readerUserAgent, viewport: { width: 1280, height: 900 } })
  ).newPage();
  await visitor.goto(`${runtime.url}${listPath}`);
  await waitForHydration(visitor);
  const clap = bar(visitor).getByRole('link', { name: clapTexts.clap, exact: true });
  const href = new URL((await clap.getAttribute('href'))!, runtime.url);
  expect(href.searchParams.get('source')).toBe('clap');
  expect(href.searchParams.get('redirect')).toBe(listPath);
  await visitor.context().close();
}, 60_000);

test('the list’s share routes redirect to each network with its address; a private list’s is the 404', async () => {
  const { runtime } = suite;
  const share = (path: string) => fetch(`${runtime.url}${path}`, { redirect: 'manual' });
  const expected = {
    twitter: 'https://twitter.com/intent/tweet',
    linkedIn: 'https://www.linkedin.com/sharing/share-offsite/',
    facebook: 'https://www.facebook.com/sharer/sharer.php',
  };
  for (const [network, form] of Object.entries(expected)) {
    const answer = await share(`${listPath}/share/${network}`);
    expect(answer.status).toBe(302);
    const location = new URL(answer.headers.get('location')!);
    expect(location.origin + location.pathname).toBe(form);
    const shared = new URL(location.searchParams.get('url') ?? location.searchParams.get('u')!);
    expect(shared.pathname).toBe(listPath);
  }
  expect((await share(`/@ada/list/drafts-of-thought-${privateListId}/share/twitter`)).status).toBe(404);
}, 60_000);
