import type { Page } from 'playwright-core';
import { makePost, makeUser } from '#fixtures/factories.ts';
import { highlightTexts } from '#web/features/post/components/highlight-texts.ts';
import { browserSuite, waitForHydration } from './browser.ts';
import { selectPassage } from './select-passage.ts';
import { signInByEmail } from './sign-in-by-email.ts';

/**
 * Highlights in Chromium through the whole local platform (issue #13): a reader selects a sentence of a
 * story, highlights it from the selection menu, and finds it highlighted after a reload; a click on it
 * removes it. Her profile's highlights tab lists it meanwhile. A visitor's menu sends them to sign in with the highlight entry point.
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

const menu = (page: Page) => page.getByRole('toolbar', { name: highlightTexts.menu });

test('a reader highlights a sentence, sees it after a reload, and removes it', async () => {
  const { page, runtime } = suite;
  await signInByEmail(page, runtime.url, ruth, storyPath);
  await page.getByRole('heading', { name: 'A calm morning', level: 1 }).waitFor();
  await waitForHydration(page);

  await selectPassage(page, 'a1', sentence);
  await menu(page).getByRole('button', { name: highlightTexts.highlight, exact: true }).click();
  await page.locator('mark.highlight--own', { hasText: sentence }).waitFor();

  await page.reload();
  await waitForHydration(page);
  const mark = page.locator('#a1 mark.highlight--own');
  expect(await mark.textContent()).toBe(sentence);

  // Her profile lists it.
  await page.goto(`${runtime.url}/@ruth/highlights`);
  await page.locator('.profile__highlight-quote', { hasText: sentence }).waitFor();
  await page.goto(`${runtime.url}${storyPath}`);
  await waitForHydration(page);

  await mark.click();
  await menu(page).getByRole('button', { name: highlightTexts.removeHighlight }).click();
  await mark.waitFor({ state: 'detached' });
  await page.reload();
  await waitForHydration(page);
  expect(await page.locator('mark.highlight--own').count()).toBe(0);
}, 120_000);

test('a visitor who selects text is offered to sign in to highlight', async () => {
  const { page, runtime } = suite;
  await page.goto(`${runtime.url}${storyPath}`);
  await waitForHydration(page);
  await selectPassage(page, 'a1', 'We left at dawn.');
  const highlight = menu(page).getByRole('link', { name: highlightTexts.highlight, exact: true });
  expect(await highlight.getAttribute('href')).toContain('source=highlight');
  const note = menu(page).getByRole('link', { name: highlightTexts.privateNote });
  expect(await note.getAttribute('href')).toContain('source=private_note');
}, 60_000);
