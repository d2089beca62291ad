import { gql } from '@apollo/client';

/** What a link to a story needs (`postRoute`, post-route.ts): its slug, writer and publication. */
export const PostRoute_post = gql`
  fragment PostRoute_post on Post {
    id
    uniqueSlug
    statusForCollection
    creator {
      id
      username
    }
    collection {
      id
      slug
    }
  }
`;
