import type { Page } from 'playwright-core';
import { makeDraft } from '#fixtures/drafts.ts';
import { makeUser } from '#fixtures/factories.ts';
import { tinyPng } from '#fixtures/tiny-images.ts';
import { autosaveTexts } from '#web/features/editor/autosave/autosave-texts.ts';
import { revisionsTexts } from '#web/features/editor/revisions/revisions-texts.ts';
import { editorTexts } from '#web/features/editor/texts.ts';
import { browserSuite, waitForHydration } from './browser.ts';
import { signInByEmail } from './sign-in-by-email.ts';

/**
 * A whole story written in Chromium with real keystrokes (issue #12 "write a story using every
 * paragraph type and an uploaded image"): Markdown shortcuts where they exist, the "+" menu where they
 * do not, an image uploaded through the file picker. After "Saved" and a reload, every character and
 * block is in the editor and in the server's postDraft; then an earlier revision is restored, from the
 * Revisions panel and from the server's revert link (/p/{postId}/revert/{versionId}/{baseRev}).
 */
const grace = 'grace@folio.example';
let graceId = '';

const suite = browserSuite({
  prepare: async ({ data }) => {
    const writer = await makeUser(data, { username: 'grace', name: 'Grace Hopper', email: grace });
    graceId = writer.id;
    await data.entities.claim.put({ kind: 'email', value: grace, ownerId: writer.id }).go();
  },
});

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const body = (page: Page) => page.getByRole('textbox', { name: editorTexts.bodyLabel });
const saved = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: new RegExp(`^${autosaveTexts.saved}$`) })
    .waitFor();

/** The "+" beside the empty line the caret is on, then one of its items. */
async function insertFromMenu(page: Page, item: string) {
  await page.getByRole('button', { name: editorTexts.insert, exact: true }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** The writer's draft as the API gives it to the editor (a query: the session cookie is enough). */
const serverDraft = (page: Page, postId: string) =>
  page.evaluate(async (id) => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `query D($id: ID!) { postDraft(postId: $id) { ... on PostDraft { title subtitle version
          bodyModel { paragraphs { type text layout markups { type start end href }
            metadata { alt originalWidth originalHeight } codeBlockMetadata { lang } mixtapeMetadata { href } } } } } }`,
        variables: { id },
      }),
    });
    return ((await response.json()) as { data: { postDraft: Record<string, any> } }).data.postDraft;
  }, postId);

const sentence = 'It has bold, italic, code and a link.';
/** What the server stores of the story written below, block by block. */
const storedStory = [
  {
    type: 'P',
    text: sentence,
    markups: [
      { type: 'STRONG', start: 7, end: 11 },
      { type: 'EM', start: 13, end: 19 },
      { type: 'CODE', start: 21, end: 25 },
      { type: 'A', start: 32, end: 36, href: 'https://example.com/' },
    ],
  },
  { type: 'H1', text: 'A part' },
  { type: 'H2', text: 'A chapter' },
  { type: 'H3', text: 'A section' },
  { type: 'H4', text: 'A subsection' },
  { type: 'BQ', text: 'A quotation, as said.' },
  { type: 'PQ', text: 'A line worth pulling out.' },
  { type: 'PRE', text: 'const answer = 42;', codeBlockMetadata: { lang: 'js' } },
  { type: 'OLI', text: 'First step' },
  { type: 'OLI', text: 'Second step' },
  { type: 'ULI', text: 'One point' },
  { type: 'ULI', text: 'Another point' },
  { type: 'HR', text: '' },
  { type: 'MIXTAPE_EMBED', mixtapeMetadata: { href: 'https://example.org/essay' } },
  {
    type: 'IMG',
    text: 'The harbour at dawn',
    layout: 'FULL_WIDTH',
    metadata: { alt: 'Boats in a grey harbour', originalWidth: 12, originalHeight: 8 },
  },
  { type: 'P', text: 'The end.' },
];

