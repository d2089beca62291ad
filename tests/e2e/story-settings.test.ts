import type { Page } from 'playwright-core';
import { eventually } from '#fixtures/eventually.ts';
import { makePost, makeUser } from '#fixtures/factories.ts';
import { storySettingsTexts } from '#web/features/story-settings/texts.ts';
import { browserSuite, waitForHydration } from './browser.ts';
import { signInByEmail } from './sign-in-by-email.ts';

/**
 * Story settings in Chromium through the whole local platform (issue #12): the writer of a published
 * story gives it an SEO title and a custom link; the story page's title and canonical link follow (the
 * edge's cached copy too), the old address still opens the story, and nobody else opens the settings.
 */
const ada = 'ada@folio.example';
const bob = 'bob@folio.example';
const storyId = '5e77195e7719';
const oldSlug = `notes-on-the-engine-${storyId}`;
const newSlug = `engines-simply-${storyId}`;

const suite = browserSuite({
  // The gateway keeps visitors' pages as CloudFront does, so the change must make them stale.
  edgeCache: true,
  prepare: async ({ data }) => {
    const writer = await makeUser(data, { username: 'ada', name: 'Ada Lovelace', email: ada });
    const reader = await makeUser(data, { username: 'bob', name: 'Bob Reader', email: bob });
    for (const [user, email] of [
      [writer, ada],
      [reader, bob],
    ] as const)
      await data.entities.claim.put({ kind: 'email', value: email, ownerId: user.id }).go();
    await makePost(data, {
      id: storyId,
      creatorId: writer.id,
      title: 'Notes on the engine',
      uniqueSlug: oldSlug,
      tags: [],
    });
  },
});

/** The story page as a visitor gets it: through the gateway's edge cache, no cookie. */
const anonymousHead = async (path: string) => {
  const response = await fetch(`${suite.runtime.url}${path}`);
  const html = await response.text();
  return {
    cache: response.headers.get('x-cache'),
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    canonical: /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1],
  };
};

const section = (page: Page, heading: string) => page.getByRole('region', { name: heading, exact: true });

async function saveSection(page: Page, heading: string) {
  const region = section(page, heading);
  await region.getByRole('button', { name: storySettingsTexts.save }).click();
  await region.getByRole('status').filter({ hasText: storySettingsTexts.saved }).waitFor();
}

test('the writer sets an SEO title and a custom link: the story page follows, its old address still works', async () => {
  const { page, runtime } = suite;
  // A visitor's copy sits in the edge cache before the change.
  expect((await anonymousHead(`/@ada/${oldSlug}`)).title).toBe(
    'Notes on the engine | by Ada Lovelace | Folio',
  );

  await signInByEmail(page, runtime.url, ada, '/');
  await page.goto(`${runtime.url}/p/${storyId}/settings`);
  await waitForHydration(page);
  await page.getByRole('heading', { name: storySettingsTexts.title, level: 1 }).waitFor();

  const seo = section(page, storySettingsTexts.seo.heading);
  await seo.getByLabel(storySettingsTexts.seo.title).fill('Engines, simply');
  await seo.getByText('15/60').waitFor();
  await saveSection(page, storySettingsTexts.seo.heading);

  const link = section(page, storySettingsTexts.link.heading);
  await link.getByLabel(storySettingsTexts.link.label).fill('engines-simply');
  // The address as it will be, while typing.
  await link.getByText(`${runtime.url}/@ada/${newSlug}`).waitFor();
  await saveSection(page, storySettingsTexts.link.heading);

  await page.goto(`${runtime.url}/@ada/${newSlug}`);
  await waitForHydration(page);
  expect(await page.title()).toBe('Engines, simply');
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
    `${runtime.url}/@ada/${newSlug}`,
  );

  // The old address still opens the story (a story is found by the id at the end of its link).
  await page.goto(`${runtime.url}/@ada/${oldSlug}`);
  await page.getByRole('heading', { name: 'Notes on the engine', level: 1 }).waitFor();

  // The visitor's cached copy was made stale by the change (the content-events consumer).
  const head = await eventually(
    () => anonymousHead(`/@ada/${oldSlug}`),
    (answer) => answer.title === 'Engines, simply',
  );
  expect(head.canonical).toBe(`${runtime.url}/@ada/${newSlug}`);
});

test('another reader, and a visitor, get the 404 page at the settings and the facts of a story', async () => {
  const { page, runtime } = suite;
  for (const path of ['settings', 'info'])
    expect((await fetch(`${runtime.url}/p/${storyId}/${path}`)).status).toBe(404);
  await signInByEmail(page, runtime.url, bob, '/');
  for (const path of ['settings', 'info']) {
    const response = await page.goto(`${runtime.url}/p/${storyId}/${path}`);
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { name: storySettingsTexts.title }).count()).toBe(0);
  }
});
