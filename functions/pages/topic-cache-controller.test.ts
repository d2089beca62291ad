import { requestedTopicSlug, topicRouteSubject } from './topic-cache-controller.ts';

const onMainHost = (path: string) => ({ path, hostKind: 'default' as const, hostTarget: null });

test('/topic/{topicSlug} is recognised; other paths are not', () => {
  expect(requestedTopicSlug(onMainHost('/topic/design'))).toBe('design');
  expect(requestedTopicSlug(onMainHost('/tag/design'))).toBeNull();
  expect(requestedTopicSlug(onMainHost('/explore-topics'))).toBeNull();
});

test("a tag route's cache subject carries its tagSlug as the tag id", () => {
  expect(topicRouteSubject({ tagSlug: 'design' })).toEqual({ kind: 'topic', tagId: 'design' });
  expect(topicRouteSubject({})).toEqual({ kind: 'topic', tagId: null });
});
