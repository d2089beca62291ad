import type { Browser, Page } from 'playwright-core';
import { authPaths } from '../../functions/shared/auth-paths.ts';
import type { OutboxEntry } from '../../infra/local/outbox.ts';
import { eventually } from '../fixtures/eventually.ts';
import { makeUser } from '../fixtures/factories.ts';
import { startTestRuntime, type TestRuntime } from '../fixtures/runtime.ts';
import { collectProblems, launchChromium, waitForHydration } from './browser.ts';

/** A visitor signs in and signs up through the modal, in a real browser against the local platform. */
let runtime: TestRuntime;
let browser: Browser;
let page: Page;
let problems: string[];
const ada = 'ada@folio.example';

beforeAll(async () => {
  runtime = await startTestRuntime({
    prepare: async ({ data }) => {
      const user = await makeUser(data, { username: 'ada', name: 'Ada Lovelace', email: ada });
      await data.entities.claim.put({ kind: 'email', value: ada, ownerId: user.id }).go();
    },
  });
  browser = await launchChromium();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await runtime?.stop();
});
afterEach(async () => {
  await page.close();
  expect(problems).toEqual([]);
});

async function open(width: number, height: number, path = '/') {
  page = await browser.newPage({ viewport: { width, height } });
  problems = collectProblems(page);
  await page.goto(`${runtime.url}${path}`);
  await waitForHydration(page);
}

/**
 * The 6-digit code of the newest e-mail to the address that carries one. E-mails leave through a
 * queue, so a code asked for after a link may arrive first: look for the code, not the last e-mail.
 */
async function codeFor(address: string) {
  const withCode = await eventually(
    async () =>
      ((await (await fetch(`${runtime.url}/_/dev/mailbox.json`)).json()) as OutboxEntry[]).filter(
        (mail) => mail.to === address && codePattern.test(mail.text),
      ),
    (found) => found.length > 0,
  );
  const newest = [...withCode].sort((a, b) => b.sentAt - a.sentAt)[0]!;
  return codePattern.exec(newest.text)![1]!;
}
const codePattern = /\b(\d{6})\b/;

const dialog = () => page.getByRole('dialog');
/** Waits for the dialog's opening animation (300 ms) to end, so its box is where it stays. */
const settled = () =>
  dialog().evaluate((element) =>
    Promise.all(
      element
        .closest('.sign-in-modal')!
        .getAnimations()
        .map((animation) => animation.finished),
    ),
  );
/** Enter on the code: the browser goes to the callback, which signs in and sends it back to `path`. */
async function submitCode(path: string) {
  const callback = page.waitForResponse((response) => response.url().includes(authPaths.emailCallback));
  await page.keyboard.press('Enter');
  const answered = await callback;
  expect(answered.status()).toBe(302);
  await page.waitForURL((url) => url.pathname === path);
  await waitForHydration(page);
}
const sessionCookie = async () =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'folio_sid');

test('on a wide screen: Sign in, e-mail, a link, then a code instead, and back signed in', async () => {
  await open(1280, 900, '/@ada');
  await page.locator('.header__sign-in').click();
  await dialog().waitFor();
  expect(await dialog().getByRole('heading').textContent()).toBe('Welcome back.');
  expect(await dialog().evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await settled();
  expect((await dialog().boundingBox())!.width).toBe(678);

  await dialog().getByRole('button', { name: 'Sign in with email' }).click();
  await dialog().getByLabel('Your email').fill(` ${ada.toUpperCase()} `);
  await page.keyboard.press('Enter');
  await dialog().getByRole('heading', { name: 'Check your inbox.' }).waitFor();
  expect(await dialog().textContent()).toContain(`Click the link we sent to ${ada}`);

  await dialog().getByRole('button', { name: 'Enter a code instead' }).click();
  await dialog()
    .getByLabel('Login code')
    .fill(await codeFor(ada));
  await submitCode('/@ada');
  expect(await sessionCookie()).toBeDefined();
});

test('on a small screen: the secondary bar’s Sign up, full screen, a code straight away', async () => {
  await open(390, 844);
  await page.locator('.secondary-bar__sign-up').click();
  await dialog().waitFor();
  expect(await dialog().getByRole('heading').textContent()).toBe('Join Folio.');
  await settled();
  const box = (await dialog().boundingBox())!;
  expect([box.x, box.y, box.width, Math.round(box.height)]).toEqual([0, 0, 390, 844]);

  await dialog().getByRole('button', { name: 'Sign up with email' }).click();
  await dialog().getByLabel('Your full name').fill('Grace Hopper');
  await dialog().getByLabel('Your email').fill('grace@folio.example');
  await page.keyboard.press('Enter');
  await dialog()
    .getByLabel('Login code')
    .fill(await codeFor('grace@folio.example'));
  await submitCode('/');
  expect(await sessionCookie()).toBeDefined();
});

test('Escape closes the modal, and the next opening starts afresh', async () => {
  await open(1280, 900);
  await page.locator('.header__sign-up').click();
  await dialog().getByRole('button', { name: 'Sign up with email' }).click();
  await page.keyboard.press('Escape');
  await dialog().waitFor({ state: 'detached' });
  await page.locator('.header__sign-in').click();
  expect(await dialog().getByRole('heading').textContent()).toBe('Welcome back.');
});

test('the sign-in page after an expired link asks for the address again', async () => {
  await open(1280, 900, '/m/signin?operation=register&source=email_login_timeout');
  expect(await page.getByRole('heading', { level: 2 }).textContent()).toBe('Your sign up link has expired');
  await page.getByLabel('Your email').waitFor();
});
