import { gql } from '@apollo/client';
import { StoryList_connection } from '#web/ui/story-list/story-list-fragment.ts';
import { PublicationCard_collection } from './publication-card-fragment.ts';

/** What the publication's home shows; the operation using it defines $limit and $to (paging). */
export const PublicationProfile_collection = gql`
  fragment PublicationProfile_collection on Collection {
    ...PublicationCard_collection
    postsConnection(paging: { limit: $limit, to: $to }) {
      ...StoryList_connection
    }
  }
  ${StoryList_connection}
  ${PublicationCard_collection}
`;
