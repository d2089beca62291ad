import type { Page } from 'playwright-core';
import { makeCollection, makeUser } from '#fixtures/factories.ts';
import { browserSuite, waitForHydration } from './browser.ts';
import { watchMailbox } from './sign-in-by-email.ts';

/**
 * Signing in on a publication's custom domain and on a writer's subdomain, in Chromium: Sign in there
 * leads to the auth domain (localhost), the magic link signs in there, and the session is handed off
 * to the host the reader came from (functions/auth/handoff/). Chromium resolves *.localhost here.
 */
const ruth = 'ruth@folio.example';
const customDomain = 'ux.folio.localhost';

const suite = browserSuite({
  prepare: async ({ data, registerHost }) => {
    const reader = await makeUser(data, { username: 'ruth', name: 'Ruth Alvarez', email: ruth });
    await data.entities.claim.put({ kind: 'email', value: ruth, ownerId: reader.id }).go();
    const writer = await makeUser(data, { username: 'maya', name: 'Maya Chen', hasSubdomain: true });
    await makeCollection(data, {
      slug: 'ux-notes',
      name: 'UX Notes',
      creatorId: writer.id,
      domain: customDomain,
    });
    registerHost(customDomain, { kind: 'publication', target: 'ux-notes' });
  },
});

/** Sign in from `origin` as a reader does: the header's Sign in, the auth domain's page, the mailbox. */
async function signInFrom(page: Page, origin: string) {
  const { runtime } = suite;
  const nextLink = await watchMailbox(runtime.url, ruth);
  await page.goto(`${origin}/`);
  await waitForHydration(page);
  await page.locator('.header__sign-in').click();
  await page.waitForURL((url) => url.origin === runtime.url && url.pathname === '/m/signin');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(`${origin}/`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Sign in with email' }).click();
  await page.getByLabel('Your email').fill(ruth);
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: 'Check your inbox.' }).waitFor();
  await page.goto(await nextLink());
  await page.waitForURL((url) => url.origin === origin && url.pathname === '/');
  await waitForHydration(page);
}

/** Who the host's own /graphql says the viewer is: the edge makes its cookie the credential. */
const viewerOnThisHost = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ viewer { username } }' }),
    });
    return ((await response.json()) as { data: { viewer: { username: string } | null } }).data.viewer;
  });

const sessionCookieOf = async (page: Page, host: string) =>
  (await page.context().cookies(`http://${host}/`)).find((cookie) => cookie.name === 'folio_sid');

test("a reader signs in on a publication's custom domain, lands back there signed in, and signs out there", async () => {
  const { page, runtime } = suite;
  const origin = `http://${customDomain}:${runtime.port}`;
  await signInFrom(page, origin);

  await page.getByRole('button', { name: 'Your account' }).click();
  await page.getByRole('menu', { name: 'Your account' }).waitFor();
  expect(await viewerOnThisHost(page)).toEqual({ username: 'ruth' });
  // The custom domain's own cookie, host-only; the auth domain keeps its session too.
  const custom = await sessionCookieOf(page, customDomain);
  expect(custom).toMatchObject({ domain: customDomain, httpOnly: true, sameSite: 'Lax' });
  expect(await sessionCookieOf(page, 'localhost')).toBeDefined();

  await page.getByRole('menuitem', { name: /Sign out/ }).click();
  await page.waitForURL((url) => url.origin === origin && url.pathname === '/');
  await waitForHydration(page);
  await page.locator('.header__sign-in').waitFor();
  expect(await sessionCookieOf(page, customDomain)).toBeUndefined();
  expect(await viewerOnThisHost(page)).toBeNull();
  expect(await sessionCookieOf(page, 'localhost')).toBeDefined();
});

test("a reader signs in on a writer's claimed subdomain and lands back there signed in", async () => {
  const { page, runtime } = suite;
  const origin = `http://maya.localhost:${runtime.port}`;
  await signInFrom(page, origin);
  await page.getByRole('button', { name: 'Your account' }).waitFor();
  expect(await viewerOnThisHost(page)).toEqual({ username: 'ruth' });
  expect(await sessionCookieOf(page, 'maya.localhost')).toMatchObject({ domain: 'maya.localhost' });
});
