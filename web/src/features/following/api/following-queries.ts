import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';
import type { TypedQuery } from '#web/routes/page-registry.ts';
import {
  FollowingCollectionRow_collection,
  FollowingTagRow_tag,
  FollowingUserRow_user,
  followingPerPage,
} from './following-fragments.ts';

/** /me/following (writers): the writers the viewer follows, newest first; viewer null for a visitor. */
export const FollowingWritersQuery: TypedDocumentNode<
  Operations.FollowingWritersQuery,
  Operations.FollowingWritersQueryVariables
> = gql`
  query FollowingWritersQuery($limit: Int!, $to: String) {
    viewer {
      id
      followingConnection(paging: { limit: $limit, to: $to }) {
        users {
          ...FollowingUserRow_user
        }
        pagingInfo {
          next {
            limit
            to
          }
        }
      }
    }
  }
  ${FollowingUserRow_user}
`;

/** /me/following/publications. */
export const FollowingPublicationsQuery: TypedDocumentNode<
  Operations.FollowingPublicationsQuery,
  Operations.FollowingPublicationsQueryVariables
> = gql`
  query FollowingPublicationsQuery($limit: Int!, $to: String) {
    viewer {
      id
      followingCollectionsConnection(paging: { limit: $limit, to: $to }) {
        collections {
          ...FollowingCollectionRow_collection
        }
        pagingInfo {
          next {
            limit
            to
          }
        }
      }
    }
  }
  ${FollowingCollectionRow_collection}
`;

/** /me/following/tags: the viewer's own followed tags (private to them, decision 219). */
export const FollowingTagsQuery: TypedDocumentNode<
  Operations.FollowingTagsQuery,
  Operations.FollowingTagsQueryVariables
> = gql`
  query FollowingTagsQuery($limit: Int!, $to: String) {
    viewer {
      id
      followingTagsConnection(paging: { limit: $limit, to: $to }) {
        tags {
          ...FollowingTagRow_tag
        }
        pagingInfo {
          next {
            limit
            to
          }
        }
      }
    }
  }
  ${FollowingTagRow_tag}
`;

/** /me/following/suggestions (decision 219): tags and writers to follow next; null for a visitor. */
export const FollowSuggestionsQuery: TypedDocumentNode<
  Operations.FollowSuggestionsQuery,
  Operations.FollowSuggestionsQueryVariables
> = gql`
  query FollowSuggestionsQuery {
    followSuggestions {
      tags {
        ...FollowingTagRow_tag
      }
      writers {
        ...FollowingUserRow_user
      }
    }
  }
  ${FollowingTagRow_tag}
  ${FollowingUserRow_user}
`;

const firstPage = { limit: followingPerPage };

export const followingWritersQuery = (): TypedQuery<
  Operations.FollowingWritersQuery,
  Operations.FollowingWritersQueryVariables
> => ({ query: FollowingWritersQuery, variables: firstPage });

export const followingPublicationsQuery = (): TypedQuery<
  Operations.FollowingPublicationsQuery,
  Operations.FollowingPublicationsQueryVariables
> => ({ query: FollowingPublicationsQuery, variables: firstPage });

export const followingTagsQuery = (): TypedQuery<
  Operations.FollowingTagsQuery,
  Operations.FollowingTagsQueryVariables
> => ({ query: FollowingTagsQuery, variables: firstPage });

export const followSuggestionsQuery = (): TypedQuery<
  Operations.FollowSuggestionsQuery,
  Operations.FollowSuggestionsQueryVariables
> => ({ query: FollowSuggestionsQuery, variables: {} });
