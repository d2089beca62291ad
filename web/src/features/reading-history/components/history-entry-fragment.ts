import { gql } from '@apollo/client';

/**
 * A story of the reading history as its row shows it: title, writer, publication, where it lives. Kept
 * shallow (no avatar membership, unlike a story card): the query stays within half of the API's depth.
 */
export const HistoryEntry_post = gql`
  fragment HistoryEntry_post on Post {
    id
    title
    uniqueSlug
    statusForCollection
    creator {
      id
      name
      username
    }
    collection {
      id
      slug
      name
    }
  }
`;
