import { abbreviateCount } from '#web/lib/format/count.ts';

/** The tag page (issue #16): our wording, the spec names only the routes. */
export const topicTexts = {
  latest: 'Latest',
  recommended: 'Recommended',
  whoToFollow: 'Who to follow',
  noWriters: 'No writers here yet.',
  relatedTags: 'Related tags',
  top: 'Top',
  archive: 'Archive',
  periods: { week: 'This week', month: 'This month', year: 'This year', 'all-time': 'All time' },
  stories: (count: number) => (count === 1 ? '1 story' : `${abbreviateCount(count)} stories`),
  wholeYear: 'All year',
  months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
} as const;
