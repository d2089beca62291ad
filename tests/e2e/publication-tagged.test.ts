import { makeCollection, makePost, makeUser } from '#fixtures/factories.ts';
import { browserSuite, waitForHydration } from './browser.ts';
import { signInByEmail } from './sign-in-by-email.ts';

/**
 * A publication's tagged page in Chromium (decision 257): rendered by the server, its stories under
 * the tag paged in as the reader scrolls, a muted writer left out for their muter, the empty state;
 * and /tagged/{tag} on the main host moving to the tag's page (decision 259).
 */
const ada = 'ada.tagged@folio.example';
const minute = 60 * 1000;

const suite = browserSuite({
  prepare: async ({ data }) => {
    const reader = await makeUser(data, { username: 'adatagged', name: 'Ada Tagged', email: ada });
    await data.entities.claim.put({ kind: 'email', value: ada, ownerId: reader.id }).go();
    const writer = await makeUser(data, { username: 'rustwriter', name: 'Rust Writer' });
    const muted = await makeUser(data, { username: 'rustmuted', name: 'Muted Writer' });
    await data.entities.mute
      .put({ muterId: reader.id, targetKind: 'user', targetId: muted.id, createdAt: Date.now() })
      .go();
    const notes = await makeCollection(data, { slug: 'systems-notes', name: 'Systems Notes' });
    const other = await makeCollection(data, { slug: 'other-notes', name: 'Other Notes' });
    const rust = [{ slug: 'rust', displayTitle: 'Rust' }];
    await data.entities.tag.put({ slug: 'rust', displayTitle: 'Rust', postCount: 14 }).go();
    const start = Date.now() - 24 * 60 * minute;
    const story = (title: string, minutes: number, extra: Record<string, unknown>) =>
      makePost(
        data,
        { creatorId: writer.id, title, firstPublishedAt: start + minutes * minute, ...extra },
        { paragraphs: null },
      );
    const inNotes = { collectionId: notes.id, statusForCollection: 'APPROVED' as const };
    for (let index = 0; index < 12; index += 1) {
      await story(`Borrowing ${index}`, 100 - index, { ...inNotes, tags: rust });
    }
    await story('Muted on rust', 200, { ...inNotes, tags: rust, creatorId: muted.id });
    await story('Untagged note', 300, { ...inNotes, tags: [{ slug: 'go', displayTitle: 'Go' }] });
    await story('Rust elsewhere', 400, {
      collectionId: other.id,
      statusForCollection: 'APPROVED',
      tags: rust,
    });
  },
});

const titles = () => suite.page.locator('.story-list h2').allTextContents();

async function scrollToTheEnd(expected: number) {
  const { page } = suite;
  for (let tries = 0; tries < 10 && (await titles()).length < expected; tries += 1) {
    await page.mouse.wheel(0, 20_000);
    await page.waitForTimeout(200);
  }
}

test('the server renders the page; scrolling pages in the rest; the other stories never show', async () => {
  const { page, runtime } = suite;
  const html = await (await fetch(`${runtime.url}/systems-notes/tagged/rust`)).text();
  expect(html).toContain('Muted on rust');
  expect(html).toContain('Borrowing 0');
  expect(html).not.toContain('Untagged note');
  // The first page: the newest ten (the rest come as the end of the list nears the viewport).
  expect(html).toContain('Borrowing 8');
  expect(html).not.toContain('Borrowing 9');

  await page.goto(`${runtime.url}/systems-notes/tagged/rust`);
  await waitForHydration(page);
  await page.locator('h1', { hasText: 'Rust' }).waitFor();
  expect(await page.locator('.profile__bio a', { hasText: 'Systems Notes' }).getAttribute('href')).toBe(
    '/systems-notes',
  );
  await scrollToTheEnd(13);
  const all = await titles();
  expect(all).toEqual(['Muted on rust', ...Array.from({ length: 12 }, (_, index) => `Borrowing ${index}`)]);
  expect(await page.locator('.show-more').count()).toBe(0);
});

test('a reader who muted a writer does not see their story', async () => {
  const { page, runtime } = suite;
  await signInByEmail(page, runtime.url, ada, '/systems-notes/tagged/rust');
  await page.locator('.story-list', { hasText: 'Borrowing 0' }).waitFor();
  await scrollToTheEnd(12);
  const all = await titles();
  expect(all).toHaveLength(12);
  expect(all).not.toContain('Muted on rust');
});

test('a tag none of its stories carries shows the empty state', async () => {
  const { page, runtime } = suite;
  await page.goto(`${runtime.url}/systems-notes/tagged/cooking`);
  await waitForHydration(page);
  await page
    .locator('.story-list__empty', { hasText: 'No stories under this tag in this publication yet.' })
    .waitFor();
});

test('/tagged/{tag} on the main host moves to the tag page', async () => {
  const response = await fetch(`${suite.runtime.url}/tagged/rust`, { redirect: 'manual' });
  expect(response.status).toBe(301);
  expect(new URL(response.headers.get('location') ?? '', suite.runtime.url).pathname).toBe('/tag/rust');
});
