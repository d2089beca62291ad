import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { TypedQuery } from '../../../routes/page-registry.ts';
import { PostBody_content, type PostBodyContent } from '../components/post-body-fragment.ts';
import { PostHeader_post, type PostHeaderPost } from '../components/post-header-fragment.ts';
import { PostTags_post, type PostTagsPost } from '../components/post-tags-fragment.ts';

export type PagePost = PostHeaderPost &
  PostTagsPost & {
    __typename: 'Post';
    id: string;
    uniqueSlug: string;
    previewImage: { id: string } | null;
    content: PostBodyContent;
  };

export interface PostPageQueryData {
  postResult: PagePost | { __typename: 'NotFound' | 'BadRequest'; message: string };
}

interface PostPageQueryVariables {
  id: string;
}

/** Everything the post page shows. */
export const PostPageQuery: TypedDocumentNode<PostPageQueryData, PostPageQueryVariables> = gql`
  query PostPageQuery($id: ID!) {
    postResult(id: $id) {
      __typename
      ... on Post {
        id
        uniqueSlug
        previewImage {
          id
        }
        ...PostHeader_post
        ...PostTags_post
        content {
          ...PostBody_content
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
`;

export const postPageQuery = (id: string): TypedQuery<PostPageQueryData, PostPageQueryVariables> => ({
  query: PostPageQuery,
  variables: { id },
});

export const usePostPageQuery = (id: string) => useQuery(PostPageQuery, { variables: { id } });
