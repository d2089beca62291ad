import { gql } from '@apollo/client';
import { PublicationNewsletter_collection } from '#web/connected/newsletter/newsletter-fragments.ts';
import { SocialCollection_collection } from '#web/connected/social/social-fragments.ts';
import { StoryList_connection } from '#web/ui/story-list/story-list-fragment.ts';

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
    ...PublicationNewsletter_collection
    postsConnection(paging: { limit: $limit, to: $to }) {
      ...StoryList_connection
    }
  }
  ${StoryList_connection}
  ${SocialCollection_collection}
  ${PublicationNewsletter_collection}
`;
