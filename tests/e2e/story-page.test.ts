import { makeCollection, makePost, makeUser } from '#fixtures/factories.ts';
import { browserSuite, readerUserAgent, waitForHydration } from './browser.ts';
import { signInByEmail } from './sign-in-by-email.ts';

/**
 * The complete story page in Chromium (issue #13): the story bar under the byline and after the story
 * (responses, share, More), then the writer's and the publication's cards and "More from" each, all in
 * the server's HTML; a reader shares the link and follows the writer from the card at the end.
 */
const ada = 'ada@folio.example';
let storyPath = '';

const suite = browserSuite({
  prepare: async ({ data }) => {
    const reader = await makeUser(data, { username: 'ada', name: 'Ada Lovelace', email: ada });
    await data.entities.claim.put({ kind: 'email', value: ada, ownerId: reader.id }).go();
    const grace = await makeUser(data, {
      username: 'grace',
      name: 'Grace Hopper',
      bio: 'Wrote the first compiler.',
    });
    const linus = await makeUser(data, { username: 'linus', name: 'Linus Torvalds' });
    const compiler = await makeCollection(data, {
      slug: 'the-compiler',
      name: 'The Compiler',
      creatorId: grace.id,
    });
    const inCompiler = { collectionId: compiler.id, statusForCollection: 'APPROVED' as const };
    for (const [day, title] of ['Loops', 'Bugs', 'Linkers', 'Parsers', 'Macros'].entries()) {
      await makePost(data, { creatorId: grace.id, title, firstPublishedAt: Date.UTC(2026, 1, day + 1) });
    }
    await makePost(data, {
      creatorId: linus.id,
      title: 'Kernel notes',
      ...inCompiler,
      firstPublishedAt: Date.UTC(2026, 1, 9),
    });
    const { post } = await makePost(data, {
      creatorId: grace.id,
      title: 'On compilers',
      ...inCompiler,
      firstPublishedAt: Date.UTC(2026, 1, 10),
    });
    storyPath = `/the-compiler/${post.uniqueSlug}`;
  },
});

const titles = (heading: string) =>
  suite.page.getByRole('region', { name: heading }).locator('.post-card__title').allTextContents();

test('a visitor gets the whole story page from the server: bars, cards and more from both', async () => {
  const { page, runtime } = suite;
  const html = await (
    await fetch(`${runtime.url}${storyPath}`, { headers: { 'user-agent': readerUserAgent } })
  ).text();
  for (const text of [
    'Written by',
    'Published in',
    'More from Grace Hopper',
    'More from The Compiler',
    'Macros',
  ])
    expect(html).toContain(text);

  await page.goto(`${runtime.url}${storyPath}`);
  await waitForHydration(page);
  expect(await page.getByRole('group', { name: 'Story actions' }).count()).toBe(2);
  expect(await titles('More from Grace Hopper')).toEqual(['Macros', 'Parsers', 'Linkers', 'Bugs']);
  expect(await titles('More from The Compiler')).toEqual(['Kernel notes']);
  const writer = page.locator('.story-end .profile-card').first();
  expect(await writer.locator('.profile-card__name').textContent()).toBe('Written by Grace Hopper');
  expect(await writer.locator('.profile-card__bio').textContent()).toBe('Wrote the first compiler.');
  await page.getByRole('link', { name: 'See all from Grace Hopper' }).click();
  await page.waitForURL(`${runtime.url}/@grace`);
});

test('a reader copies the story’s link from the bar and follows the writer from the card at the end', async () => {
  const { page, runtime } = suite;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: runtime.url });
  await signInByEmail(page, runtime.url, ada, '/');
  await page.goto(`${runtime.url}${storyPath}`);
  await waitForHydration(page);

  const bar = page.getByRole('group', { name: 'Story actions' }).last();
  await bar.getByRole('button', { name: 'Share' }).click();
  expect(await page.getByRole('menu', { name: 'Share' }).getByRole('menuitem').allTextContents()).toEqual([
    'Copy link',
    'Share on X',
    'Share on LinkedIn',
    'Share on Facebook',
  ]);
  await page.getByRole('menuitem', { name: 'Copy link' }).click();
  await page.locator('[data-toast-style="MESSAGE"]', { hasText: 'Link copied' }).waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${runtime.url}${storyPath}`);

  const card = page.locator('.story-end .profile-card').first();
  await card.getByRole('button', { name: 'Follow' }).click();
  await card.locator('.profile-card__followers', { hasText: /^1 follower$/ }).waitFor();
  // The byline's button is the same writer's: it follows along.
  await page.locator('.byline').getByRole('button', { name: 'Following' }).waitFor();
}, 90_000);