async function writeWholeStory(page: Page) {
  await field(page, editorTexts.title).fill('Every kind of block');
  await field(page, editorTexts.subtitle).fill('A tour of the editor');
  await body(page).click();
  const { keyboard } = page;
  await keyboard.type('It has **bold**, *italic*, `code` and a [link](https://example.com/).');
  for (const [shortcut, text] of [
    ['# ', 'A part'],
    ['## ', 'A chapter'],
    ['### ', 'A section'],
    ['#### ', 'A subsection'],
    ['> ', 'A quotation, as said.'],
  ]) {
    await keyboard.press('Enter');
    await keyboard.type(`${shortcut}${text}`);
  }
  await keyboard.press('Enter');
  await insertFromMenu(page, editorTexts.insertPullQuote);
  await keyboard.type('A line worth pulling out.');
  await keyboard.press('Enter');
  await keyboard.type('```js ');
  await keyboard.type('const answer = 42;');
  // Enter twice at the end of a code block leaves it.
  await keyboard.press('Enter');
  await keyboard.press('Enter');
  await keyboard.press('Enter');
  await keyboard.type('1. First step');
  await keyboard.press('Enter');
  await keyboard.type('Second step');
  await keyboard.press('Enter');
  await keyboard.press('Enter');
  await keyboard.type('- One point');
  await keyboard.press('Enter');
  await keyboard.type('Another point');
  await keyboard.press('Enter');
  await keyboard.press('Enter');
  await keyboard.type('--- ');

  await insertFromMenu(page, editorTexts.insertEmbed);
  await page.getByRole('textbox', { name: editorTexts.embedAddress }).fill('https://example.org/essay');
  await page.getByRole('button', { name: editorTexts.insert, exact: true }).last().click();

  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    insertFromMenu(page, editorTexts.insertImage),
  ]);
  await chooser.setFiles({ name: 'harbour.png', mimeType: 'image/png', buffer: tinyPng(12, 8) });
  const figure = body(page).locator('figure');
  await figure.locator('img').waitFor();
  await figure.getByRole('button', { name: editorTexts.layouts.FULL_WIDTH }).click();
  await figure.getByLabel(editorTexts.altText).fill('Boats in a grey harbour');
  await figure.getByRole('textbox', { name: editorTexts.caption }).fill('The harbour at dawn');

  await body(page).click();
  await keyboard.press('Control+End');
  await keyboard.type('The end.');
}

/** Every block of the story in the editor's DOM, as the writer sees it. */
async function expectStoryInEditor(page: Page) {
  expect(await field(page, editorTexts.title).inputValue()).toBe('Every kind of block');
  expect(await field(page, editorTexts.subtitle).inputValue()).toBe('A tour of the editor');
  const editor = body(page);
  const first = editor.locator('p').first();
  expect(await first.textContent()).toBe(sentence);
  expect(await first.locator('strong').textContent()).toBe('bold');
  expect(await first.locator('em').textContent()).toBe('italic');
  expect(await first.locator('code').textContent()).toBe('code');
  expect(await first.locator('a').getAttribute('href')).toBe('https://example.com/');
  for (const [tag, text] of [
    ['h1', 'A part'],
    ['h2', 'A chapter'],
    ['h3', 'A section'],
    ['h4', 'A subsection'],
    ['blockquote', 'A quotation, as said.'],
    ['blockquote', 'A line worth pulling out.'],
    ['code', 'const answer = 42;'],
    ['ol > li', 'First step'],
    ['ol > li', 'Second step'],
    ['ul > li', 'One point'],
    ['ul > li', 'Another point'],
  ] as const) {
    await editor.locator(tag, { hasText: text }).waitFor();
  }
  expect(await editor.locator('hr').count()).toBe(1);
  expect(await editor.getByRole('textbox', { name: editorTexts.embedTitle }).inputValue()).toBe(
    'https://example.org/essay',
  );
  const figure = editor.locator('figure');
  expect(await figure.locator('img').getAttribute('alt')).toBe('Boats in a grey harbour');
  expect(
    await figure.getByRole('button', { name: editorTexts.layouts.FULL_WIDTH }).getAttribute('aria-pressed'),
  ).toBe('true');
  expect(await figure.getByRole('textbox', { name: editorTexts.caption }).inputValue()).toBe(
    'The harbour at dawn',
  );
  expect(await editor.locator('p').last().textContent()).toBe('The end.');
}

