import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type * as Operations from '#graphql/generated/operations.ts';
import type { TypedQuery } from '#web/routes/page-registry.ts';
import { PostBody_content } from '#web/ui/story-body/post-body-fragment.ts';
import { PostHeader_post } from '../components/post-header-fragment.ts';
import { PostTags_post } from '../components/post-tags-fragment.ts';
import { SeriesBar_post } from '../components/series-bar-fragment.ts';
import { StoryBar_post } from '../components/story-bar/story-bar-fragment.ts';
import { StoryEnd_post } from '../components/story-end/story-end-fragment.ts';
import { PostHighlights_content } from '../components/highlights-fragment.ts';
import { MeteredAllowance_content } from '../components/metered-allowance-fragment.ts';
import { ResponsesSection_post } from '#web/connected/responses/threaded-responses-query.ts';

type Variables = Operations.PostPageQueryVariables;

/** Everything the post page shows. */
export const PostPageQuery: TypedDocumentNode<Operations.PostPageQuery, Variables> = gql`
  query PostPageQuery($id: ID!, $friendLinkKey: String) {
    postResult(id: $id, friendLinkKey: $friendLinkKey) {
      __typename
      ... on Post {
        id
        uniqueSlug
        seoTitle
        seoDescription
        canonicalUrl
        previewImage {
          id
        }
        ...PostHeader_post
        ...PostTags_post
        ...SeriesBar_post
        ...StoryBar_post
        ...StoryEnd_post
        ...ResponsesSection_post
        content {
          ...PostBody_content
          ...PostHighlights_content
          ...MeteredAllowance_content
        }
      }
      ... on NotFound {
        message
      }
      ... on BadRequest {
        message
      }
    }
  }
  ${PostHeader_post}
  ${PostTags_post}
  ${PostBody_content}
  ${SeriesBar_post}
  ${StoryBar_post}
  ${StoryEnd_post}
  ${PostHighlights_content}
  ${ResponsesSection_post}
  ${MeteredAllowance_content}
`;

/** The story page's data; `friendLinkKey`: the key its address carried (decision 142). */
const variablesOf = (id: string, friendLinkKey?: string): Variables => ({
  id,
  ...(friendLinkKey !== undefined && { friendLinkKey }),
});

export const postPageQuery = (
  id: string,
  friendLinkKey?: string,
): TypedQuery<Operations.PostPageQuery, Variables> => ({
  query: PostPageQuery,
  variables: variablesOf(id, friendLinkKey),
});

export const usePostPageQuery = (id: string, friendLinkKey?: string) =>
  useQuery(PostPageQuery, { variables: variablesOf(id, friendLinkKey) });
