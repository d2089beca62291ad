import { authPaths } from '#contract/auth-paths.ts';
import { makeUser } from '#fixtures/factories.ts';
import { browserSuite, collectProblems, waitForHydration } from './browser.ts';
import { openEmailSignIn, watchMailbox } from './sign-in-by-email.ts';

/** A visitor signs in and signs up through the modal, in a real browser against the local platform. */
const ada = 'ada@folio.example';

const suite = browserSuite({
  prepare: async ({ data }) => {
    const user = await makeUser(data, { username: 'ada', name: 'Ada Lovelace', email: ada });
    await data.entities.claim.put({ kind: 'email', value: ada, ownerId: user.id }).go();
  },
});

async function open(path = '/') {
  await suite.page.goto(`${suite.runtime.url}${path}`);
  await waitForHydration(suite.page);
}

const dialog = () => suite.page.getByRole('dialog');
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
  const { page } = suite;
  const callback = page.waitForResponse((response) => response.url().includes(authPaths.emailCallback));
  await page.keyboard.press('Enter');
  const answered = await callback;
  expect(answered.status()).toBe(302);
  await page.waitForURL((url) => url.pathname === path);
  await waitForHydration(page);
}
const sessionCookie = async () =>
  (await suite.page.context().cookies()).find((cookie) => cookie.name === 'folio_sid');

test('on a wide screen: Sign in, e-mail, a link, then a code instead, and back signed in', async () => {
  const { page, runtime } = suite;
  await open('/@ada');
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

  const nextCode = await watchMailbox(runtime.url, ada, 'code');
  await dialog().getByRole('button', { name: 'Enter a code instead' }).click();
  await dialog()
    .getByLabel('Login code')
    .fill(await nextCode());
  await submitCode('/@ada');
  expect(await sessionCookie()).toBeDefined();
});

test('on a small screen: the secondary bar’s Sign up, full screen, a code straight away', async () => {
  const { page, runtime } = suite;
  await page.setViewportSize({ width: 390, height: 844 });
  await open();
  await page.locator('.secondary-bar__sign-up').click();
  await dialog().waitFor();
  expect(await dialog().getByRole('heading').textContent()).toBe('Join Folio.');
  await settled();
  const box = (await dialog().boundingBox())!;
  expect([box.x, box.y, box.width, Math.round(box.height)]).toEqual([0, 0, 390, 844]);

  await dialog().getByRole('button', { name: 'Sign up with email' }).click();
  await dialog().getByLabel('Your full name').fill('Grace Hopper');
  await dialog().getByLabel('Your email').fill('grace@folio.example');
  const nextCode = await watchMailbox(runtime.url, 'grace@folio.example', 'code');
  await page.keyboard.press('Enter');
  await dialog()
    .getByLabel('Login code')
    .fill(await nextCode());
  await submitCode('/');
  expect(await sessionCookie()).toBeDefined();
});

test('Escape closes the modal, and the next opening starts afresh', async () => {
  const { page } = suite;
  await open();
  await page.locator('.header__sign-up').click();
  await dialog().getByRole('button', { name: 'Sign up with email' }).click();
  await page.keyboard.press('Escape');
  await dialog().waitFor({ state: 'detached' });
  await page.locator('.header__sign-in').click();
  expect(await dialog().getByRole('heading').textContent()).toBe('Welcome back.');
});

test('the sign-in page after an expired link asks for the address again', async () => {
  const { page } = suite;
  await open('/m/signin?operation=register&source=email_login_timeout');
  expect(await page.getByRole('heading', { level: 2 }).textContent()).toBe('Your sign up link has expired');
  await page.getByLabel('Your email').waitFor();
});

test('a link opened in another browser asks “Sign in as …?” and signs in only after the click', async () => {
  const { page, runtime } = suite;
  const nextLink = await watchMailbox(runtime.url, ada);
  const dialog = await openEmailSignIn(page, runtime.url, ada, '/@ada');
  await page.keyboard.press('Enter');
  await dialog.getByRole('heading', { name: 'Check your inbox.' }).waitFor();
  const link = await nextLink();

  // The reader's phone, say: a browser of its own, without the binding of the one that asked.
  const elsewhere = await page
    .context()
    .browser()!
    .newPage({ viewport: { width: 1280, height: 900 } });
  const problems = collectProblems(elsewhere);
  const sessionThere = async () =>
    (await elsewhere.context().cookies()).find((cookie) => cookie.name === 'folio_sid');
  await elsewhere.goto(link);
  await elsewhere.getByRole('heading', { level: 1, name: 'Sign in as Ada Lovelace?' }).waitFor();
  expect(await sessionThere()).toBeUndefined();

  await elsewhere.getByRole('button', { name: 'Sign in as Ada Lovelace' }).click();
  await elsewhere.waitForURL((url) => url.pathname === '/@ada');
  await waitForHydration(elsewhere);
  expect(await sessionThere()).toBeDefined();
  // The first browser's link is spent: opened there now, it says so.
  await page.goto(link);
  await page.waitForURL((url) => url.pathname === '/m/signin');
  await elsewhere.close();
  expect(problems).toEqual([]);
});
