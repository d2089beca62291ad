import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { makePost, makeUser, newPostId } from '#fixtures/factories.ts';
import { saveTexts } from '#web/features/post/components/save/texts.ts';
import { ownerTexts } from '#web/features/lists/components/owner-texts.ts';
import { listsTexts } from '#web/features/lists/texts.ts';
import { browserSuite, waitForHydration } from './browser.ts';
import { signInByEmail } from './sign-in-by-email.ts';

/**
 * Lists in Chromium through the whole local platform (issue #13): a reader saves a story to her Reading
 * list and to a new list; reorders a list in two tabs (one gets the Conflict, nothing is lost); a public
 * list shows inside an iframe of a page on another origin, and a private list's embed is a 404.
 */
const ada = 'ada@folio.example';
const titles = ['Ownership', 'Borrowing', 'Lifetimes'] as const;
const storyIds: string[] = [];
const orderedListId = '0a0b0c0d0e0f0a0b';
const privateListId = '1a1b1c1d1e1f1a1b';

const suite = browserSuite({
  prepare: async ({ data }) => {
    const reader = await makeUser(data, { username: 'ada', name: 'Ada Lovelace', email: ada });
    await data.entities.claim.put({ kind: 'email', value: ada, ownerId: reader.id }).go();
    const writer = await makeUser(data, { username: 'grace', name: 'Grace Hopper' });
    for (const title of titles) {
      const id = newPostId();
      storyIds.push(id);
      await makePost(data, {
        id,
        creatorId: writer.id,
        title,
        uniqueSlug: `${title.toLowerCase()}-${id}`,
        tags: [],
      });
    }
    const list = (id: string, name: string, visibility: 'PUBLIC' | 'PRIVATE') => ({
      id,
      creatorId: reader.id,
      name,
      description: 'Three about Rust',
      visibility,
      items: storyIds.map((entityId, index) => ({
        catalogItemId: `item${index}`,
        type: 'POST' as const,
        entityId,
        addedAt: 1,
      })),
      version: 1,
      createdAt: 1,
      updatedAt: 1,
    });
    await data.entities.catalog.create(list(orderedListId, 'Rust in order', 'PUBLIC')).go();
    await data.entities.catalog.create(list(privateListId, 'Secret reads', 'PRIVATE')).go();
  },
});

/** The story bar under the byline (the same bar follows the story). */
const bar = () => suite.page.getByRole('group', { name: 'Story actions' }).first();

const storyPath = (index: number) => `/@grace/${titles[index]!.toLowerCase()}-${storyIds[index]}`;

test('a reader saves a story to her Reading list and to a new list, and finds both in Your lists', async () => {
  const { page, runtime } = suite;
  await signInByEmail(page, runtime.url, ada, '/me/lists');
  await page.goto(`${runtime.url}${storyPath(1)}`);
  await waitForHydration(page);
  await bar().getByRole('button', { name: saveTexts.saveLabel }).click();
  await bar().getByRole('button', { name: saveTexts.savedLabel, pressed: true }).waitFor();

  await bar().getByRole('button', { name: saveTexts.addToList }).click();
  const picker = page.getByRole('dialog', { name: saveTexts.pickerTitle });
  await picker.getByRole('checkbox', { name: 'Reading list', checked: true }).waitFor();
  await picker.getByRole('button', { name: saveTexts.newList }).click();
  await picker.getByLabel(saveTexts.newListName).fill('Weekend reads');
  await picker.getByRole('button', { name: saveTexts.create }).click();
  await picker.getByRole('checkbox', { name: 'Weekend reads', checked: true }).waitFor();

  // After a reload the saved state comes back (asked once the page has hydrated).
  await page.reload();
  await bar().getByRole('button', { name: saveTexts.savedLabel, pressed: true }).waitFor();
  await page.goto(`${runtime.url}/me/lists`);
  await page.getByRole('heading', { name: listsTexts.yourLists, level: 1 }).waitFor();
  const names = await page.locator('.catalog-summary__name').allTextContents();
  expect(names).toEqual(expect.arrayContaining(['Reading list', 'Weekend reads']));
  await page.getByRole('link', { name: 'Weekend reads' }).click();
  await page.getByRole('heading', { name: 'Weekend reads', level: 1 }).waitFor();
  expect(await page.locator('.catalog__item .post-card__title').allTextContents()).toEqual(['Borrowing']);
});

test('a list reordered in two tabs: the stale tab gets the Conflict, merges and keeps both moves', async () => {
  const { page, runtime } = suite;
  const listPath = `/me/list/rust-in-order-${orderedListId}`;
  const order = (tab: typeof page) => tab.locator('.catalog__item .post-card__title').allTextContents();
  await signInByEmail(page, runtime.url, ada, listPath);
  // A second tab of the same browser: the same session.
  const tabs = await page.context().browser()!.newContext();
  await tabs.addCookies(await page.context().cookies());
  const other = await tabs.newPage();
  await other.goto(`${runtime.url}${listPath}`);
  await waitForHydration(other);
  await other.getByRole('button', { name: ownerTexts.moveUp('Lifetimes') }).waitFor();

  await page.getByRole('button', { name: ownerTexts.moveUp('Lifetimes') }).click();
  await page.waitForFunction(
    () => document.querySelectorAll('.catalog__item .post-card__title')[1]?.textContent === 'Lifetimes',
  );
  expect(await order(page)).toEqual(['Ownership', 'Lifetimes', 'Borrowing']);

  // The other tab still shows the first order (version 1): its move is a Conflict, merged and sent again.
  expect(await order(other)).toEqual(['Ownership', 'Borrowing', 'Lifetimes']);
  await other.getByRole('button', { name: ownerTexts.moveDown('Ownership') }).click();
  await other.getByText(ownerTexts.merged).waitFor();
  await other.waitForFunction(
    () => document.querySelector('.catalog__item .post-card__title')?.textContent === 'Lifetimes',
  );
  expect(await order(other)).toEqual(['Lifetimes', 'Ownership', 'Borrowing']);
  await page.reload();
  expect(await order(page)).toEqual(['Lifetimes', 'Ownership', 'Borrowing']);
  await tabs.close();
});

describe('the embeddable list', () => {
  let server: Server;
  let origin = '';
  beforeAll(async () => {
    server = createServer((request, response) => {
      const slug = new URL(request.url ?? '/', 'http://x').searchParams.get('list') ?? '';
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        `<!doctype html><title>Another site</title><h1>Elsewhere</h1>` +
          `<iframe title="A Folio list" width="600" height="400" src="${suite.runtime.url}/embed/list/${slug}"></iframe>`,
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  test('a public list renders inside an iframe of a page on another origin', async () => {
    const { page } = suite;
    await page.goto(`${origin}/?list=rust-in-order-${orderedListId}`);
    const frame = page.frameLocator('iframe[title="A Folio list"]');
    await frame.getByRole('heading', { name: 'Rust in order' }).waitFor();
    expect(await frame.getByRole('link').allTextContents()).toEqual(expect.arrayContaining([...titles]));
  });

  test('a private list’s embed answers 404, whoever asks', async () => {
    const { runtime } = suite;
    const response = await fetch(`${runtime.url}/embed/list/secret-reads-${privateListId}`);
    expect(response.status).toBe(404);
  });
});
