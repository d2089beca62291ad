import type { Page } from 'playwright-core';
import { makeUser } from '#fixtures/factories.ts';
import { autosaveTexts } from '#web/features/editor/autosave/autosave-texts.ts';
import { browserSuite, waitForHydration } from './browser.ts';
import { signInByEmail } from './sign-in-by-email.ts';

/**
 * Writing in Chromium through the whole local platform (issue #12): a new story is saved as it is
 * written and takes its address; a reload finds every character; a lost connection keeps the text and
 * saves it when back; two browsers editing one draft lose nothing (the later save offers both texts).
 */
const ada = 'ada@folio.example';

const suite = browserSuite({
  prepare: async ({ data }) => {
    const writer = await makeUser(data, { username: 'ada', name: 'Ada Lovelace', email: ada });
    await data.entities.claim.put({ kind: 'email', value: ada, ownerId: writer.id }).go();
  },
});

const title = (page: Page) => page.getByRole('textbox', { name: 'Title', exact: true });
const body = (page: Page) => page.locator('[contenteditable="true"]').first();
const status = (page: Page) => page.getByRole('status');
const saved = (page: Page) =>
  status(page)
    .filter({ hasText: new RegExp(`^${autosaveTexts.saved}$`) })
    .waitFor();

async function openEditor(page: Page, path: string) {
  await page.goto(`${suite.runtime.url}${path}`);
  await waitForHydration(page);
  await title(page).waitFor();
}

test('a new story is saved as it is written, takes its address, and a reload finds every character', async () => {
  const { page, runtime } = suite;
  await signInByEmail(page, runtime.url, ada, '/');
  await openEditor(page, '/new-story');
  await title(page).fill('Notes on the engine');
  await body(page).click();
  await page.keyboard.type('The engine weaves algebraic patterns.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('## A heading');
  await saved(page);
  await page.waitForURL(/\/p\/[0-9a-f]+\/edit$/);

  await page.reload();
  await waitForHydration(page);
  await title(page).waitFor();
  expect(await title(page).inputValue()).toBe('Notes on the engine');
  await body(page).getByText('The engine weaves algebraic patterns.').waitFor();
  await body(page).locator('h2', { hasText: 'A heading' }).waitFor();
});

test('offline, the text stays on this device and is saved once the connection is back', async () => {
  const { page, runtime } = suite;
  await signInByEmail(page, runtime.url, ada, '/');
  await openEditor(page, '/new-story');
  await title(page).fill('Written on a train');
  await saved(page);
  const address = page.url();

  await page.context().setOffline(true);
  await body(page).click();
  await page.keyboard.type('Through the tunnel.');
  await status(page).filter({ hasText: autosaveTexts.offline }).waitFor();
  await page.context().setOffline(false);
  await saved(page);

  await page.goto(address);
  await waitForHydration(page);
  await body(page).getByText('Through the tunnel.').waitFor();
});

test('two devices on one draft: the later save is offered both texts and keeps the one chosen', async () => {
  const { page, runtime } = suite;
  await signInByEmail(page, runtime.url, ada, '/');
  await openEditor(page, '/new-story');
  await title(page).fill('Two tabs');
  await saved(page);
  const address = new URL(page.url()).pathname;

  // A second browser signed in as the same writer (its own storage: another device, or another tab).
  const device = await page
    .context()
    .browser()!
    .newContext({ viewport: { width: 1280, height: 900 } });
  await device.addCookies(await page.context().cookies());
  const other = await device.newPage();
  await openEditor(other, address);
  await title(other).fill('Two tabs, from the other tab');
  await saved(other);

  await title(page).fill('Two tabs, from the first tab');
  const choice = page.getByRole('alertdialog');
  await choice.waitFor();
  expect(await choice.textContent()).toContain('Two tabs, from the other tab');
  await choice.getByRole('button', { name: autosaveTexts.keepMine }).click();
  await saved(page);

  await other.reload();
  await waitForHydration(other);
  await title(other).waitFor();
  expect(await title(other).inputValue()).toBe('Two tabs, from the first tab');
  await device.close();
});
