import { makeCollection, makeEmailReader, makeNewsletter } from '#fixtures/factories.ts';
import { browserSuite, waitForHydration } from './browser.ts';
import { signInByEmail } from './sign-in-by-email.ts';

/**
 * /newsletters/{id}/new-email in Chromium (issue #15, decision 180): a publication's editor follows
 * "Write an email" from its newsletter's settings and lands in a new draft's editor, the draft in the
 * publication, the address replaced (Back returns to the settings); another reader gets the 404 page.
 */
const editor = 'edie_editor@folio.example';
const stranger = 'stan_stranger@folio.example';
const publication = { id: 'collection-tidewater', slug: 'tidewater' };
let newsletterId = '';

const suite = browserSuite({
  prepare: async ({ data }) => {
    const owner = await makeEmailReader(data, { username: 'edie_editor', name: 'Edie', email: editor });
    await makeEmailReader(data, { username: 'stan_stranger', name: 'Stan', email: stranger });
    await makeCollection(data, { ...publication, name: 'Tidewater', creatorId: owner.id });
    const newsletter = await makeNewsletter(data, {
      ownerId: publication.id,
      type: 'COLLECTION',
      slug: 'tidewater-weekly',
      name: 'Tidewater Weekly',
    });
    newsletterId = newsletter.id;
  },
});

test('a stranger gets the 404 page; no draft is made', async () => {
  const { page, runtime } = suite;
  await signInByEmail(page, runtime.url, stranger, '/');
  const answer = await page.goto(`${runtime.url}/newsletters/${newsletterId}/new-email`);
  expect(answer?.status()).toBe(404);
  const stories = await runtime.data.entities.post.scan.go();
  expect(stories.data.filter((story) => story.collectionId === publication.id)).toEqual([]);
}, 120_000);

test("a publication's editor writes an email: a new draft of the publication, in the editor", async () => {
  const { page, runtime } = suite;
  await page.context().clearCookies();
  await signInByEmail(page, runtime.url, editor, '/');
  const settings = `${runtime.url}/${publication.slug}/newsletters/tidewater-weekly/settings`;
  await page.goto(settings);
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Write an email' }).click();
  await page.waitForURL(/\/p\/[0-9a-f]+\/edit$/);
  const postId = /\/p\/([0-9a-f]+)\/edit$/.exec(page.url())![1]!;
  await page.locator('[contenteditable="true"]').first().waitFor();

  const story = (await runtime.data.entities.post.get({ id: postId }).go()).data;
  expect(story).toMatchObject({ collectionId: publication.id, status: 'DRAFT' });
  await page.goBack();
  await page.waitForURL(settings);
}, 120_000);
