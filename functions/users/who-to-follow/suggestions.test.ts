import { chooseSuggestions, type FollowSignals } from './suggestions.ts';

const none: FollowSignals = { excluded: new Set(), followedBy: [], tagWriters: [], recentStories: [] };

describe('chooseSuggestions (decision 223)', () => {
  test('people followed by more of the viewer’s follows come first, named after the first who follows them', () => {
    const chosen = chooseSuggestions(
      {
        ...none,
        followedBy: [
          { userId: 'ada', followingIds: ['cy', 'dee'] },
          { userId: 'ben', followingIds: ['dee'] },
        ],
      },
      5,
    );
    expect(chosen).toEqual([
      { userId: 'dee', kind: 'FOLLOWED_BY', subjectId: 'ada' },
      { userId: 'cy', kind: 'FOLLOWED_BY', subjectId: 'ada' },
    ]);
  });

  test('then writers of the viewer’s tags, then writers whose recent stories drew the most claps', () => {
    const chosen = chooseSuggestions(
      {
        ...none,
        followedBy: [{ userId: 'ada', followingIds: ['cy'] }],
        tagWriters: [{ tagSlug: 'data', creatorIds: ['fay', 'cy'] }],
        recentStories: [
          { creatorId: 'gus', clapCount: 10 },
          { creatorId: 'hal', clapCount: 8 },
          { creatorId: 'hal', clapCount: 8 },
        ],
      },
      10,
    );
    expect(chosen.map((item) => [item.userId, item.kind, item.subjectId])).toEqual([
      ['cy', 'FOLLOWED_BY', 'ada'],
      ['fay', 'WRITES_ABOUT', 'data'],
      ['hal', 'POPULAR', null],
      ['gus', 'POPULAR', null],
    ]);
  });

  test('never the excluded (the viewer, followed, muted), and never more than the limit', () => {
    const signals: FollowSignals = {
      ...none,
      excluded: new Set(['me', 'cy']),
      followedBy: [{ userId: 'ada', followingIds: ['me', 'cy', 'dee'] }],
      recentStories: [
        { creatorId: 'me', clapCount: 100 },
        { creatorId: 'eve', clapCount: 1 },
      ],
    };
    expect(chooseSuggestions(signals, 10).map((item) => item.userId)).toEqual(['dee', 'eve']);
    expect(chooseSuggestions(signals, 1).map((item) => item.userId)).toEqual(['dee']);
  });
});
