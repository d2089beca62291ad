import { makeDraft, saveDraft } from '#fixtures/drafts.ts';
import { eventually } from '#fixtures/eventually.ts';
import { makeUser } from '#fixtures/factories.ts';
import { publishDraft } from '#fixtures/publish-story.ts';
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

const publish = () => publishDraft(runtime, writerId, postId, false);

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
