import { digestShardCount, digestShardOf, emailsKind, emailsOnlyFromNetwork } from './email-choice.ts';

test('a reader who never opened the settings gets followers, responses, replies and highlights by e-mail', () => {
  expect(
    ['NEW_FOLLOWER', 'RESPONSE', 'REPLY', 'HIGHLIGHT'].every((kind) => emailsKind({}, kind as never)),
  ).toBe(true);
});

test('kinds without an e-mail switch are never e-mailed', () => {
  for (const kind of [
    'CLAP',
    'LIST_FOLLOWED',
    'STORY_PUBLISHED',
    'SUBMISSION_APPROVED',
    'GIFT_RECEIVED',
  ] as const)
    expect(emailsKind({}, kind)).toBe(false);
});

test('a kind’s own switch, and Activity emails Off, turn e-mail off', () => {
  expect(emailsKind({ allowEmailHighlights: false }, 'HIGHLIGHT')).toBe(false);
  expect(emailsKind({ allowEmailHighlights: false }, 'NEW_FOLLOWER')).toBe(true);
  expect(emailsKind({ allowEmailResponses: false }, 'REPLY')).toBe(false);
  expect(emailsKind({ emailFrequency: 'OFF' }, 'NEW_FOLLOWER')).toBe(false);
  expect(emailsKind({ emailFrequency: 'NETWORK' }, 'NEW_FOLLOWER')).toBe(true);
  expect(emailsOnlyFromNetwork({ emailFrequency: 'NETWORK' })).toBe(true);
  expect(emailsOnlyFromNetwork({})).toBe(false);
});

test('a reader’s shard is stable and within range, and readers spread over the shards', () => {
  expect(digestShardOf('user-1')).toBe(digestShardOf('user-1'));
  const shards = new Set(Array.from({ length: 400 }, (_, index) => digestShardOf(`user-${index}`)));
  expect([...shards].every((shard) => shard >= 0 && shard < digestShardCount)).toBe(true);
  expect(shards.size).toBe(digestShardCount);
});
