import { makePost, makeUser } from '#fixtures/factories.ts';
import { browserSuite, waitForHydration } from './browser.ts';
import { signInByEmail } from './sign-in-by-email.ts';

/**
 * The signed-in home's tabs in Chromium: a feed pages in as the reader scrolls (decision 258), and the
 * chosen tab lives in the address, so reload, back and forward keep it (decision 259).
 */
const reo = 'reo@folio.example';
const storyCount = 14;

const suite = browserSuite({
  prepare: async ({ data }) => {
    const reader = await makeUser(data, { username: 'reo', name: 'Reo Reader', email: reo });
    await data.entities.claim.put({ kind: 'email', value: reo, ownerId: reader.id }).go();
    const sql = { slug: 'sql', displayTitle: 'SQL' };
    await data.entities.tag.put({ ...sql, postCount: storyCount }).go();
    await data.entities.follow
      .create({ followerId: reader.id, targetKind: 'tag', targetId: 'sql', createdAt: 1 })
      .go();
    const start = Date.now() - 60 * 60 * 1000;
    for (let index = 0; index < storyCount; index += 1) {
      const writer = await makeUser(data, { username: `sqlwriter${index}`, name: `Writer ${index}` });
      const publishedAt = start - index * 60 * 1000;
      const { post } = await makePost(
        data,
        { creatorId: writer.id, title: `Joins ${index}`, tags: [sql], firstPublishedAt: publishedAt },
        { paragraphs: null },
      );
      await data.entities.tagPost.put({ tagSlug: 'sql', postId: post.id, publishedAt }).go();
    }
  },
});

const tab = (name: string) => suite.page.getByRole('tab', { name, exact: true });
const cards = () => suite.page.getByRole('tabpanel').locator('.story-list h2');
const path = () => {
  const url = new URL(suite.page.url());
  return url.pathname + url.search;
};

test('a tag tab pages in as the reader scrolls, and stays chosen through reload, back and forward', async () => {
  const { page, runtime } = suite;
  await signInByEmail(page, runtime.url, reo, '/');
  await tab('SQL').click();
  await page.waitForURL((url) => url.search === '?tag=sql');
  await cards().first().waitFor();
  for (let tries = 0; tries < 10 && (await cards().count()) < storyCount; tries += 1) {
    await page.mouse.wheel(0, 20_000);
    await page.waitForTimeout(200);
  }
  expect(await cards().allTextContents()).toEqual(
    Array.from({ length: storyCount }, (_, index) => `Joins ${index}`),
  );
  expect(await page.locator('.show-more').count()).toBe(0);

  await page.reload();
  await waitForHydration(page);
  await cards().first().waitFor();
  expect(await tab('SQL').getAttribute('aria-selected')).toBe('true');

  await tab('Following').click();
  await page.waitForURL((url) => url.search === '?feed=following');
  expect(await tab('Following').getAttribute('aria-selected')).toBe('true');
  await page.goBack();
  await page.waitForURL((url) => url.search === '?tag=sql');
  expect(await tab('SQL').getAttribute('aria-selected')).toBe('true');
  await page.goBack();
  await page.waitForURL((url) => url.search === '' && url.pathname === '/');
  expect(path()).toBe('/');
  expect(await tab('For you').getAttribute('aria-selected')).toBe('true');
}, 90_000);
