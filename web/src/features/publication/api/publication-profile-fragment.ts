import { gql } from '@apollo/client';
import {
  StoryList_connection,
  type StoryListConnection,
} from '../../../ui/story-list/story-list-fragment.ts';

export interface ProfileCollection {
  id: string;
  slug: string;
  name: string;
  description: string;
  domain: string | null;
  avatar: { id: string } | null;
  postsConnection: StoryListConnection;
}

/** What the publication's home shows; the operation using it defines $limit and $to (paging). */
export const PublicationProfile_collection = gql`
  fragment PublicationProfile_collection on Collection {
    id
    slug
    name
    description
    domain
    avatar {
      id
    }
    postsConnection(paging: { limit: $limit, to: $to }) {
      ...StoryList_connection
    }
  }
  ${StoryList_connection}
`;
