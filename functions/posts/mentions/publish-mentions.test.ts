import { createPublishMentions } from './publish-mentions.ts';

const mention = (userId: string) => ({
  name: 'p1',
  type: 'P' as const,
  text: 'Ruth',
  markups: [{ type: 'A' as const, start: 0, end: 4, userId }],
});

function setup(known: Record<string, string>) {
  const findUsersByIds = jest.fn(
    async (ids: readonly string[]) =>
      new Map(ids.filter((id) => known[id]).map((id) => [id, { username: known[id]! }])),
  );
  const notify = jest.fn(async () => undefined);
  return { findUsersByIds, notify, mentions: createPublishMentions({ findUsersByIds, notify }) };
}

test('a text without mentions reads nobody and tells nobody', async () => {
  const { findUsersByIds, notify, mentions } = setup({});
  const plain = { name: 'p1', type: 'P' as const, text: 'Hello', markups: [] };
  const resolved = await mentions.resolve([plain]);
  expect(resolved).toEqual({ paragraphs: [plain], userIds: [] });
  await mentions.tell({ actorId: 'w', postId: 'p', userIds: resolved.userIds, at: 1 });
  expect(findUsersByIds).not.toHaveBeenCalled();
  expect(notify).not.toHaveBeenCalled();
});

test('only the people who exist are mentioned, in one read, and told in one message', async () => {
  const { findUsersByIds, notify, mentions } = setup({ ruth: 'ruth_reads' });
  const resolved = await mentions.resolve([mention('ruth'), mention('forged')]);
  expect(findUsersByIds).toHaveBeenCalledTimes(1);
  expect(resolved.userIds).toEqual(['ruth']);
  expect(resolved.paragraphs.map((paragraph) => paragraph.markups)).toEqual([
    [{ type: 'A', start: 0, end: 4, userId: 'ruth', href: '/@ruth_reads' }],
    [],
  ]);
  await mentions.tell({ actorId: 'w', postId: 'p', userIds: resolved.userIds, at: 1 });
  expect(notify).toHaveBeenCalledWith({
    type: 'notify-mentioned',
    actorId: 'w',
    postId: 'p',
    userIds: ['ruth'],
    at: 1,
  });
});
