import { makePost, makeUser } from '#fixtures/factories.ts';
import type { FolioData } from '#shared/data/data.ts';
import { browserSuite, waitForHydration } from './browser.ts';
import { signInByEmail } from './sign-in-by-email.ts';

/**
 * Topics in Chromium through the whole local platform (issue #16): a new reader picks three topics on
 * /get-started/topics and Continue follows them (their tags are on /me/following/tags); a visitor
 * browses from /explore-topics to a tag's page, its top of the month and its archive.
 */
const nora = 'nora@folio.example';
const day = 24 * 60 * 60 * 1000;

/** A listed story under a tag, as publishing lists it. */
async function listed(data: FolioData, creatorId: string, slug: string, title: string, daysOld: number) {
  const publishedAt = Date.now() - daysOld * day;
  const tags = [{ slug, displayTitle: slug[0]!.toUpperCase() + slug.slice(1) }];
  const { post } = await makePost(
    data,
    { creatorId, title, tags, firstPublishedAt: publishedAt, clapCount: 100 - daysOld },
    { paragraphs: null },
  );
  await data.entities.tagPost.put({ tagSlug: slug, postId: post.id, publishedAt }).go();
}

const suite = browserSuite({
  prepare: async ({ data }) => {
    const reader = await makeUser(data, { username: 'nora', name: 'Nora New', email: nora });
    await data.entities.claim.put({ kind: 'email', value: nora, ownerId: reader.id }).go();
    const writer = await makeUser(data, { username: 'grace', name: 'Grace Hopper' });
    const counts: Record<string, number> = {
      design: 1,
      technology: 1,
      writing: 1,
      science: 1,
      programming: 4,
    };
    for (const [slug, count] of Object.entries(counts)) {
      const displayTitle = slug[0]!.toUpperCase() + slug.slice(1);
      await data.entities.tag.put({ slug, displayTitle, postCount: count }).go();
    }
    for (const slug of ['design', 'technology', 'writing', 'science'])
      await listed(data, writer.id, slug, `About ${slug}`, 1);
    // Two this month, two a year back: the top of the month holds the two, the archive has both years.
    for (const [index, daysOld] of [2, 10, 370, 380].entries())
      await listed(data, writer.id, 'programming', `Programs ${index}`, daysOld);
  },
});

test('a new reader picks three topics and Continue follows their tags', async () => {
  const { page, runtime } = suite;
  // The onboarding's navigation is the wordmark alone: the reader signs in elsewhere, then arrives.
  await signInByEmail(page, runtime.url, nora, '/explore-topics');
  await page.goto(`${runtime.url}/get-started/topics`);
  await waitForHydration(page);
  await page.locator('h1', { hasText: 'What are you interested in?' }).waitFor();
  const choice = (name: string) => page.getByRole('button', { name, exact: true });
  const proceed = page.getByRole('button', { name: 'Continue' });
  for (const name of ['Design', 'Technology']) await choice(name).click();
  expect(await proceed.isDisabled()).toBe(true);
  await choice('Writing').click();
  expect(await choice('Writing').getAttribute('aria-pressed')).toBe('true');
  await proceed.click();
  await page.waitForURL(`${runtime.url}/`);

  await page.goto(`${runtime.url}/me/following/tags`);
  await page.locator('.entity-row').first().waitFor();
  const followed = await page.locator('.entity-row__link').allTextContents();
  expect(new Set(followed)).toEqual(new Set(['Design', 'Technology', 'Programming', 'Writing']));
  expect(await page.locator('.following__private').textContent()).toBe(
    'Only you can see the tags you follow.',
  );
});

test('a visitor browses from explore-topics to a tag, its top of the month and its archive', async () => {
  const { page, runtime } = suite;
  await page.context().clearCookies();
  await page.goto(`${runtime.url}/explore-topics`);
  const technology = page.locator('section', { has: page.locator('h2', { hasText: 'Technology' }) });
  await technology.locator('.topics__tags li', { hasText: 'Programming 4 stories' }).waitFor();
  await technology.getByRole('link', { name: 'Programming' }).click();
  await page.waitForURL(/\/tag\/programming$/);
  await page.locator('h1', { hasText: 'Programming' }).waitFor();

  await page.getByRole('link', { name: 'Top: This month' }).click();
  await page.waitForURL(/\/tag\/programming\/top\/month$/);
  await page.locator('.story-list', { hasText: 'Programs 0' }).waitFor();
  expect(await page.locator('.story-list h2').allTextContents()).toEqual(['Programs 0', 'Programs 1']);

  await page.getByRole('link', { name: 'Archive' }).click();
  await page.waitForURL(/\/tag\/programming\/archive$/);
  const thisYear = new Date().getUTCFullYear();
  await page.locator('.topic__archive-years a', { hasText: String(thisYear - 1) }).waitFor();
  await page.locator('.topic__archive-years a', { hasText: String(thisYear - 1) }).click();
  await page.locator('.story-list', { hasText: 'Programs' }).waitFor();
});
