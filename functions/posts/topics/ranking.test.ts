import { rankRecommended, rankWriters, recommendedScore, relatedTagSlugs } from './ranking.ts';

const day = 24 * 60 * 60 * 1000;
const now = 100 * day;
const story = (id: string, creatorId: string, clapCount: number, daysOld: number) => ({
  id,
  creatorId,
  clapCount,
  firstPublishedAt: now - daysOld * day,
});

test('claps weigh less with age: a new story outranks an older one with a few more claps', () => {
  expect(recommendedScore(story('a', 'w', 10, 0), now)).toBeGreaterThan(
    recommendedScore(story('b', 'w', 20, 7), now),
  );
  expect(recommendedScore(story('c', 'w', 200, 7), now)).toBeGreaterThan(
    recommendedScore(story('d', 'w', 10, 0), now),
  );
});

test('the recommended tab holds at most two stories of one writer', () => {
  const ranked = rankRecommended(
    [story('a1', 'a', 50, 1), story('a2', 'a', 40, 1), story('a3', 'a', 30, 1), story('b1', 'b', 1, 1)],
    now,
  );
  expect(ranked.map((post) => post.id)).toEqual(['a1', 'a2', 'b1']);
});

test('writers rank by their claps in the tag, then stories; the excluded are left out', () => {
  const stories = [
    story('1', 'ana', 5, 1),
    story('2', 'ana', 5, 2),
    story('3', 'ben', 30, 1),
    story('4', 'cy', 10, 1),
    story('5', 'me', 100, 1),
  ];
  expect(rankWriters(stories, new Set(['me']))).toEqual(['ben', 'ana', 'cy']);
});

test('related tags: the topic neighbours first, then the tags most often beside it; never itself', () => {
  const stories = [
    { tags: [{ slug: 'ux' }, { slug: 'writing' }] },
    { tags: [{ slug: 'ux' }, { slug: 'writing' }, { slug: 'books' }] },
  ];
  const related = relatedTagSlugs('ux', stories);
  expect(related.slice(0, 3)).toEqual(['design', 'product-design', 'accessibility']);
  expect(related).toContain('writing');
  expect(related).not.toContain('ux');
  expect(related.indexOf('writing')).toBeLessThan(related.indexOf('books'));
});
