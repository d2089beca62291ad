import { gql, type ApolloClient, type TypedDocumentNode } from '@apollo/client';
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
  query PostCacheController($id: ID!) {
    postResult(id: $id) {
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

/** The post as the cache rules see it; a post that is not there is treated as not publicly published. */
export async function postCacheSubject(client: ApolloClient, id: string): Promise<CacheSubject> {
  const { data } = await client.query({ query: PostCacheController, variables: { id } });
  const post = data?.postResult;
  if (post?.__typename !== 'Post') return { kind: 'post', isPublished: false, isSuspended: false };
  return { kind: 'post', isPublished: post.isPublished, isSuspended: post.isSuspended };
}
