import type { Page } from 'playwright-core';
import { authorNewsletterId } from '#shared/data/newsletter-id.ts';
import type { OutboxEntry } from '#local/outbox.ts';
import { makeUser } from '#fixtures/factories.ts';
import { eventually } from '#fixtures/eventually.ts';
import { autosaveTexts } from '#web/features/editor/autosave/autosave-texts.ts';
import { publishTexts } from '#web/features/editor/components/publish/publish-texts.ts';
import { browserSuite, waitForHydration } from './browser.ts';
import { signInByEmail } from './sign-in-by-email.ts';

/**
 * Sending a newsletter in Chromium through the whole local platform (issue #15, decisions 156–158): a
 * writer publishes a story in the editor with "Tell my followers" on; each subscriber's e-mail appears
 * in /_/dev/mailbox with the story; a mail client's one-click POST unsubscribes one reader, whom the
 * writer's next story no longer reaches.
 */
const wren = 'wren@folio.example';
const ayla = 'ayla@folio.example';
const bo = 'bo@folio.example';
const newsletterId = authorNewsletterId('user-wren');

const suite = browserSuite({
  prepare: async ({ data }) => {
    await makeUser(data, { id: 'user-wren', username: 'wren', name: 'Wren Marsh', email: wren });
    await data.entities.claim.put({ kind: 'email', value: wren, ownerId: 'user-wren' }).go();
    await data.entities.newsletter
      .put({
        id: newsletterId,
        type: 'AUTHOR',
        ownerId: 'user-wren',
        slug: 'wren',
        name: 'Wren Marsh',
        createdAt: 1,
      })
      .go();
    for (const [id, email] of [
      ['user-ayla', ayla],
      ['user-bo', bo],
    ] as const) {
      await makeUser(data, { id, username: id.slice(5), name: id.slice(5), email });
      await data.entities.newsletterSubscription
        .put({ subscriberId: id, newsletterId, newsletterType: 'AUTHOR', subscribedAt: 2 })
        .go();
    }
  },
});

/** Writes a story in the editor and publishes it with the dialog's defaults ("Tell my followers" on). */
async function publishStory(page: Page, title: string, text: string) {
  await page.goto(`${suite.runtime.url}/new-story`);
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.locator('[contenteditable="true"]').first().click();
  await page.keyboard.type(text);
  await page
    .getByRole('status')
    .filter({ hasText: new RegExp(`^${autosaveTexts.saved}$`) })
    .waitFor();
  await page.getByRole('button', { name: publishTexts.publish, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: publishTexts.dialogLabel });
  expect(await dialog.getByRole('checkbox', { name: publishTexts.notifyFollowers }).isChecked()).toBe(true);
  await dialog.getByRole('button', { name: publishTexts.publishNow }).click();
  await page.waitForURL((url) => url.pathname === '/m/share/success');
}

const mailbox = async () =>
  (await (await fetch(`${suite.runtime.url}/_/dev/mailbox.json`)).json()) as OutboxEntry[];
const storyMail = async (subject: string) =>
  (await mailbox())
    .filter((entry) => entry.subject === subject)
    .map((entry) => entry.to)
    .sort();

test('a published story reaches each subscriber once; one-click unsubscribes; the next story does not reach them', async () => {
  const { page, runtime } = suite;
  await signInByEmail(page, runtime.url, wren, '/');
  await publishStory(page, 'Tidewater notes', 'The estuary fills twice a day, whatever we plan.');

  expect(
    await eventually(
      () => storyMail('Tidewater notes'),
      (to) => to.length >= 2,
    ),
  ).toEqual([ayla, bo]);
  await page.goto(`${runtime.url}/_/dev/mailbox`);
  const toAyla = page.locator('article.mail', { hasText: ayla }).filter({ hasText: 'Tidewater notes' });
  expect(await toAyla.count()).toBe(1);
  await toAyla.getByRole('heading', { name: 'Tidewater notes' }).waitFor();
  await toAyla.getByText('The estuary fills twice a day, whatever we plan.').waitFor();
  await toAyla.getByText('List-Unsubscribe=One-Click').waitFor();

  // Ayla's mail client unsubscribes her: a POST to the List-Unsubscribe address, without her cookies.
  const email = (await mailbox()).find((entry) => entry.to === ayla && entry.subject === 'Tidewater notes')!;
  const oneClick = /^<(.+)>$/.exec(email.headers!['List-Unsubscribe']!)![1]!;
  const answer = await fetch(oneClick, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  expect(answer.status).toBe(200);

  await publishStory(page, 'Neap tide', 'The smallest tides come with the half moon.');
  expect(
    await eventually(
      () => storyMail('Neap tide'),
      (to) => to.length >= 1,
    ),
  ).toEqual([bo]);
  await new Promise((resolve) => setTimeout(resolve, 1_000)); // anything the batch would still send
  expect(await storyMail('Neap tide')).toEqual([bo]);
  expect(await storyMail('Tidewater notes')).toEqual([ayla, bo]);
}, 120_000);
