import type { Page } from 'playwright-core';
import {
  searchHeaders,
  searchQueriesPath,
  type SearchIndexKind,
  type SearchResponseBody,
} from '#contract/search.ts';
import { localSearchConfig } from '#contract/search-config.ts';
import { xsrfHeaderName } from '#contract/edge-headers.ts';
import { bodyHashHeader } from '#web/lib/body-hash.ts';
import { createHandler } from '#functions/posts/handler.ts';
import { requestReindex } from '#shared/queues/search-index-message.ts';
import { sqsQueueSender } from '#shared/queues/queue-sender.ts';
import { resolverEvent } from '#fixtures/appsync-event.ts';
import { makeDraft } from '#fixtures/drafts.ts';
import { makeCollection, makePost, makeUser } from '#fixtures/factories.ts';
import { publishDraft, publishInput } from '#fixtures/publish-story.ts';
import { browserSuite, waitForHydration } from './browser.ts';

/**
 * Issue #17 in Chromium through the whole local platform: stories reach the index through the
 * search-index queue and its consumer, and readers find them through the search Lambda — a misspelled
 * title from the popover, a publication's stories from its search page; a deleted story is gone, and a
 * member-only story is found by its card but never by its locked body.
 */
const writer = { id: '', email: 'sage@folio.example' };
const publication = { slug: 'field-notes', name: 'Field Notes' };
let publicationStoryId = '';

const suite = browserSuite({
  prepare: async ({ data }) => {
    // A verified address: the search's quality filter keeps her stories (decision 232).
    const user = await makeUser(data, { username: 'sage', name: 'Sage Botanist', email: writer.email });
    writer.id = user.id;
    const collection = await makeCollection(data, { ...publication, creatorId: user.id });
    const { post } = await makePost(data, {
      creatorId: user.id,
      collectionId: collection.id,
      statusForCollection: 'APPROVED',
      title: 'Mosses of the northern slope',
    });
    publicationStoryId = post.id;
  },
});

const queue = () => sqsQueueSender(suite.runtime.sqs.client, suite.runtime.sqs.environment);

