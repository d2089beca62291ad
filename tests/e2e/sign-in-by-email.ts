import type { Page } from 'playwright-core';
import { authPaths } from '../../functions/shared/auth-paths.ts';
import type { OutboxEntry } from '../../infra/local/outbox.ts';
import { eventually } from '../fixtures/eventually.ts';
import { waitForHydration } from './browser.ts';

/**
 * Signs `address` in as a reader would: the header's Sign in on `path`, the e-mail form of the modal, the
 * magic link it sends to the local mailbox, and back on `path`, hydrated.
 */
export async function signInByEmail(page: Page, baseUrl: string, address: string, path: string) {
  const pattern = new RegExp(`https?://\\S+${authPaths.emailCallback}\\?\\S+`);
  const links = async () =>
    ((await (await fetch(`${baseUrl}/_/dev/mailbox.json`)).json()) as OutboxEntry[])
      .filter((mail) => mail.to === address && pattern.test(mail.text))
      .map((mail) => pattern.exec(mail.text)![0]);
  // A link sent by an earlier sign-in is spent: only the one this sign-in asks for will do.
  const spent = new Set(await links());
  await page.goto(`${baseUrl}${path}`);
  await waitForHydration(page);
  await page.locator('.header__sign-in').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Sign in with email' }).click();
  await dialog.getByLabel('Your email').fill(address);
  await page.keyboard.press('Enter');
  await dialog.getByRole('heading', { name: 'Check your inbox.' }).waitFor();
  const [link] = await eventually(
    async () => (await links()).filter((found) => !spent.has(found)),
    (fresh) => fresh.length > 0,
  );
  await page.goto(link!);
  await page.waitForURL((url) => url.pathname === path);
  await waitForHydration(page);
}
