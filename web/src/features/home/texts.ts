import type { RecommendationReasonKind } from '#graphql/generated/operations.ts';

/** The signed-in home's words (issue #16); the spec gives none, so they are Medium's. */
export const homeTexts = {
  tabsLabel: 'Your feeds',
  forYou: 'For you',
  following: 'Following',
  followingEmpty: 'Stories of the writers and publications you follow will appear here.',
  forYouEmpty: 'Follow writers, publications and tags, and read a few stories: For you will learn from them.',
  staffPicks: 'Staff Picks',
  readingList: 'Reading list',
  readingListEmpty: 'Click the bookmark on any story to save it to your Reading list.',
  seeFullList: 'See the full list',
};

/** The story's names a reason may mention. */
interface ReasonSubject {
  creator: { name: string };
  collection?: { name: string } | null;
}

/** "Why am I seeing this" (decision 212), one line per For you card. */
export function reasonText(
  reason: { kind: RecommendationReasonKind; tagTitle?: string | null },
  post: ReasonSubject,
): string {
  const tag = reason.tagTitle ?? '';
  switch (reason.kind) {
    case 'FOLLOWED_WRITER':
      return `Because you follow ${post.creator.name}`;
    case 'FOLLOWED_PUBLICATION':
      return `Because you follow ${post.collection?.name ?? 'its publication'}`;
    case 'FOLLOWED_TAG':
      return `Because you follow ${tag}`;
    case 'READING_HISTORY':
      return `Because you read about ${tag}`;
    case 'POPULAR_IN_TAG':
      return `Popular in ${tag}`;
    case 'NEW_IN_TAG':
      return `New in ${tag}`;
    case 'NEW':
      return 'New on Folio';
  }
}
