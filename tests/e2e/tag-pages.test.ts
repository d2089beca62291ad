import { makePost, makeUser } from '#fixtures/factories.ts';
import { browserSuite, waitForHydration } from './browser.ts';
import { signInByEmail } from './sign-in-by-email.ts';

/**
 * The tag page in Chromium through the whole local platform (issue #16): a reader opens a tag from a
 * story's tags, pages down its latest stories, opens the top of the month and the archive, and
 * follows the tag signed in (the count moves and lasts).
 */
const ada = 'ada@folio.example';
const day = 24 * 60 * 60 * 1000;
let storyPath = '';

const suite = browserSuite({
  prepare: async ({ data }) => {
    const reader = await makeUser(data, { username: 'ada', name: 'Ada Lovelace', email: ada });
    await data.entities.claim.put({ kind: 'email', value: ada, ownerId: reader.id }).go();
    const writer = await makeUser(data, { username: 'grace', name: 'Grace Hopper' });
    const tags = [{ slug: 'compilers', displayTitle: 'Compilers' }];
    await data.entities.tag.put({ slug: 'compilers', displayTitle: 'Compilers', postCount: 12 }).go();
    const now = Date.now();
    for (let index = 0; index < 12; index += 1) {
      // Newest first: story 0 yesterday, then one every 5 days; story 3 (16 days ago) is the most clapped.
      const publishedAt = now - day - index * 5 * day;
      const { post } = await makePost(
        data,
        {
          creatorId: writer.id,
          title: `Compiler notes ${index}`,
          tags,
          firstPublishedAt: publishedAt,
          clapCount: index === 3 ? 90 : index,
        },
        { paragraphs: null },
      );
      await data.entities.tagPost.put({ tagSlug: 'compilers', postId: post.id, publishedAt }).go();
      if (index === 0) storyPath = `/@grace/${post.uniqueSlug}`;
    }
  },
});

const titles = () => suite.page.locator('.story-list h2').allTextContents();

test('a reader opens a tag from a story, pages down, opens the top of the month and the archive, and follows it', async () => {
  const { page, runtime } = suite;
  await signInByEmail(page, runtime.url, ada, storyPath);
  await page.locator('.post-tags a', { hasText: 'Compilers' }).click();
  await page.waitForURL(/\/tag\/compilers$/);
  await page.locator('h1', { hasText: 'Compilers' }).waitFor();
  await page.locator('.topic__counts', { hasText: '12 stories · 0 followers' }).waitFor();
  expect((await titles()).length).toBe(10);
  await page.locator('.show-more').click();
  await page.locator('.story-list', { hasText: 'Compiler notes 11' }).waitFor();
  expect((await titles()).length).toBe(12);

  await page.getByRole('link', { name: 'Top: This month' }).click();
  await page.waitForURL(/\/tag\/compilers\/top\/month$/);
  await page.locator('.story-list', { hasText: 'Compiler notes 3' }).waitFor();
  // Stories 0–5 are within 30 days; the most clapped first.
  expect(await titles()).toEqual([3, 5, 4, 2, 1, 0].map((index) => `Compiler notes ${index}`));

  await page.getByRole('link', { name: 'Archive' }).click();
  await page.waitForURL(/\/tag\/compilers\/archive$/);
  await page.locator('.topic__archive-years a').first().waitFor();

  await page.getByRole('link', { name: 'Latest' }).click();
  await page.waitForURL(/\/tag\/compilers$/);
  const follow = page.locator('.topic__header .follow-button');
  await follow.filter({ hasText: /^Follow$/ }).waitFor();
  await follow.click();
  await follow.filter({ hasText: /^Following$/ }).waitFor();
  await page.locator('.topic__counts', { hasText: '1 follower' }).waitFor();
  // The button and count move at once; the toast says the server has the follow, so a reload shows it.
  await page
    .locator('[data-toast-style="MESSAGE"]', { hasText: "You're now following Compilers." })
    .waitFor();
  await page.reload();
  await waitForHydration(page);
  expect(await follow.getAttribute('aria-pressed')).toBe('true');
  await page.locator('.topic__counts', { hasText: '12 stories · 1 follower' }).waitFor();
});

test('an unknown tag is the 404 page', async () => {
  const response = await suite.page.goto(`${suite.runtime.url}/tag/no-such-tag`);
  expect(response?.status()).toBe(404);
});
