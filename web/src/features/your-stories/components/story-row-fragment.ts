import { gql } from '@apollo/client';

/**
 * A story on a shelf: what its row shows (title, state line, menu). The writer is the viewer, so no
 * creator is asked; a publication only for the line "In …" / "Pending review in …".
 */
export const YourStoryRow_post = gql`
  fragment YourStoryRow_post on Post {
    id
    title
    isPublished
    isLocked
    readingTime
    firstPublishedAt
    latestPublishedAt
    updatedAt
    pinnedAt
    purgeAt
    statusForCollection
    collection {
      id
      name
    }
  }
`;
