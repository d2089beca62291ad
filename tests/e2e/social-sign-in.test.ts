import { authPaths } from '#contract/auth-paths.ts';
import { freePort } from '#local/free-port.ts';
import { authTexts } from '#web/features/auth/texts.ts';
import { makeUser } from '#fixtures/factories.ts';
import { startOidcProvider, type OidcProviderFixture } from '#fixtures/oidc-provider.ts';
import { browserSuite, waitForHydration } from './browser.ts';

/**
 * Social sign-in in Chromium: 'Google' is a real OpenID Provider on this machine (oidc-provider, through
 * the local runtime's OIDC_GOOGLE_* variables, README "Social sign-in locally"), whose own login and
 * consent pages the browser fills in.
 */
let provider: OidcProviderFixture;
const variables = ['OIDC_GOOGLE_CLIENT_ID', 'OIDC_GOOGLE_CLIENT_SECRET', 'OIDC_GOOGLE_ISSUER'];
/** The provider signs in any login id; one with an '@' is also its verified e-mail address. */
const newcomer = 'lin@oidc.test';
const member = 'kim@oidc.test';

const suite = browserSuite(async () => {
  // The provider must know our callback before the runtime, which must know the provider, starts.
  const port = await freePort();
  provider = await startOidcProvider(`http://localhost:${port}${authPaths.oidcCallback}`);
  Object.assign(process.env, {
    OIDC_GOOGLE_CLIENT_ID: 'folio-google',
    OIDC_GOOGLE_CLIENT_SECRET: 'folio-google-secret',
    OIDC_GOOGLE_ISSUER: provider.issuer,
  });
  return {
    port,
    prepare: async ({ data }) => {
      const user = await makeUser(data, { id: 'user-kim', username: 'kim', name: 'Kim', email: member });
      await data.entities.claim.put({ kind: 'email', value: member, ownerId: user.id }).go();
    },
    // The provider's pages import a web font; this machine has no network, and the page needs none.
    setUpPage: (page) =>
      page.route('https://fonts.googleapis.com/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/css', body: '' }),
      ),
  };
});
afterAll(async () => {
  for (const name of variables) delete process.env[name];
  await provider?.stop();
});

const dialog = () => suite.page.getByRole('dialog');

/** On the provider's own pages: logs in as `login` (any password will do), then consents. */
async function atProvider(login: string) {
  const { page } = suite;
  await page.waitForURL((url) => url.origin === provider.issuer);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.locator('input[name="prompt"][value="consent"]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('a visitor signs up with Google: the provider’s pages, then back on the site signed in', async () => {
  const { page, runtime } = suite;
  await page.goto(`${runtime.url}/@kim`);
  await waitForHydration(page);
  await page.locator('.header__sign-up').click();
  expect(await dialog().getByRole('heading').textContent()).toBe('Join Folio.');
  await dialog().getByRole('link', { name: 'Sign up with Google' }).click();

  await atProvider(newcomer);
  // A new account picks topics first (decision 274); Skip goes on to the page it signed up from.
  await page.waitForURL((url) => url.origin === runtime.url && url.pathname === '/get-started/topics');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Skip for now' }).click();
  await page.waitForURL((url) => url.origin === runtime.url && url.pathname === '/@kim');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Your account' }).waitFor();
  expect(await page.locator('.header__sign-up').count()).toBe(0);

  // The account is the provider's person: their address claimed, their name, the provider linked.
  const claim = (await runtime.data.entities.claim.get({ kind: 'email', value: newcomer }).go()).data;
  expect(claim).not.toBeNull();
  const user = (await runtime.data.entities.user.get({ id: claim!.ownerId }).go()).data;
  expect(user).toMatchObject({ name: 'Lin', email: newcomer });
  const links = await runtime.data.entities.identity.query.byUser({ userId: claim!.ownerId }).go();
  expect(links.data).toEqual([expect.objectContaining({ provider: 'google', subject: newcomer })]);
});

test('a visitor whose address has an account is told to sign in by e-mail, the address redacted', async () => {
  const { page, runtime } = suite;
  await page.goto(`${runtime.url}/`);
  await waitForHydration(page);
  await page.locator('.header__sign-in').click();
  await dialog().getByRole('link', { name: 'Sign in with Google' }).click();

  await atProvider(member);
  await page.waitForURL((url) => url.origin === runtime.url && url.pathname === '/m/signin');
  await waitForHydration(page);
  const query = new URL(page.url()).searchParams;
  expect(query.get('source')).toBe('social_suggestion');
  expect(query.get('suggestion')).toBe('user-kim');
  expect(query.get('redactedEmail')).toBe('k***@o***.test');

  // Nothing was linked and nobody is signed in; the page says why and asks for the address.
  const notice = page.locator('.sign-in-page').getByRole('status');
  expect(await notice.textContent()).toBe(authTexts.socialSuggestion('k***@o***.test'));
  expect(await notice.textContent()).not.toContain(member);
  await page.getByRole('heading', { name: 'Sign in with email' }).waitFor();
  expect(await page.getByLabel('Your email').inputValue()).toBe('');
  expect(await page.locator('.header__sign-in').count()).toBe(1);
  const links = await runtime.data.entities.identity.query.byUser({ userId: 'user-kim' }).go();
  expect(links.data).toEqual([]);
});
