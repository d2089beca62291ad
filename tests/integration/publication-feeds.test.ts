import { xsrfHeaderName } from '#contract/edge-headers.ts';
import { createHandler } from '#functions/posts/handler.ts';
import { sqsQueueSender } from '#shared/queues/queue-sender.ts';
import { resolverEvent } from '#fixtures/appsync-event.ts';
import { makeDraft } from '#fixtures/drafts.ts';
import { makeCollection, makeEmailReader } from '#fixtures/factories.ts';
import { getWithHost } from '#fixtures/host-request.ts';
import { publishInput } from '#fixtures/publish-story.ts';
import { signInToRuntime } from '#fixtures/runtime-session.ts';
import { startTestRuntime, type TestRuntime } from '#fixtures/runtime.ts';

/**
 * A publication's RSS feeds (decision 263) through the whole local platform: the gateway's
 * viewer-request function, the pages Lambda, the local AppSync over DynamoDB Local. Stories are
 * published by their writer (an editor of the publication) with publishPost, one minute apart.
 */
let runtime: TestRuntime;
const slug = 'feed-pub';
const domain = 'feeds.example';
const writerEmail = 'feed_writer@folio.example';
const publicWords = 'Words anyone may read.';
const memberWords = 'Words for members only.';
const opening = 'An opening anyone may read.';

/** The writer publishes a two-paragraph story as the editor's Publish does, with the dialog's `input`. */
async function publish(writerId: string, title: string, text: string, input: Record<string, unknown>) {
  const postId = await makeDraft(runtime.data, {
    creatorId: writerId,
    title,
    // The opening is the story's preview line, which every card shows; the body goes on after it.
    paragraphs: [
      { name: 'p1', type: 'P', text: opening, markups: [] },
      { name: 'p2', type: 'P', text, markups: [] },
    ],
  });
  const posts = createHandler(runtime.data, undefined, {
    queue: sqsQueueSender(runtime.sqs.client, runtime.sqs.environment),
    now: () => (clock += 60_000),
  });
  const answer = (await posts(
    resolverEvent('Mutation.publishPost', {
      viewer: { id: writerId, xsrf: 'x' },
      arguments: { input: publishInput({ postId, ...input }) },
      headers: { [xsrfHeaderName]: 'x' },
    }),
  )) as { __typename: string };
  expect(answer.__typename).toBe('Post');
}
/** The publishing clock: a minute later at every reading, so the stories' order is their publishing's. */
let clock = Date.UTC(2026, 10, 1);

beforeAll(async () => {
  runtime = await startTestRuntime();
  const writer = await makeEmailReader(runtime.data, {
    username: 'feed_writer',
    name: 'Feed Writer',
    email: writerEmail,
  });
  const publication = await makeCollection(runtime.data, { slug, domain, creatorId: writer.id });
  await runtime.registerHost(domain, { kind: 'publication', target: slug });
  const inPublication = { collectionId: publication.id };
  await publish(writer.id, 'Oldest public', publicWords, { ...inPublication, tags: ['coffee'] });
  await publish(writer.id, 'Member story', memberWords, {
    ...inPublication,
    tags: ['coffee'],
    isLocked: true,
  });
  await publish(writer.id, 'Unlisted story', publicWords, { ...inPublication, visibility: 'UNLISTED' });
  await publish(writer.id, 'Newest public', publicWords, { ...inPublication, tags: ['tea'] });
  await publish(writer.id, 'Not in the publication', publicWords, { tags: ['coffee'] });
  await makeDraft(runtime.data, { creatorId: writer.id, title: 'A draft' });
}, 120_000);
afterAll(() => runtime.stop());

const titlesOf = (rss: string) =>
  [...rss.matchAll(/<item>\s*<title><!\[CDATA\[(.*?)\]\]><\/title>/g)].map((match) => match[1]);

async function feed(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${runtime.url}${path}`, { headers });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    cacheControl: response.headers.get('cache-control'),
    body: await response.text(),
  };
}

test("the publication's feed: its listed stories newest first, a member-only story without its body", async () => {
  const answer = await feed(`/${slug}/feed`);
  expect([answer.status, answer.type]).toEqual([200, 'application/rss+xml; charset=utf-8']);
  expect(titlesOf(answer.body)).toEqual(['Newest public', 'Member story', 'Oldest public']);
  expect(answer.body).toContain(publicWords);
  expect(answer.body).toContain(opening);
  expect(answer.body).not.toContain(memberWords);
  expect(answer.body).toContain('<dc:creator>Feed Writer</dc:creator>');
  expect(answer.body).toContain(`<atom:link href="${runtime.url}/${slug}/feed" rel="self"`);
  expect(answer.cacheControl).toContain('public');
});

test('the feed of a tag holds only the stories under it', async () => {
  const answer = await feed(`/${slug}/feed/tagged/coffee`);
  expect(answer.status).toBe(200);
  expect(titlesOf(answer.body)).toEqual(['Member story', 'Oldest public']);
  expect(answer.body).toContain('<category>coffee</category>');
});

test('an unknown publication or tag is the 404 page', async () => {
  const unknown = await feed('/no-such-pub/feed');
  expect([unknown.status, unknown.type]).toEqual([404, 'text/html; charset=utf-8']);
  expect((await feed(`/${slug}/feed/tagged/no-such-tag`)).status).toBe(404);
});

test("on the publication's custom domain: /feed, its self link on that domain", async () => {
  const answer = await getWithHost(runtime.port, '/feed', domain);
  expect(answer.status).toBe(200);
  expect(titlesOf(answer.body)).toEqual(['Newest public', 'Member story', 'Oldest public']);
  expect(answer.body).toContain(`<atom:link href="http://${domain}/feed" rel="self"`);
  const tagged = await getWithHost(runtime.port, '/feed/tagged/tea', domain);
  expect(titlesOf(tagged.body)).toEqual(['Newest public']);
});

test("its writer, signed in, gets the visitor's feed, never kept at the edge", async () => {
  const { cookie } = await signInToRuntime(runtime.url, writerEmail);
  const answer = await feed(`/${slug}/feed`, { cookie });
  expect(answer.status).toBe(200);
  expect(answer.body).not.toContain(memberWords);
  expect(answer.cacheControl).toBe('private, no-store');
});

test("the publication's pages name their feed to feed readers", async () => {
  const home = await (await fetch(`${runtime.url}/${slug}`)).text();
  expect(home).toContain(
    `<link rel="alternate" type="application/rss+xml" title="A Publication" href="${runtime.url}/${slug}/feed">`,
  );
  const tagged = await (await fetch(`${runtime.url}/${slug}/tagged/coffee`)).text();
  expect(tagged).toContain(`href="${runtime.url}/${slug}/feed/tagged/coffee"`);
});
