import { createSocialRepository } from '#functions/users/social-repository.ts';
import { makeCollection, makeUser } from '#fixtures/factories.ts';
import { postSigned } from '#fixtures/signed-post.ts';
import { browserSuite, waitForHydration } from './browser.ts';
import { signInByEmail } from './sign-in-by-email.ts';

/**
 * The follower lists and the muted page in Chromium, through the whole local platform: a writer with
 * more followers than one page holds, and a reader who mutes her through the API and unmutes her on
 * /me/settings/mute.
 */
const ada = 'ada@folio.example';
const followerCount = 12;
const followerName = (index: number) => `Follower ${String(index).padStart(2, '0')}`;

const suite = browserSuite({
  prepare: async ({ data }) => {
    const reader = await makeUser(data, { id: 'ada-1', username: 'ada', name: 'Ada Lovelace', email: ada });
    await data.entities.claim.put({ kind: 'email', value: ada, ownerId: reader.id }).go();
    const grace = await makeUser(data, { id: 'grace-1', username: 'grace', name: 'Grace Hopper' });
    const pub = await makeCollection(data, { id: 'pub-1', slug: 'the-pub', name: 'The Pub' });
    // Followed one after the other: Follower 12 is the newest, first on the list.
    const social = createSocialRepository(data);
    for (let index = 1; index <= followerCount; index += 1) {
      const follower = await makeUser(data, {
        username: `follower${index}`,
        name: followerName(index),
        bio: `Reader number ${index}.`,
      });
      await social.follow(follower.id, { kind: 'user', id: grace.id }, Date.UTC(2026, 2, index));
    }
    await social.follow(reader.id, { kind: 'collection', id: pub.id }, Date.UTC(2026, 3, 1));
  },
});

const rowNames = () => suite.page.locator('.entity-row .entity-row__link').allTextContents();

test('a writer’s followers render on the server and page with Show more', async () => {
  const { page, runtime } = suite;
  const html = await (await fetch(`${runtime.url}/@grace/followers`)).text();
  expect(html).toContain('<title>People following Grace Hopper – Folio</title>');
  expect(html).toContain(followerName(12));
  expect(html).toContain('12 followers');

  await page.goto(`${runtime.url}/@grace/followers`);
  await waitForHydration(page);
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Grace Hopper');
  expect(await rowNames()).toEqual(Array.from({ length: 10 }, (_, index) => followerName(12 - index)));
  await page.getByRole('button', { name: 'Show more' }).click();
  await page
    .locator('.entity-row')
    .nth(followerCount - 1)
    .waitFor();
  expect(await rowNames()).toEqual(
    Array.from({ length: followerCount }, (_, index) => followerName(12 - index)),
  );
  expect(await page.getByRole('button', { name: 'Show more' }).count()).toBe(0);
  // A visitor's Follow is a way to sign up.
  expect(
    await page.locator('.entity-row').first().getByRole('link', { name: 'Follow', exact: true }).count(),
  ).toBe(1);

  // The writer's following page, and an unknown writer's: a 404.
  await page.goto(`${runtime.url}/@follower3/following`);
  await waitForHydration(page);
  expect(await rowNames()).toEqual(['Grace Hopper']);
  expect((await fetch(`${runtime.url}/@nobody-here/followers`)).status).toBe(404);
}, 60_000);

test('a publication’s followers render on the server; an unknown publication’s are a 404', async () => {
  const { runtime } = suite;
  const response = await fetch(`${runtime.url}/the-pub/followers`);
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toContain('<title>People following The Pub – Folio</title>');
  expect(html).toContain('1 follower');
  expect(html).toContain('Ada Lovelace');
  expect((await fetch(`${runtime.url}/no-such-pub/followers`)).status).toBe(404);
}, 60_000);

test('a reader unmutes a writer muted through the API on /me/settings/mute', async () => {
  const { page, runtime } = suite;
  // Signed in through the settings page's own link; from its Account tab, on the client.
  await signInByEmail(page, runtime.url, ada, '/me/settings', '.settings__sign-in a');
  await page.getByRole('link', { name: 'Muted writers and publications' }).click();
  await page.waitForURL((url) => url.pathname === '/me/settings/mute');
  expect(await page.locator('.people__empty').textContent()).toBe("You haven't muted anyone.");
  await page.getByRole('link', { name: 'Publications' }).click();
  await page.waitForURL((url) => url.pathname === '/me/settings/mute/publications');
  await page.getByText("You haven't muted any publications.").waitFor();

  const muted = await api('mutation { muteUser(targetUserId: "grace-1") { __typename } }');
  expect(muted).toEqual({ muteUser: { __typename: 'User' } });

  await page.goto(`${runtime.url}/me/settings/mute`);
  await waitForHydration(page);
  expect(await rowNames()).toEqual(['Grace Hopper']);
  await page.locator('.entity-row').getByRole('button', { name: 'Unmute' }).click();
  await page.getByText('Grace Hopper has been unmuted.').waitFor();
  expect(await page.locator('.entity-row').count()).toBe(0);
  expect(await page.locator('.people__empty').textContent()).toBe("You haven't muted anyone.");

  // The API agrees: the list is empty after a reload too.
  await page.reload();
  await waitForHydration(page);
  await page.locator('.people__empty').waitFor();
  expect(await page.locator('.entity-row').count()).toBe(0);
}, 60_000);

/** A GraphQL call with the browser's session, as a script of the reader's would make it. */
async function api(query: string) {
  const { page, runtime } = suite;
  const cookies = Object.fromEntries(
    (await page.context().cookies()).map((cookie) => [cookie.name, cookie.value]),
  );
  const response = await postSigned(`${runtime.url}/_/batch`, JSON.stringify([{ query }]), {
    cookie: `folio_sid=${cookies.folio_sid}; folio_xsrf=${cookies.folio_xsrf}`,
    'x-xsrf-token': cookies.folio_xsrf!,
  });
  return ((await response.json()) as [{ data: unknown }])[0].data;
}
