import { gql } from '@apollo/client';
import { WriterNewsletter_user } from '#web/connected/newsletter/newsletter-fragments.ts';
import { SocialCollection_collection, SocialUser_user } from '#web/connected/social/social-fragments.ts';
import { AvatarMembership_user } from '#web/ui/avatar-membership-fragment.ts';
import { PostCard_post } from '#web/ui/post-card/post-card-fragment.ts';

/** The story's end (issue #13): who wrote it, where it was published, and more from both. */
export const StoryEnd_post = gql`
  fragment StoryEnd_post on Post {
    id
    statusForCollection
    creator {
      id
      name
      username
      imageId
      hasSubdomain
      bio
      ...AvatarMembership_user
      ...SocialUser_user
      ...WriterNewsletter_user
    }
    collection {
      id
      slug
      name
      domain
      description
      avatar {
        id
      }
      ...SocialCollection_collection
    }
    moreFrom {
      creatorPosts {
        ...PostCard_post
      }
      collectionPosts {
        ...PostCard_post
      }
    }
  }
  ${AvatarMembership_user}
  ${SocialUser_user}
  ${WriterNewsletter_user}
  ${SocialCollection_collection}
  ${PostCard_post}
`;
