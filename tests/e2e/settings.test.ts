import type { Page } from 'playwright-core';
import { makeUser } from '#fixtures/factories.ts';
import { browserSuite, waitForHydration } from './browser.ts';
import { signInByEmail } from './sign-in-by-email.ts';

/** A reader changes their settings and sets a password, through the whole local platform, in Chromium. */
const ada = 'ada@folio.example';

/** The smallest PNG there is: one transparent pixel. */
const pixel = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const suite = browserSuite({
  prepare: async ({ data }) => {
    const user = await makeUser(data, { username: 'ada', name: 'Ada Lovelace', email: ada });
    await data.entities.claim.put({ kind: 'email', value: ada, ownerId: user.id }).go();
  },
});

const statusOf = (name: string) =>
  suite.page.locator(`.settings-field:has([name="${name}"]) .settings-field__status`);

test('a reader edits their profile and notifications, uploads a photo, sets a password and gets a token', async () => {
  const { page, runtime } = suite;
  // Through the signed-out settings page's own Sign in link.
  await signInByEmail(page, runtime.url, ada, '/me/settings', '.settings__sign-in a');
  await page.locator('#profileInformation').waitFor();

  // The name saves on Enter and is still there after a reload.
  await page.locator('[name="name"]').fill('Ada King');
  await page.locator('[name="name"]').press('Enter');
  await expect_(statusOf('name'), 'Saved');
  const photo = page.locator('[name="avatar"]');
  await photo.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: pixel });
  await expect_(statusOf('avatar'), 'Photo updated');
  await page.reload();
  await waitForHydration(page);
  expect(await page.locator('[name="name"]').inputValue()).toBe('Ada King');
  expect(await page.locator('.settings-avatar img').getAttribute('src')).toMatch(/^\/_\/image\//);

  // Tabs navigate in place; the digest choice persists.
  const tabs = page.getByRole('navigation', { name: 'Settings sections' });
  await tabs.getByRole('link', { name: 'Notifications' }).click();
  await page.waitForURL((url) => url.pathname === '/me/settings/notifications');
  // The radio is Amplify UI's: its input is visually hidden, and a reader clicks the choice's label.
  await page.getByRole('radiogroup', { name: 'Story digest' }).getByText('Daily', { exact: true }).click();
  await expect_(
    page.locator('#email-settings fieldset:has([name="digestFrequency"]) .settings-field__status'),
    'Saved',
  );
  await page.reload();
  await waitForHydration(page);
  expect(await page.locator('[name="digestFrequency"][value="DAILY"]').isChecked()).toBe(true);

  // Security: this device is listed; a password is set on /password and the link then says Change.
  await page.goto(`${runtime.url}/me/settings#tokens`);
  await waitForHydration(page);
  await page.locator('.settings__body[data-tab="security"]').waitFor();
  expect(await page.locator('.settings-session__current').textContent()).toBe('This device');
  await page.getByRole('link', { name: 'Set a password' }).click();
  await page.waitForURL((url) => url.pathname === '/password');
  await page.getByLabel('New password', { exact: true }).fill('correct horse battery');
  await page.getByLabel('Confirm new password').fill('correct horse battery');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/me/settings/security');
  await page.getByRole('link', { name: 'Change password' }).waitFor();

  // A token is shown once and listed.
  await page.locator('[name="tokenDescription"]').fill('Publishing script');
  await page.locator('[name="tokenDescription"]').press('Enter');
  const token = await page.locator('.settings-token__value').textContent();
  expect(token).toMatch(/^folio_/);
  await page.locator('[data-token]', { hasText: 'Publishing script' }).waitFor();
}, 60_000);

/** Waits until the locator's text is `text`. */
async function expect_(locator: ReturnType<Page['locator']>, text: string) {
  await locator.filter({ hasText: text }).waitFor();
}
