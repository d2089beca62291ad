import { gql } from '@apollo/client';
import { PublicationNewsletter_collection } from '#web/connected/newsletter/newsletter-fragments.ts';
import { SocialCollection_collection } from '#web/connected/social/social-fragments.ts';

/** The publication as its pages' sidebar card shows it: avatar, name, followers, description, Follow. */
export const PublicationCard_collection = gql`
  fragment PublicationCard_collection on Collection {
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
  }
  ${SocialCollection_collection}
  ${PublicationNewsletter_collection}
`;
