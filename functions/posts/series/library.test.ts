import { anonymousViewer } from '#shared/api/viewer.ts';
import { noMutes } from '../mutes.ts';
import { storedPost } from '../test-doubles.ts';
import { libraryEntries, libraryPostIds } from './library.ts';
import type { SequenceItem } from './repository.ts';

const sequence = (id: string, postIds: string[], creatorId = 'writer'): SequenceItem => ({
  id,
  creatorId,
  sequenceSlug: `series-${id}`,
  postIds,
  version: postIds.length + 1,
  createdAt: 1,
  updatedAt: 1,
  latestAddedAt: 1,
});

const seriesPost = (id: string, creatorId = 'writer') =>
  storedPost({ id, creatorId, isSeries: true, visibility: 'UNLISTED' });

const found = new Map(
  [
    seriesPost('s1'),
    seriesPost('s2'),
    seriesPost('s3', 'muted'),
    seriesPost('s4'),
    storedPost({ id: 'a' }),
    storedPost({ id: 'b', status: 'DELETED' }),
    storedPost({ id: 'c', isSuspended: true }),
    storedPost({ id: 'd', visibility: 'UNLISTED' }),
    storedPost({ id: 'e', creatorId: 'muted' }),
    { ...seriesPost('s5'), status: 'DELETED' as const },
  ].map((post) => [post.id, post]),
);

describe('the series library rule', () => {
  test('counts only the stories the reader may read; unlisted ones count, trashed and suspended do not', () => {
    const [entry] = libraryEntries(
      [sequence('s1', ['a', 'b', 'c', 'd', 'gone'])],
      found,
      anonymousViewer,
      noMutes,
    );
    expect(entry?.stories.map((story) => story.id)).toEqual(['a', 'd']);
  });

  test('leaves out a series with nothing to read, a trashed or unknown series, and a muted writer’s', () => {
    const sequences = [
      sequence('s1', ['a']),
      sequence('s2', ['b', 'c']),
      sequence('s3', ['e'], 'muted'),
      sequence('s4', []),
      sequence('s5', ['a']),
      sequence('unknown', ['a']),
    ];
    const mutes = { users: new Set(['muted']), collections: new Set<string>() };
    expect(libraryEntries(sequences, found, anonymousViewer, mutes).map((entry) => entry.post.id)).toEqual([
      's1',
    ]);
    expect(libraryEntries(sequences, found, anonymousViewer, noMutes).map((entry) => entry.post.id)).toEqual([
      's1',
      's3',
    ]);
  });

  test('a story that is not a series is never a library entry', () => {
    expect(libraryEntries([sequence('a', ['d'])], found, anonymousViewer, noMutes)).toEqual([]);
  });

  test('reads each summary once: the series and their stories', () => {
    expect(libraryPostIds([sequence('s1', ['a', 'b']), sequence('s2', ['b', 'c'])])).toEqual([
      's1',
      'a',
      'b',
      's2',
      'c',
    ]);
  });
});
