import type { Page } from 'playwright-core';
import { makeUser } from '#fixtures/factories.ts';
import { requestReindex } from '#shared/queues/search-index-message.ts';
import { sqsQueueSender } from '#shared/queues/queue-sender.ts';
import { autosaveTexts } from '#web/features/editor/autosave/autosave-texts.ts';
import { publishTexts } from '#web/features/editor/components/publish/publish-texts.ts';
import { editorTexts } from '#web/features/editor/texts.ts';
import { browserSuite, waitForHydration } from './browser.ts';
import { signInByEmail } from './sign-in-by-email.ts';

/**
 * Mentions in Chromium through the whole local platform (decision 275): a writer types `@Ru` in the
 * editor, picks Ruth from the people the search API finds, and publishes; the story links her name to
 * her profile and shows her hover card (UserMentionTooltipContentQuery), and the notifications queue's
 * consumer tells her on /me/notifications.
 */
const wren = 'wren@folio.example';
const ruth = 'ruth@folio.example';
const ruthId = { value: '' };

const suite = browserSuite({
  prepare: async ({ data }) => {
    for (const person of [
      { username: 'wren', name: 'Wren Writer', email: wren },
      { username: 'ruth_reads', name: 'Ruth Alvarez', email: ruth },
    ]) {
      const user = await makeUser(data, person);
      await data.entities.claim.put({ kind: 'email', value: person.email, ownerId: user.id }).go();
      if (person.email === ruth) ruthId.value = user.id;
    }
  },
});

const body = (page: Page) => page.getByRole('textbox', { name: editorTexts.bodyLabel });
const ruthOption = (page: Page) => page.getByRole('option', { name: /^Ruth Alvarez/ });

/**
 * Types `@Ru` until the typeahead offers Ruth: her profile reaches the users index through the
 * search-index queue, which may not have run yet when the writer first asks.
 */
async function mentionRuth(page: Page) {
  for (let attempt = 0; attempt < 20; attempt++) {
    await page.keyboard.type('@Ru');
    const offered = await ruthOption(page)
      .waitFor({ timeout: 1_500 })
      .then(() => true)
      .catch(() => false);
    if (offered) {
      if (process.env.FOLIO_SCREENSHOTS)
        await page.screenshot({ path: `${process.env.FOLIO_SCREENSHOTS}/mention-typeahead.png` });
      return page.keyboard.press('Enter');
    }
    for (const _ of '@Ru') await page.keyboard.press('Backspace');
  }
  throw new Error('The typeahead never offered Ruth Alvarez');
}

let storyPath = '';

test('a writer mentions Ruth from the typeahead and publishes; the story links her profile', async () => {
  const { page, runtime } = suite;
  await requestReindex(sqsQueueSender(runtime.sqs.client, runtime.sqs.environment), [
    { kind: 'user', id: ruthId.value },
  ]);
  await signInByEmail(page, runtime.url, wren, '/');
  await page.goto(`${runtime.url}/new-story`);
  await waitForHydration(page);
  await page.getByRole('textbox', { name: editorTexts.title, exact: true }).fill('Thanks, all');
  await body(page).click();
  await page.keyboard.type('A word of thanks to ');
  await mentionRuth(page);
  await page.keyboard.type('for the notes.');
  const written = body(page).getByRole('link', { name: 'Ruth Alvarez' });
  expect(await written.getAttribute('href')).toBe('/@ruth_reads');
  await page
    .getByRole('status')
    .filter({ hasText: new RegExp(`^${autosaveTexts.saved}$`) })
    .waitFor();

  await page.getByRole('button', { name: publishTexts.publish, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: publishTexts.dialogLabel });
  await dialog.getByRole('button', { name: publishTexts.publishNow }).click();
  await page.getByRole('link', { name: 'View story' }).click();
  await page.waitForURL(/\/@wren\/thanks-all-[0-9a-f]+$/);
  storyPath = new URL(page.url()).pathname;
  const story = page.locator('.post-body');
  await story.getByText('A word of thanks to Ruth Alvarez for the notes.').waitFor();
  const mention = story.getByRole('link', { name: 'Ruth Alvarez' });
  expect(await mention.getAttribute('href')).toBe('/@ruth_reads');

  // Her hover card, its code and query asked on this first hover; gone a second after the mouse leaves.
  await mention.hover();
  const card = page.getByRole('dialog', { name: 'Ruth Alvarez' });
  await card.getByText('@ruth_reads').waitFor();
  expect(await card.getByRole('button', { name: 'Follow' }).count()).toBe(1);
  if (process.env.FOLIO_SCREENSHOTS)
    await page.screenshot({ path: `${process.env.FOLIO_SCREENSHOTS}/mention-hover-card.png` });
  await page.mouse.move(0, 0);
  await card.waitFor({ state: 'detached' });
}, 120_000);

test('Ruth reads that she was mentioned on her notifications page', async () => {
  const { page, runtime } = suite;
  expect(storyPath).not.toBe('');
  await signInByEmail(page, runtime.url, ruth, '/me/notifications');
  const row = page.locator('.notification__text', { hasText: 'Wren Writer mentioned you in Thanks, all' });
  // The notifications queue's consumer records it after the publish: a reload shows it once it has.
  for (let attempt = 0; attempt < 15 && (await row.count()) === 0; attempt++) {
    await page.waitForTimeout(1_000);
    await page.reload();
    await waitForHydration(page);
  }
  await row.waitFor();
  await page.getByRole('link', { name: 'Thanks, all' }).click();
  await page.waitForURL(`${runtime.url}${storyPath}`);
}, 120_000);
