import { createFlagStore } from '#shared/data/flag-store.ts';
import { collectionNewsletterId } from '#shared/data/newsletter-id.ts';
import { makeCollection, makeUser } from '#fixtures/factories.ts';
import { startTestRuntime, type TestRuntime } from '#fixtures/runtime.ts';

/**
 * Spec 1 §2.2 through the whole platform: the pages Lambda chooses pages with the flag store's values
 * (VariantFlagsQuery through the local AppSync), here enable_lite_publications and
 * enable_premium_tier_plan_switch stored on, enable_mastodon_for_members and enable_lite_archive_page
 * left at their defaults (off).
 */
let runtime: TestRuntime;

beforeAll(async () => {
  runtime = await startTestRuntime({
    prepare: async ({ data }) => {
      const writer = await makeUser(data, { username: 'ada', name: 'Ada Lovelace' });
      const engines = await makeCollection(data, {
        slug: 'engines',
        name: 'Engines',
        creatorId: writer.id,
        navigationItems: [
          { title: 'Analytical', value: 'analytical-engine', destination: 'TAG' },
          { title: 'Notes', value: 'https://notes.example.com/', destination: 'URL' },
        ],
      });
      await data.entities.newsletter
        .put({
          id: collectionNewsletterId(engines.id),
          type: 'COLLECTION',
          ownerId: engines.id,
          slug: 'engine-notes',
          name: 'Engine Notes',
          description: 'Notes on engines, by e-mail.',
          createdAt: 1,
        })
        .go();
      await createFlagStore(data).set('enable_lite_publications', true, 'test');
      await createFlagStore(data).set('enable_premium_tier_plan_switch', true, 'test');
    },
  });
});
afterAll(() => runtime.stop());

/** The page the server chose, from the state it injected for the browser. */
async function shown(path: string) {
  const response = await fetch(`${runtime.url}${path}`);
  const body = await response.text();
  const page = /"page":"([^"]+)"/.exec(body)?.[1] ?? null;
  return { status: response.status, body, page };
}

test('with enable_lite_publications stored on, publication routes show their community-* page', async () => {
  const about = await shown('/engines/about');
  expect(about.status).toBe(200);
  expect(about.page).toBe('community-publication-about');
  expect(about.body).toContain('layout--publication');
  expect((await shown('/engines')).page).toBe('community-publication-profile');
});

test('the community-* pages render the publication’s bar on the server, and 404 for no publication', async () => {
  const latest = await shown('/engines/latest');
  expect(latest.page).toBe('community-publication-latest');
  const bar = /<nav class="publication-bar"[\s\S]*?<\/nav>/.exec(latest.body)?.[0] ?? '';
  expect(bar).toContain('href="/engines">Engines</a>');
  expect(bar).toContain('href="/engines/tagged/analytical-engine">Analytical</a>');
  expect(bar).toContain('href="https://notes.example.com/" rel="noopener"');
  expect(bar).toContain('>Follow</a>');
  // Under the bar, the page the layout frames.
  expect(latest.body.indexOf('publication-bar')).toBeLessThan(latest.body.indexOf('layout__main'));

  const missing = await shown('/no-such-publication/latest');
  expect(missing.status).toBe(404);
  expect(missing.body).toContain('PAGE NOT FOUND');
});

test('the lite newsletter promotion page shows the publication’s newsletter under the bar; another slug is 404', async () => {
  const promotion = await shown('/engines/newsletters/engine-notes');
  expect(promotion.status).toBe(200);
  expect(promotion.page).toBe('community-publication-newsletter-promotion');
  expect(promotion.body).toContain('layout--publication');
  expect(promotion.body).toContain('<nav class="publication-bar"');
  const main = promotion.body.slice(promotion.body.indexOf('layout__main'));
  expect(main).toContain('>Engine Notes</h1>');
  expect(main).toContain('Notes on engines, by e-mail.');
  expect((await shown('/engines/newsletters/another-slug')).status).toBe(404);
});

test('pages outside publications are chosen as before', async () => {
  const profile = await shown('/@ada');
  expect(profile.status).toBe(200);
  expect(profile.page).toBe('user-profile');
});

test('/mastodon answers 404 while enable_mastodon_for_members is off', async () => {
  const mastodon = await shown('/mastodon');
  expect(mastodon.status).toBe(404);
  expect(mastodon.body).toContain('PAGE NOT FOUND');
});

test('a publication’s archive answers 404 while enable_lite_archive_page is off', async () => {
  for (const path of ['/engines/archive', '/engines/archive/2024/03']) {
    const archive = await shown(path);
    expect(archive.status).toBe(404);
    expect(archive.body).toContain('PAGE NOT FOUND');
  }
});

test('with enable_premium_tier_plan_switch stored on, the plan switch confirmation exists', async () => {
  const confirmation = await shown('/manage-membership/confirmation/PREMIUM_MONTHLY');
  expect(confirmation.status).toBe(200);
  expect(confirmation.page).toBe('manage-membership');
});
