import type { Page } from 'playwright-core';
import { authPaths } from '#contract/auth-paths.ts';
import type { OutboxEntry } from '#local/outbox.ts';
import { eventually } from '#fixtures/eventually.ts';
import { waitForHydration } from './browser.ts';

const patterns = {
  link: new RegExp(`https?://\\S+${authPaths.emailCallback}\\?\\S+`),
  code: /^\d{6}$/m,
};

/**
 * Notes what the local mailbox holds for `address`; the function it answers waits for a magic link (or
 * login code) e-mailed after that, the newest when there are several. E-mails leave through a queue and an earlier sign-in's are
 * spent (a code asked for after a link may even arrive first): only one sent since will do.
 */
export async function watchMailbox(baseUrl: string, address: string, kind: keyof typeof patterns = 'link') {
  const mails = async () =>
    ((await (await fetch(`${baseUrl}/_/dev/mailbox.json`)).json()) as OutboxEntry[]).filter(
      (mail) => mail.to === address,
    );
  const seen = new Set((await mails()).map((mail) => mail.id));
  return async (): Promise<string> => {
    const [newest] = await eventually(
      async () => (await mails()).filter((mail) => !seen.has(mail.id) && patterns[kind].test(mail.text)),
      (fresh) => fresh.length > 0,
    );
    if (!newest) throw new Error(`No ${kind} was e-mailed to ${address}`);
    return patterns[kind].exec(newest.text)![0];
  };
}

/**
 * Opens the sign-in modal on `path` with `opener` (the header's Sign in unless a page has its own) and
 * types `address` into its e-mail form; the dialog.
 */
export async function openEmailSignIn(
  page: Page,
  baseUrl: string,
  address: string,
  path: string,
  opener = '.header__sign-in',
) {
  await page.goto(`${baseUrl}${path}`);
  await waitForHydration(page);
  await page.locator(opener).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Sign in with email' }).click();
  await dialog.getByLabel('Your email').fill(address);
  return dialog;
}

/**
 * Signs `address` in as a reader would: the sign-in modal on `path` (opened with `opener`), its e-mail
 * form, the magic link it sends to the local mailbox, and back on `path`, hydrated. Answers the link,
 * which is spent by then.
 */
export async function signInByEmail(
  page: Page,
  baseUrl: string,
  address: string,
  path: string,
  opener?: string,
): Promise<string> {
  const nextLink = await watchMailbox(baseUrl, address);
  const dialog = await openEmailSignIn(page, baseUrl, address, path, opener);
  await page.keyboard.press('Enter');
  await dialog.getByRole('heading', { name: 'Check your inbox.' }).waitFor();
  const link = await nextLink();
  await page.goto(link);
  await page.waitForURL((url) => url.pathname === path);
  await waitForHydration(page);
  return link;
}
