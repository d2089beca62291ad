import { diversify, forYouWeights, rankForYou, score, type CandidateStory } from './scoring.ts';

const now = Date.UTC(2026, 10, 27, 12);
const hour = 3_600_000;
const noTopics = { followedTags: new Set<string>(), historyTags: new Set<string>() };
const design = { slug: 'design', displayTitle: 'Design' };
const data = { slug: 'data', displayTitle: 'Data' };

const story = (id: string, overrides: Partial<CandidateStory> = {}): CandidateStory => ({
  id,
  creatorId: `writer-${id}`,
  firstPublishedAt: now,
  clapCount: 0,
  tags: [],
  ...overrides,
});

describe("For you's score (decision 212, docs/feeds.md)", () => {
  it('is the weighted sum of its signals: a new story scores the recency weight alone', () => {
    expect(score({ story: story('a') }, noTopics, now).score).toBeCloseTo(forYouWeights.recency);
  });

  it('halves recency every 48 hours', () => {
    const older = score({ story: story('a', { firstPublishedAt: now - 48 * hour }) }, noTopics, now);
    expect(older.score).toBeCloseTo(forYouWeights.recency / 2);
  });

  it('adds claps on a log scale, full at 1,000', () => {
    const clapped = score({ story: story('a', { clapCount: 999 }) }, noTopics, now);
    expect(clapped.score).toBeCloseTo(forYouWeights.recency + forYouWeights.claps);
  });

  it('names a followed writer, then a followed tag, then the reading history, then popularity', () => {
    const topics = { followedTags: new Set(['data']), historyTags: new Set(['design']) };
    const tagged = story('a', { tags: [design, data], clapCount: 50 });
    expect(score({ story: tagged, followed: 'user' }, topics, now).reason.kind).toBe('FOLLOWED_WRITER');
    expect(score({ story: tagged, followed: 'collection' }, topics, now).reason.kind).toBe(
      'FOLLOWED_PUBLICATION',
    );
    expect(score({ story: tagged }, topics, now).reason).toEqual({
      kind: 'FOLLOWED_TAG',
      tagSlug: 'data',
      tagTitle: 'Data',
    });
    expect(score({ story: story('b', { tags: [design] }) }, topics, now).reason.kind).toBe('READING_HISTORY');
    expect(score({ story: tagged }, noTopics, now).reason).toEqual({
      kind: 'POPULAR_IN_TAG',
      tagSlug: 'design',
      tagTitle: 'Design',
    });
    expect(score({ story: story('c', { tags: [data] }) }, noTopics, now).reason.kind).toBe('NEW_IN_TAG');
    expect(score({ story: story('d') }, noTopics, now).reason.kind).toBe('NEW');
  });

  it('ranks a followed writer above an unknown one of the same age', () => {
    const ranked = rankForYou(
      [{ story: story('a') }, { story: story('b'), followed: 'user' }],
      noTopics,
      now,
    );
    expect(ranked.map((entry) => entry.story.id)).toEqual(['b', 'a']);
  });
});

describe('the diversity rule: at most 2 stories of a writer in every 10 places', () => {
  const entry = (id: string, creatorId: string) => ({
    story: story(id, { creatorId }),
    score: 0,
    reason: { kind: 'NEW' as const, tagSlug: null, tagTitle: null },
  });

  it('moves a third story of one writer past the first ten places, keeping the order otherwise', () => {
    const ranked = [
      ...['a1', 'a2', 'a3', 'a4'].map((id) => entry(id, 'ada')),
      ...Array.from({ length: 10 }, (_, index) => entry(`o${index}`, `other-${index}`)),
    ];
    const ids = diversify(ranked).map((item) => item.story.id);
    expect(ids.slice(0, 10)).toEqual(['a1', 'a2', 'o0', 'o1', 'o2', 'o3', 'o4', 'o5', 'o6', 'o7']);
    expect(ids.slice(10)).toEqual(['a3', 'a4', 'o8', 'o9']);
  });

  it('ends the ranking where a window can take none of the stories left', () => {
    const ranked = [...['a1', 'a2', 'a3'].map((id) => entry(id, 'ada')), entry('b1', 'ben')];
    expect(diversify(ranked).map((item) => item.story.id)).toEqual(['a1', 'a2', 'b1']);
  });
});
