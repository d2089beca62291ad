import { gql } from '@apollo/client';
import { SocialCollection_collection, type SocialCollection } from '../../../lib/social/social-fragments.ts';
import {
  StoryList_connection,
  type StoryListConnection,
} from '../../../ui/story-list/story-list-fragment.ts';

export interface ProfileCollection extends SocialCollection {
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
    ...SocialCollection_collection
    postsConnection(paging: { limit: $limit, to: $to }) {
      ...StoryList_connection
    }
  }
  ${StoryList_connection}
  ${SocialCollection_collection}
`;
