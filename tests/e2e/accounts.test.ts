import type { Browser, Page } from 'playwright-core';
import { authPaths } from '../../functions/shared/auth-paths.ts';
import type { OutboxEntry } from '../../infra/local/outbox.ts';
import { eventually } from '../fixtures/eventually.ts';
import { makeUser } from '../fixtures/factories.ts';
import { startTestRuntime, type TestRuntime } from '../fixtures/runtime.ts';
import { collectProblems, launchChromium, waitForHydration } from './browser.ts';

/** A member signs in with a magic link, finds their avatar menu, and signs out, in Chromium. */
let runtime: TestRuntime;
let browser: Browser;
let page: Page;
let problems: string[];
const grace = 'grace@folio.example';
const memberSince = Date.UTC(2024, 2, 15);

beforeAll(async () => {
  runtime = await startTestRuntime({
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
  browser = await launchChromium();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await runtime?.stop();
});
beforeEach(async () => {
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  problems = collectProblems(page);
});
afterEach(async () => {
  await page.close();
  expect(problems).toEqual([]);
});

/** The magic link of the newest e-mail to the address that carries one. */
async function linkFor(address: string): Promise<string> {
  const pattern = new RegExp(`https?://\\S+${authPaths.emailCallback}\\?\\S+`);
  const mails = await eventually(
    async () =>
      ((await (await fetch(`${runtime.url}/_/dev/mailbox.json`)).json()) as OutboxEntry[]).filter(
        (mail) => mail.to === address && pattern.test(mail.text),
      ),
    (found) => found.length > 0,
  );
  return pattern.exec([...mails].sort((a, b) => b.sentAt - a.sentAt)[0]!.text)![0];
}

const dialog = () => page.getByRole('dialog');
const menuButton = () => page.getByRole('button', { name: 'Your account' });

test('a member signs in with the link from the mailbox, sees the avatar menu, and signs out', async () => {
  await page.goto(`${runtime.url}/@grace`);
  await waitForHydration(page);
  await page.locator('.header__sign-in').click();
  await dialog().getByRole('button', { name: 'Sign in with email' }).click();
  await dialog().getByLabel('Your email').fill(grace);
  await page.keyboard.press('Enter');
  await dialog().getByRole('heading', { name: 'Check your inbox.' }).waitFor();

  // The mailbox page lists the e-mail; the link in it signs in and comes back to the profile.
  const link = await linkFor(grace);
  await page.goto(`${runtime.url}/_/dev/mailbox`);
  expect(await page.textContent('body')).toContain(grace);
  await page.goto(link);
  await page.waitForURL((url) => url.pathname === '/@grace');
  await waitForHydration(page);
  expect(await page.locator('.header__sign-in').count()).toBe(0);

  await menuButton().click();
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

  // The link worked once: opened again, it leads to the expired-link screen.
  await page.goto(link);
  await page.waitForURL((url) => url.pathname === '/m/signin');
  await waitForHydration(page);
  await page.getByRole('heading', { name: 'Your sign in link has expired' }).waitFor();
});