test('a story of every block type is saved, found whole after a reload, and an earlier revision restored', async () => {
  const { page, runtime } = suite;
  await signInByEmail(page, runtime.url, grace, '/');
  await page.goto(`${runtime.url}/new-story`);
  await waitForHydration(page);
  await writeWholeStory(page);
  await saved(page);
  await page.waitForURL(/\/p\/[0-9a-f]+\/edit$/);
  const postId = /\/p\/([0-9a-f]+)\/edit$/.exec(page.url())![1]!;

  await page.reload();
  await waitForHydration(page);
  await field(page, editorTexts.title).waitFor();
  await expectStoryInEditor(page);
  const stored = await serverDraft(page, postId);
  expect(stored).toMatchObject({ title: 'Every kind of block', subtitle: 'A tour of the editor' });
  expect(stored.bodyModel.paragraphs).toMatchObject(storedStory);

  // The writer comes back after a pause (the draft's last save is moved to an earlier revision
  // window): the next save keeps the story as it stood as a revision.
  await runtime.data.entities.postDraft.patch({ id: postId }).set({ revisionWindow: 0 }).go();
  await body(page).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('An afterthought.');
  await saved(page);
  const afterthought = (await serverDraft(page, postId)).version as number;

  await page.getByRole('button', { name: revisionsTexts.open }).click();
  const panel = page.getByRole('dialog', { name: revisionsTexts.heading });
  await panel.getByRole('button', { name: /Every kind of block/ }).click();
  await panel.getByRole('article').getByText('A line worth pulling out.').waitFor();
  expect(await panel.getByRole('article').getByText('An afterthought.').count()).toBe(0);
  await panel.getByRole('button', { name: revisionsTexts.restore }).click();
  await panel.getByText(revisionsTexts.confirmBody).waitFor();
  await panel.getByRole('button', { name: revisionsTexts.confirm, exact: true }).click();
  await panel.waitFor({ state: 'detached' });

  await body(page).getByText('The end.').waitFor();
  expect(await body(page).getByText('An afterthought.').count()).toBe(0);
  await saved(page);
  const restored = await serverDraft(page, postId);
  expect(restored.version).toBe(afterthought + 1);
  expect(restored.bodyModel.paragraphs).toMatchObject(storedStory);

  // The restore is the draft now: a reload finds it (nothing stale comes back from this device), and
  // typing goes on from its version.
  await page.reload();
  await waitForHydration(page);
  await field(page, editorTexts.title).waitFor();
  await expectStoryInEditor(page);
  expect(await body(page).getByText('An afterthought.').count()).toBe(0);
  await body(page).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' Really.');
  await saved(page);
  expect((await serverDraft(page, postId)).bodyModel.paragraphs.at(-1).text).toBe('The end. Really.');
}, 120_000);

test('a revert link asks before restoring: Cancel keeps the draft, Restore brings the revision back', async () => {
  const { page, runtime } = suite;
  const paragraph = (text: string) => [{ name: 'a1b2', type: 'P' as const, text, markups: [] }];
  const postId = await makeDraft(runtime.data, {
    creatorId: graceId,
    title: 'Letters',
    paragraphs: paragraph('The draft as it is now.'),
    version: 3,
  });
  const keptAt = Date.now() - 3_600_000;
  await runtime.data.entities.postRevision
    .put({
      postId,
      savedAt: keptAt,
      creatorId: graceId,
      version: 2,
      title: 'Letters, first go',
      subtitle: '',
      paragraphs: paragraph('The draft as it was an hour ago.'),
      expiresAt: Math.floor(keptAt / 1000) + 14 * 24 * 3600,
    })
    .go();
  await signInByEmail(page, runtime.url, grace, '/');
  const revertLink = `${runtime.url}/p/${postId}/revert/${keptAt}/2`;

  await page.goto(revertLink);
  await waitForHydration(page);
  const panel = page.getByRole('dialog', { name: revisionsTexts.heading });
  await panel.getByText(revisionsTexts.confirmHeading).waitFor();
  // The link was made on version 2; the draft is at 3 now.
  await panel.getByText(revisionsTexts.linkOutdated).waitFor();
  await panel.getByRole('article').getByText('The draft as it was an hour ago.').waitFor();
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(`/p/${postId}/edit`);
  await panel.getByRole('button', { name: revisionsTexts.cancel }).click();
  await panel.waitFor({ state: 'detached' });
  await body(page).getByText('The draft as it is now.').waitFor();
  expect((await serverDraft(page, postId)).version).toBe(3);

  await page.goto(revertLink);
  await waitForHydration(page);
  await panel.getByRole('button', { name: revisionsTexts.confirm, exact: true }).click();
  await panel.waitFor({ state: 'detached' });
  await body(page).getByText('The draft as it was an hour ago.').waitFor();
  expect(await field(page, editorTexts.title).inputValue()).toBe('Letters, first go');
  expect(await serverDraft(page, postId)).toMatchObject({ title: 'Letters, first go', version: 4 });
  await page.reload();
  await waitForHydration(page);
  await body(page).getByText('The draft as it was an hour ago.').waitFor();
}, 90_000);
