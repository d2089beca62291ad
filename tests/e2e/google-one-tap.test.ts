import { createIdentityRepository } from '#functions/auth/core/identity/identity-repository.ts';
import { fakeGoogle } from '#functions/auth/one-tap/test-google.ts';
import { createAuthRepository } from '#functions/auth/core/auth-repository.ts';
import { createFlagStore } from '#shared/data/flag-store.ts';
import { oneTapDismissalKey } from '#web/features/auth/one-tap/one-tap-dismissal.ts';
import { makeUser } from '#fixtures/factories.ts';
import { browserSuite, waitForHydration } from './browser.ts';
import { fakeGoogleIdentity } from './fake-google-identity.ts';

/**
 * Google one-tap in Chromium (spec 2 §2, §4; decision 36): Folio's own slot, adapter, card, mutation,
 * callback and session, with Google replaced at its two boundaries — the GIS script the page loads
 * (fake-google-identity.ts) and the discovery document and keys the server fetches (test-google.ts),
 * whose key signs the credentials the test hands the page, so the server checks real signatures.
 */
const google = fakeGoogle();
const grace = { id: 'user-grace', email: 'grace@gmail.com', subject: 'g-grace' };
/** A route of the eight (ShowUser) where the prompt may show. */
const path = '/@grace';

const suite = browserSuite({
  googleOneTap: { clientId: google.clientId, fetch: google.fetch },
  prepare: async ({ data }) => {
    await createFlagStore(data).set('enable_google_one_tap', true, 'google-one-tap.test');
    await makeUser(data, { id: grace.id, username: 'grace', name: 'Grace Hopper', email: grace.email });
    await data.entities.claim.put({ kind: 'email', value: grace.email, ownerId: grace.id }).go();
    await createIdentityRepository(data).linkIdentity({
      provider: 'google',
      subject: grace.subject,
      userId: grace.id,
      email: grace.email,
      createdAt: Date.now(),
    });
  },
});

/** Opens `path` as a visitor and waits until React runs (the prompt is decided only then). */
async function visit() {
  const { page, runtime } = suite;
  await page.goto(`${runtime.url}${path}`);
  await waitForHydration(page);
}

/** The page has settled (hydrated, lazy chunks and queries done) without loading Google's script. */
async function expectNoPrompt(gis: Awaited<ReturnType<typeof fakeGoogleIdentity>>) {
  await suite.page.waitForLoadState('networkidle');
  expect(await gis.loaded()).toBe(false);
}

const signedInAs = async () => {
  await suite.page.getByRole('button', { name: 'Your account' }).waitFor();
  await waitForHydration(suite.page);
  expect(await suite.page.locator('.header__sign-up').count()).toBe(0);
};

test('an unknown address gets the card; Sign up creates the account, links Google and signs in', async () => {
  const { page, runtime } = suite;
  const gis = await fakeGoogleIdentity(page);
  await visit();
  expect(await gis.prompted()).toEqual({
    client_id: google.clientId,
    cancel_on_tap_outside: false,
    context: 'signin',
    use_fedcm_for_prompt: true,
  });
  await gis.choose(google.credential({ sub: 'g-ada', email: 'ada@gmail.com', name: 'Ada Lovelace' }));

  const card = page.getByRole('dialog', { name: 'Continue to Folio' });
  await card.waitFor();
  expect(await card.textContent()).toContain('ada@gmail.com');
  const auth = createAuthRepository(runtime.data);
  // Asking about the address created nothing: only Sign up does.
  expect(await auth.findUserByEmail('ada@gmail.com')).toBeUndefined();

  await card.getByRole('button', { name: 'Sign up' }).click();
  await signedInAs();
  expect(new URL(page.url()).pathname).toBe(path);
  const user = await auth.findUserByEmail('ada@gmail.com');
  expect(user).toMatchObject({ name: 'Ada Lovelace' });
  expect((await auth.listSessionsByUser(user!.id)).map((session) => session.method)).toEqual(['google']);
  expect(await createIdentityRepository(runtime.data).listIdentitiesByUser(user!.id)).toEqual([
    expect.objectContaining({ provider: 'google', subject: 'g-ada' }),
  ]);
  // Signed in, the page the callback brought the reader back to loads none of the prompt.
  await expectNoPrompt(gis);
});

test('a Google account linked to a reader signs them in directly, no card', async () => {
  const { page, runtime } = suite;
  const gis = await fakeGoogleIdentity(page);
  await visit();
  await gis.prompted();
  await gis.choose(google.credential({ sub: grace.subject, email: grace.email, name: 'Grace Hopper' }));

  await signedInAs();
  expect(new URL(page.url()).pathname).toBe(path);
  expect(await page.getByRole('dialog').count()).toBe(0);
  const sessions = await createAuthRepository(runtime.data).listSessionsByUser(grace.id);
  expect(sessions.map((session) => session.method)).toEqual(['google']);
});

test('not on a small screen: the prompt comes only once the window is wide', async () => {
  const { page } = suite;
  const gis = await fakeGoogleIdentity(page);
  await page.setViewportSize({ width: 600, height: 900 });
  await visit();
  await expectNoPrompt(gis);

  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await gis.prompted()).toMatchObject({ client_id: google.clientId });
});

test('closing the prompt keeps it away for 14 days', async () => {
  const { page } = suite;
  const gis = await fakeGoogleIdentity(page);
  await visit();
  await gis.prompted();
  await gis.close();
  const dismissedAt = await page.evaluate((key) => Number(localStorage.getItem(key)), oneTapDismissalKey);
  expect(Date.now() - dismissedAt).toBeLessThan(60_000);

  await page.reload();
  await waitForHydration(page);
  await expectNoPrompt(gis);

  // Dismissed 15 days ago: offered again.
  await page.evaluate(([key, at]) => localStorage.setItem(key, String(at)), [
    oneTapDismissalKey,
    Date.now() - 15 * 86_400_000,
  ] as const);
  await page.reload();
  await waitForHydration(page);
  expect(await gis.prompted()).toMatchObject({ client_id: google.clientId });
});
