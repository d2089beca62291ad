import { gql, type TypedDocumentNode } from '@apollo/client';
import type { CacheReader, TypedQuery } from '#web/routes/page-registry.ts';
import type * as Operations from '#graphql/generated/operations.ts';
import type { CacheSubject } from './cache-decision.ts';

/**
 * Spec 3 §7 PostCacheController: what the post cache decision reads (isPublished, collection.id,
 * creator.id), plus isSuspended for the suspended-post rule.
 */
export const PostCacheController: TypedDocumentNode<
  Operations.PostCacheControllerQuery,
  Operations.PostCacheControllerQueryVariables
> = gql`
  query PostCacheController($id: ID!, $friendLinkKey: String) {
    postResult(id: $id, friendLinkKey: $friendLinkKey) {
      __typename
      ... on Post {
        id
        isPublished
        isSuspended
        collection {
          id
        }
        creator {
          id
        }
      }
    }
  }
`;

/**
 * The query of the post's cache subject, preloaded with the page's own queries. It asks `postResult` with
 * the page's arguments (the friend link key too), so the merged operation asks the story once (decision 69).
 */
export const postCacheQuery = (
  id: string,
  friendLinkKey?: string,
): TypedQuery<Operations.PostCacheControllerQuery, Operations.PostCacheControllerQueryVariables> => ({
  query: PostCacheController,
  variables: { id, ...(friendLinkKey !== undefined && { friendLinkKey }) },
});

/**
 * The post as the cache rules see it; a post that is not there is treated as not publicly published.
 * `withFriendLinkKey`: the address carried a friend link key (decision 142).
 */
export function postCacheSubject(read: CacheReader, id: string, friendLinkKey?: string): CacheSubject {
  const withFriendLinkKey = friendLinkKey !== undefined;
  const post = read(postCacheQuery(id, friendLinkKey))?.postResult;
  if (post?.__typename !== 'Post')
    return { kind: 'post', isPublished: false, isSuspended: false, withFriendLinkKey };
  return { kind: 'post', isPublished: post.isPublished, isSuspended: post.isSuspended, withFriendLinkKey };
}
