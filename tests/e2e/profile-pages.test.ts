import type { Page } from 'playwright-core';
import { makePost, makeUser } from '#fixtures/factories.ts';
import { clapTexts } from '#web/connected/claps/clap-texts.ts';
import { whoToFollowTexts } from '#web/connected/who-to-follow/who-to-follow-texts.ts';
import { highlightTexts } from '#web/features/post/components/highlight-texts.ts';
import { profileTabsTexts } from '#web/ui/profile-tabs/profile-tabs-texts.ts';
import { browserSuite, waitForHydration } from './browser.ts';
import { selectPassage } from './select-passage.ts';
import { signInByEmail } from './sign-in-by-email.ts';

/**
 * Profile pages in Chromium through the whole local platform (issue #16): the tabs of a profile, the
 * about page, a clap that lands on the reader's has-recommended tab, who to follow with its reason, and
 * a private highlight its reader sees on her profile while another reader does not.
 */
const ruth = 'ruth@folio.example';
const theo = 'theo@folio.example';
const sentence = 'The river was high that spring.';
let storyPath = '';

const suite = browserSuite({
  prepare: async ({ data }) => {
    const writer = await makeUser(data, {
      username: 'ada',
      name: 'Ada Lovelace',
      bio: 'Writes about engines.',
    });
    const reader = await makeUser(data, { username: 'ruth', name: 'Ruth Alvarez', email: ruth });
    const other = await makeUser(data, { username: 'theo', name: 'Theo Okafor', email: theo });
    const grace = await makeUser(data, { username: 'grace', name: 'Grace Hopper' });
    for (const [address, owner] of [
      [ruth, reader],
      [theo, other],
    ] as const)
      await data.entities.claim.put({ kind: 'email', value: address, ownerId: owner.id }).go();
    const { post } = await makePost(
      data,
      { creatorId: writer.id, title: 'The spring flood', tags: [] },
      {
        paragraphs: [
          { name: 'h0', type: 'H3', text: 'The spring flood' },
          { name: 'a1', type: 'P', text: `${sentence} Nobody slept.`, markups: [] },
        ],
      },
    );
    // Grace's story is the newest with claps: who to follow calls her popular.
    await makePost(data, {
      creatorId: grace.id,
      title: 'Bugs',
      clapCount: 500,
      firstPublishedAt: Date.now(),
    });
    storyPath = `/@ada/${post.uniqueSlug}`;
  },
});

const tabs = (page: Page) => page.getByRole('navigation', { name: profileTabsTexts.label });

test('a profile’s tabs lead to its about page: bio and counts; books say there are none', async () => {
  const { page, runtime } = suite;
  await page.goto(`${runtime.url}/@ada`);
  await waitForHydration(page);
  expect(await tabs(page).getByRole('link').allTextContents()).toEqual([
    'Home',
    'Lists',
    'Highlights',
    'Responses',
    'Claps',
    'About',
  ]);
  expect(await tabs(page).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');

  await tabs(page).getByRole('link', { name: 'About' }).click();
  await page.locator('.profile-about__bio', { hasText: 'Writes about engines.' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/@ada/about');
  expect(await tabs(page).getByRole('link', { name: 'About' }).getAttribute('aria-current')).toBe('page');
  expect(await page.locator('.profile-about__counts').textContent()).toBe('0 followers · 0 following');

  await page.goto(`${runtime.url}/@ada/books`);
  await page.getByText('Ada Lovelace hasn’t added any books yet.').waitFor();
}, 60_000);

test('a reader claps a story: it is on her Claps tab; who to follow suggests a popular writer, and Follow works', async () => {
  const { page, runtime } = suite;
  await signInByEmail(page, runtime.url, ruth, storyPath);
  await waitForHydration(page);
  const answered = page.waitForResponse(
    async (response) =>
      (response.request().postData()?.includes('ClapMutation') ?? false) &&
      JSON.stringify(await response.json()).includes('"viewerClapCount":1'),
  );
  await page
    .getByRole('group', { name: 'Story actions' })
    .first()
    .getByRole('button', { name: clapTexts.clap, exact: true })
    .click();
  await answered;

  await page.goto(`${runtime.url}/@ruth/has-recommended`);
  await waitForHydration(page);
  await page.locator('.story-list').getByText('The spring flood').waitFor();
  expect(await tabs(page).getByRole('link', { name: 'Claps' }).getAttribute('aria-current')).toBe('page');

  // The sidebar suggests Grace, popular on Folio; following her from there works.
  const suggestions = page.getByRole('region', { name: whoToFollowTexts.heading });
  const grace = suggestions.locator('.entity-row', { hasText: 'Grace Hopper' });
  await grace
    .getByText(whoToFollowTexts.reason({ kind: 'POPULAR', subject: null }), { exact: false })
    .waitFor();
  await grace.getByRole('button', { name: 'Follow' }).click();
  await grace.getByRole('button', { name: 'Following' }).waitFor();
}, 120_000);

test('a private highlight is on its reader’s profile only, marked private there, until she makes it public', async () => {
  const { page, runtime } = suite;
  await signInByEmail(page, runtime.url, ruth, storyPath);
  await waitForHydration(page);
  await selectPassage(page, 'a1', sentence);
  await page
    .getByRole('toolbar', { name: highlightTexts.menu })
    .getByRole('button', { name: highlightTexts.highlightPrivately })
    .click();
  const mark = page.locator('#a1 mark.highlight--own', { hasText: sentence });
  await mark.waitFor();
  await mark.click();
  await page
    .getByRole('toolbar', { name: highlightTexts.menu })
    .getByText(highlightTexts.privateHighlight)
    .waitFor();

  await page.goto(`${runtime.url}/@ruth/highlights`);
  await page.locator('.profile__highlight-quote', { hasText: sentence }).waitFor();
  await page.getByText('Private highlight: only you can see it').waitFor();

  // Theo, another reader, sees none of it: not on her profile, not on the story.
  await page.context().clearCookies();
  await signInByEmail(page, runtime.url, theo, '/@ruth/highlights');
  await waitForHydration(page);
  await page.getByText('No highlights yet.').waitFor();
  expect(await page.locator('.profile__highlight-quote').count()).toBe(0);
  await page.goto(`${runtime.url}${storyPath}`);
  await waitForHydration(page);
  expect(await page.locator('mark', { hasText: sentence }).count()).toBe(0);

  // Ruth makes it public from its menu: now Theo finds it on her profile.
  await page.context().clearCookies();
  await signInByEmail(page, runtime.url, ruth, storyPath);
  await waitForHydration(page);
  await mark.click();
  const made = page.waitForResponse(
    (response) => response.request().postData()?.includes('SetHighlightPrivacy') ?? false,
  );
  await page
    .getByRole('toolbar', { name: highlightTexts.menu })
    .getByRole('button', { name: highlightTexts.makePublic })
    .click();
  await made;
  await page.context().clearCookies();
  await signInByEmail(page, runtime.url, theo, '/@ruth/highlights');
  await page.locator('.profile__highlight-quote', { hasText: sentence }).waitFor();
}, 150_000);
