import type { SQSEvent } from 'aws-lambda';
import { createPostEventsConsumer } from '../publishing/create-post-events-consumer.ts';
import { settingsChangedPaths, type PostSettingsChanged } from './settings-events.ts';

const event: PostSettingsChanged = {
  type: 'post-settings-changed',
  eventId: 'abcdefabcdef-settings-1795674199494',
  postId: 'abcdefabcdef',
  uniqueSlugs: ['a-story-abcdefabcdef', 'my-link-abcdefabcdef'],
  username: 'ada',
  collectionSlug: null,
};

test('a changed link stales the story’s pages under the old link and the new, each path once', () => {
  expect(settingsChangedPaths(event)).toEqual([
    '/p/abcdefabcdef*',
    '/p/a-story-abcdefabcdef*',
    '/@ada/a-story-abcdefabcdef*',
    '/a-story-abcdefabcdef*',
    '/p/my-link-abcdefabcdef*',
    '/@ada/my-link-abcdefabcdef*',
    '/my-link-abcdefabcdef*',
  ]);
});

test('the content-events consumer invalidates a story whose settings changed, under the event id', async () => {
  const invalidations: [readonly string[], string][] = [];
  const consumer = createPostEventsConsumer(
    { invalidate: async (paths, reference) => void invalidations.push([paths, reference]) },
    { error: jest.fn() },
  );
  const records = { Records: [{ messageId: 'm0', body: JSON.stringify(event) }] } as SQSEvent;
  expect((await consumer(records)).batchItemFailures).toEqual([]);
  expect(invalidations).toEqual([[settingsChangedPaths(event), event.eventId]]);
});
