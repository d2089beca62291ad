import { makeUser } from '#fixtures/factories.ts';
import { browserSuite, waitForHydration } from './browser.ts';
import { signInByEmail } from './sign-in-by-email.ts';

/** A member signs in with a magic link, finds their avatar menu, and signs out, in Chromium. */
const grace = 'grace@folio.example';
const memberSince = Date.UTC(2024, 2, 15);

const suite = browserSuite({
  prepare: async ({ data }) => {
    const user = await makeUser(data, {
      username: 'grace',
      name: 'Grace Hopper',
      email: grace,
      tier: 'MEMBER',
      memberSince,
    });
    await data.entities.claim.put({ kind: 'email', value: grace, ownerId: user.id }).go();
  },
});

test('a member signs in with the link from the mailbox, sees the avatar menu, and signs out', async () => {
  const { page, runtime } = suite;
  const link = await signInByEmail(page, runtime.url, grace, '/@grace');
  expect(await page.locator('.header__sign-in').count()).toBe(0);

  const menuButton = page.getByRole('button', { name: 'Your account' });
  await menuButton.click();
  const menu = page.getByRole('menu', { name: 'Your account' });
  await menu.waitFor();
  expect(await page.locator('.avatar-menu__badge').textContent()).toBe('Member since Mar 2024');
  const text = await menu.textContent();
  expect(text).not.toContain('Become a member');
  // Write is in the menu for small screens only: the header has it here.
  expect(await menu.getByRole('menuitem', { name: 'Write' }).isVisible()).toBe(false);
  expect(text).toContain('g***@f***.example');
  expect((await menu.boundingBox())!.width).toBe(264);

  await page.getByRole('menuitem', { name: /Sign out/ }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await waitForHydration(page);
  await page.locator('.header__sign-in').waitFor();
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'folio_sid')).toBeUndefined();

  // The mailbox page lists the e-mail. Its link worked once: opened again, it leads to the expired-link
  // screen.
  await page.goto(`${runtime.url}/_/dev/mailbox`);
  expect(await page.textContent('body')).toContain(grace);
  await page.goto(link);
  await page.waitForURL((url) => url.pathname === '/m/signin');
  await waitForHydration(page);
  await page.getByRole('heading', { name: 'Your sign in link has expired' }).waitFor();
});
