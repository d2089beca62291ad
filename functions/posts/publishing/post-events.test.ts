import type { SQSEvent } from 'aws-lambda';
import { createPostEventsConsumer } from './create-post-events-consumer.ts';
import { storyPagePaths, type PostPublished } from './post-events.ts';

const event: PostPublished = {
  type: 'post-published',
  eventId: 'abcdefabcdef-1795674199494',
  postId: 'abcdefabcdef',
  creatorId: 'user-1',
  uniqueSlug: 'a-story-abcdefabcdef',
  username: 'ada',
  collectionSlug: 'the-build',
  republished: true,
  notifyFollowers: false,
  publishedAt: 1795674199494,
};

const records = (...bodies: unknown[]) =>
  ({
    Records: bodies.map((body, index) => ({ messageId: `m${index}`, body: JSON.stringify(body) })),
  }) as SQSEvent;

test('a story is served under its id, its slug, its writer, its publication and a custom domain', () => {
  expect(storyPagePaths(event)).toEqual([
    '/p/abcdefabcdef*',
    '/p/a-story-abcdefabcdef*',
    '/@ada/a-story-abcdefabcdef*',
    '/the-build/a-story-abcdefabcdef*',
    '/a-story-abcdefabcdef*',
  ]);
  expect(storyPagePaths({ ...event, uniqueSlug: 'abcdefabcdef', collectionSlug: null })).toEqual([
    '/p/abcdefabcdef*',
    '/@ada/abcdefabcdef*',
    '/abcdefabcdef*',
  ]);
});

test('a republish invalidates its pages under the event id; a first publish has nothing cached', async () => {
  const invalidations: [readonly string[], string][] = [];
  const consumer = createPostEventsConsumer(
    { invalidate: async (paths, reference) => void invalidations.push([paths, reference]) },
    { error: jest.fn() },
  );
  const answer = await consumer(records(event, { ...event, republished: false }, { type: 'unknown' }));
  expect(answer.batchItemFailures).toEqual([{ itemIdentifier: 'm2' }]);
  expect(invalidations).toEqual([[storyPagePaths(event), event.eventId]]);
});
