import { activityKeys, keptActorIds, tabOf, withActor, type Activity } from './notification-keys.ts';

const activity = (overrides: Partial<Activity>): Activity => ({
  kind: 'CLAP',
  ownerId: 'writer',
  actorId: 'ruth',
  postId: 'story1',
  at: 1,
  ...overrides,
});

test('claps and highlights gather per story, each actor marked once; a list’s follows per list', () => {
  expect(activityKeys(activity({}))).toEqual({ groupKey: 'clap#story1', markKey: 'clap#story1#ruth' });
  expect(activityKeys(activity({ kind: 'HIGHLIGHT', actorId: 'theo' }))).toEqual({
    groupKey: 'highlight#story1',
    markKey: 'highlight#story1#theo',
  });
  expect(activityKeys(activity({ kind: 'LIST_FOLLOWED', postId: undefined, catalogId: 'list1' }))).toEqual({
    groupKey: 'list#list1',
    markKey: 'list#list1#ruth',
  });
});

test('a follower, a response, a reply and a new story are one notification each, marked by what they are', () => {
  expect(activityKeys(activity({ kind: 'NEW_FOLLOWER', postId: undefined }))).toEqual({
    groupKey: 'follower#ruth',
    markKey: 'follower#ruth',
  });
  expect(activityKeys(activity({ kind: 'RESPONSE', responseId: 'r1' }))).toEqual({
    groupKey: 'response#r1',
    markKey: 'response#r1',
  });
  expect(activityKeys(activity({ kind: 'REPLY', responseId: 'r2' })).groupKey).toBe('reply#r2');
  expect(activityKeys(activity({ kind: 'STORY_PUBLISHED' })).markKey).toBe('story_published#story1');
  expect(activityKeys(activity({ kind: 'SUBMISSION_DECLINED' })).groupKey).toBe('submission_declined#story1');
  expect(activityKeys(activity({ kind: 'GIFT_RECEIVED', postId: undefined, giftOrderId: 'order1' }))).toEqual(
    {
      groupKey: 'gift#order1',
      markKey: 'gift#order1',
    },
  );
});

test('an activity without what it is about is refused (the message fails and stays in the DLQ)', () => {
  expect(() => activityKeys(activity({ postId: undefined }))).toThrow('A CLAP notification needs its story.');
  expect(() => activityKeys(activity({ kind: 'RESPONSE' }))).toThrow('needs its response');
  expect(() => activityKeys(activity({ kind: 'GIFT_RECEIVED' }))).toThrow('needs its gift order');
});

test('the actors stay newest first, each once, at most 20', () => {
  expect(withActor(['a', 'b', 'c'], 'b')).toEqual(['b', 'a', 'c']);
  const many = Array.from({ length: keptActorIds }, (_, index) => `reader${index}`);
  const after = withActor(many, 'newcomer');
  expect(after).toHaveLength(keptActorIds);
  expect(after[0]).toBe('newcomer');
  expect(after).not.toContain(`reader${keptActorIds - 1}`);
});

test('responses and replies are the Responses tab’s; everything else only All’s', () => {
  expect(tabOf('RESPONSE')).toBe('RESPONSES');
  expect(tabOf('REPLY')).toBe('RESPONSES');
  expect(tabOf('CLAP')).toBe('ALL');
});
