import type { FieldResolver } from '#shared/api/resolver-router.ts';
import { parseArguments } from '#shared/api/results.ts';
import { pagingArguments } from '../arguments.ts';
import { readerOf } from '../selection.ts';
import type { FeedsService } from './service.ts';

/** The signed-in home's fields (issue #16): Following, For you and the followed tags. */
export function createFeedsResolvers(feeds: FeedsService): Record<string, FieldResolver> {
  return {
    'Query.followingFeed': async (event) => {
      const { paging } = parseArguments(pagingArguments, event.arguments);
      return feeds.followingFeed(paging, readerOf(event, 'posts/content'));
    },
    'Query.recommendedFeed': async (event) => {
      const { paging } = parseArguments(pagingArguments, event.arguments);
      return feeds.recommendedFeed(paging, readerOf(event, 'items/post/content'));
    },
    'Query.followedTags': async (event) => feeds.followedTags(readerOf(event, '')),
  };
}
