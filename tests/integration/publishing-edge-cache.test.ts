import { xsrfHeaderName } from '#contract/edge-headers.ts';
import { createHandler } from '#functions/posts/handler.ts';
import { sqsQueueSender } from '#shared/queues/queue-sender.ts';
import { resolverEvent } from '#fixtures/appsync-event.ts';
import { makeDraft, saveDraft } from '#fixtures/drafts.ts';
import { eventually } from '#fixtures/eventually.ts';
import { makeUser } from '#fixtures/factories.ts';
import { startTestRuntime, type TestRuntime } from '#fixtures/runtime.ts';

/**
 * A republished story is never served stale from the edge: read signed out through the local
 * gateway (CloudFront's stand-in) it is cached; republished, its post-published event goes through
 * the local SQS to the content-events consumer, which invalidates the gateway's copies, and the next
 * read shows the new text.
 */
let runtime: TestRuntime;
let writerId = '';
let postId = '';

beforeAll(async () => {
  runtime = await startTestRuntime({
    edgeCache: true,
    prepare: async ({ data }) => {
      writerId = (await makeUser(data, { id: 'user-edgewriter', username: 'edgewriter' })).id;
      postId = await makeDraft(data, {
        creatorId: writerId,
        title: 'Cached story',
        paragraphs: [{ name: 'p1', type: 'P', text: 'The words as first published.', markups: [] }],
      });
    },
  });
}, 60_000);
afterAll(() => runtime.stop());

const publish = async () => {
  const posts = createHandler(runtime.data, undefined, {
    queue: sqsQueueSender(runtime.sqs.client, runtime.sqs.environment),
  });
  const input = {
    postId,
    tags: [],
    visibility: 'PUBLIC',
    isLocked: false,
    allowResponses: true,
    notifyFollowers: false,
  };
  const answer = (await posts(
    resolverEvent('Mutation.publishPost', {
      viewer: { id: writerId, xsrf: 'x' },
      arguments: { input },
      headers: { [xsrfHeaderName]: 'x' },
    }),
  )) as { __typename: string; uniqueSlug: string };
  expect(answer.__typename).toBe('Post');
  return answer.uniqueSlug;
};

const read = async (path: string) => {
  const response = await fetch(`${runtime.url}${path}`);
  return { cache: response.headers.get('x-cache'), text: await response.text() };
};

test('republishing makes the cached page stale: the next anonymous read shows the new text', async () => {
  const path = `/@edgewriter/${await publish()}`;
  expect((await read(path)).cache).toBe('Miss from cloudfront');
  const cached = await read(path);
  expect([cached.cache, cached.text.includes('The words as first published.')]).toEqual([
    'Hit from cloudfront',
    true,
  ]);

  await saveDraft(runtime.data, {
    id: postId,
    creatorId: writerId,
    title: 'Cached story',
    paragraphs: [{ name: 'p1', type: 'P', text: 'The words after an edit.', markups: [] }],
    version: 2,
  });
  expect(`/@edgewriter/${await publish()}`).toBe(path);
  const fresh = await eventually(
    () => read(path),
    (page) => page.cache === 'Miss from cloudfront',
  );
  expect([
    fresh.text.includes('The words after an edit.'),
    fresh.text.includes('as first published'),
  ]).toEqual([true, false]);
});
