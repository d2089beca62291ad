import { makePost, makeUser } from '#fixtures/factories.ts';
import { publishStory } from '#fixtures/publish-story.ts';
import { browserSuite, waitForHydration } from './browser.ts';
import { signInByEmail } from './sign-in-by-email.ts';

/**
 * The signed-in home in Chromium through the whole local platform (issue #16, decisions 211–214): a
 * reader follows a writer from her profile; the writer publishes (publishPost, its event through the
 * local SQS to the content-events consumer's fan-out) and the story appears under Following; For you
 * shows every card with its reason, a followed tag's among them, and the tag has its own tab; the
 * sidebar suggests a writer of that tag to follow.
 */
const rea = 'rea@folio.example';
const people = { wes: '' };

const suite = browserSuite({
  prepare: async ({ data }) => {
    const reader = await makeUser(data, { username: 'rea', name: 'Rea Reader', email: rea });
    await data.entities.claim.put({ kind: 'email', value: rea, ownerId: reader.id }).go();
    people.wes = (await makeUser(data, { username: 'wes', name: 'Wes Writer' })).id;
    const dana = await makeUser(data, { username: 'dana', name: 'Dana Data' });
    const data_ = { slug: 'data', displayTitle: 'Data' };
    const { post } = await makePost(data, { creatorId: dana.id, title: 'Tables at scale', tags: [data_] });
    await data.entities.tag.put({ ...data_, postCount: 1 }).go();
    await data.entities.tagPost
      .put({ tagSlug: 'data', postId: post.id, publishedAt: post.firstPublishedAt! })
      .go();
    await data.entities.follow
      .create({ followerId: reader.id, targetKind: 'tag', targetId: 'data', createdAt: 1 })
      .go();
  },
});

const tab = (name: string) => suite.page.getByRole('tab', { name, exact: true });
const panel = () => suite.page.getByRole('tabpanel');

test('a reader follows a writer, the writer publishes, and the story appears under Following', async () => {
  const { page, runtime } = suite;
  await signInByEmail(page, runtime.url, rea, '/@wes');
  const follow = page.locator('.profile-card .follow-button');
  await follow.click();
  await follow.filter({ hasText: /^Following$/ }).waitFor();

  await publishStory(runtime, people.wes, 'Fresh from Wes');
  await page.goto(`${runtime.url}/`);
  await waitForHydration(page);
  await tab('Following').click();
  // The fan-out runs on the queue's poller: look again until it has.
  for (let attempt = 0; attempt < 20; attempt++) {
    if ((await panel().getByRole('link', { name: 'Fresh from Wes' }).count()) > 0) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
    await page.reload();
    await waitForHydration(page);
    await tab('Following').click();
  }
  await panel().getByRole('link', { name: 'Fresh from Wes' }).first().waitFor();
}, 90_000);

test('For you shows every card with why it is there; a followed tag has its own tab', async () => {
  const { page, runtime } = suite;
  await signInByEmail(page, runtime.url, rea, '/');
  expect(await tab('For you').getAttribute('aria-selected')).toBe('true');
  await panel().locator('.home-feed__reason').first().waitFor();
  const reasons = await panel().locator('.home-feed__reason').allTextContents();
  expect(reasons).toContain('Because you follow Data');
  expect(reasons).toContain('Because you follow Wes Writer');
  expect(await panel().locator('.home-feed__item').count()).toBe(reasons.length);

  await tab('Data').click();
  await panel().getByRole('link', { name: 'Tables at scale' }).first().waitFor();
  // The sidebar: staff picks, who to follow (Dana writes about the tag the reader follows) and the
  // Reading list.
  await page.getByRole('heading', { name: 'Reading list' }).waitFor();
  const suggestions = page.locator('.home-sidebar .who-to-follow');
  await suggestions.getByText('Writes about Data').waitFor();
  expect(await suggestions.getByRole('link', { name: 'Dana Data' }).count()).toBeGreaterThan(0);
}, 90_000);