/** What the search API answers for `query` on an index (the posts by default), as any client would ask it. */
async function searchHits(
  query: string,
  kind: SearchIndexKind = 'posts',
): Promise<SearchResponseBody['results'][number]['hits']> {
  const body = JSON.stringify({
    requests: [{ indexName: `${localSearchConfig.indexPrefix}${kind}`, params: { query, hitsPerPage: 10 } }],
  });
  const answer = await fetch(`${suite.runtime.url}${searchQueriesPath}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [bodyHashHeader]: await sha256(body),
      [searchHeaders.apiKey]: localSearchConfig.apiKey,
      [searchHeaders.applicationId]: localSearchConfig.applicationId,
    },
    body,
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as SearchResponseBody).results[0]!.hits;
}

async function sha256(text: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Buffer.from(digest).toString('hex');
}

/** Asks until `found` holds of the hits' titles or names: the indexer runs on the queue's poller, the search side refreshes. */
async function withinAMinute(
  query: string,
  found: (titles: string[]) => boolean,
  kind: SearchIndexKind = 'posts',
) {
  const deadline = Date.now() + 60_000;
  let titles: string[] = [];
  while (Date.now() < deadline) {
    // A story's title, anyone else's name.
    titles = (await searchHits(query, kind)).map((hit) => {
      const { title, name } = hit as { title?: string; name?: string };
      return title ?? name ?? '';
    });
    if (found(titles)) return titles;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`"${query}" still answers ${JSON.stringify(titles)} after a minute`);
}

async function publish(title: string, texts: string[], input: Record<string, unknown> = {}) {
  const postId = await makeDraft(suite.runtime.data, {
    creatorId: writer.id,
    title,
    paragraphs: texts.map((text, index) => ({ name: `p${index}`, type: 'P', text, markups: [] })),
  });
  if (Object.keys(input).length === 0) {
    await publishDraft(suite.runtime, writer.id, postId, false);
    return postId;
  }
  const posts = createHandler(suite.runtime.data, undefined, { queue: queue() });
  const answer = (await posts(
    resolverEvent('Mutation.publishPost', {
      viewer: { id: writer.id, xsrf: 'x' },
      arguments: { input: publishInput({ postId, ...input }) },
      headers: { [xsrfHeaderName]: 'x' },
    }),
  )) as { __typename: string };
  expect(answer.__typename).toBe('Post');
  return postId;
}

const typeInSearchBox = async (page: Page, text: string) => {
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.click();
  await box.pressSequentially(text, { delay: 20 });
};

test('a story published is found within a minute, and from the popover by a misspelled title', async () => {
  const { page, runtime } = suite;
  const postId = await publish('Photosynthesis for beginners', ['Light becomes sugar in every green leaf.']);
  await withinAMinute('photosynthesis', (titles) => titles.includes('Photosynthesis for beginners'));

  // A story page's box searches stories (spec 1 §2.6); the live results come while typing.
  await page.goto(`${runtime.url}/p/${postId}`);
  await waitForHydration(page);
  await typeInSearchBox(page, 'photosynthsis');
  const live = page.locator('.search-popover__live-link', { hasText: 'Photosynthesis for beginners' });
  await live.waitFor();
  await live.click();
  await page.waitForURL(new RegExp(`photosynthesis-for-beginners-${postId}`));
}, 120_000);

test("a publication's search page finds that publication's stories", async () => {
  const { page, runtime } = suite;
  await requestReindex(queue(), [{ kind: 'post', id: publicationStoryId }]);
  await withinAMinute('mosses', (titles) => titles.includes('Mosses of the northern slope'));

  await page.goto(`${runtime.url}/${publication.slug}/search?q=mosses`);
  await waitForHydration(page);
  await page
    .locator('.search-result .post-card__title', { hasText: 'Mosses of the northern slope' })
    .waitFor();
}, 120_000);

test('a member-only story is found by its card, never by its locked body; a deleted story is gone', async () => {
  // The card shows the first paragraph; the second is for members only.
  const locked = await publish(
    'Orchids under glass',
    ['Glass houses keep orchids warm.', 'The greenhouse keeps a zanzibarian secret.'],
    { isLocked: true },
  );
  await withinAMinute('orchids', (titles) => titles.includes('Orchids under glass'));
  expect(await searchHits('zanzibarian')).toEqual([]);

  const posts = createHandler(suite.runtime.data, undefined, { queue: queue() });
  const answer = (await posts(
    resolverEvent('Mutation.deletePost', {
      viewer: { id: writer.id, xsrf: 'x' },
      arguments: { targetPostId: locked },
      headers: { [xsrfHeaderName]: 'x' },
    }),
  )) as { __typename: string };
  expect(answer.__typename).not.toMatch(/Forbidden|NotFound|Unauthorized/);
  await withinAMinute('orchids', (titles) => !titles.includes('Orchids under glass'));
}, 120_000);

test('the search page shows every kind that matched, 3 at most each, and See all leads to one kind', async () => {
  const { page, runtime } = suite;
  await requestReindex(queue(), [
    { kind: 'user', id: writer.id },
    { kind: 'post', id: publicationStoryId },
  ]);
  await withinAMinute('sage', (names) => names.includes('Sage Botanist'), 'users');
  await withinAMinute('sage', (titles) => titles.includes('Mosses of the northern slope'));

  await page.goto(`${runtime.url}/search?q=sage`);
  await waitForHydration(page);
  const section = (title: string) =>
    page.locator('.search-page__section', {
      has: page.locator('.search-page__section-title', { hasText: title }),
    });
  await section('People').locator('.search-result', { hasText: 'Sage Botanist' }).waitFor();
  await section('Stories').locator('.search-result', { hasText: 'Mosses of the northern slope' }).waitFor();
  expect(await section('Stories').locator('.search-result').count()).toBeLessThanOrEqual(3);
  expect(await section('Lists').count()).toBe(0);

  await section('People').getByRole('link', { name: 'See all' }).click();
  await page.waitForURL(/\/search\/users\?q=sage$/);
  await page.locator('.search-result', { hasText: 'Sage Botanist' }).waitFor();
}, 120_000);
