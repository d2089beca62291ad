import { gql } from '@apollo/client';
import { AvatarMembership_user } from './avatar-membership-fragment.ts';

/**
 * A story's title, subtitle and byline (writer, publication, reading time, date, member-only star).
 * Shared by the story card and the story page's header, so both show a story the same way.
 */
export const PostByline_post = gql`
  fragment PostByline_post on Post {
    id
    title
    isLocked
    readingTime
    firstPublishedAt
    statusForCollection
    extendedPreviewContent {
      subtitle
    }
    creator {
      id
      name
      username
      imageId
      hasSubdomain
      ...AvatarMembership_user
    }
    collection {
      id
      slug
      name
      domain
    }
  }
  ${AvatarMembership_user}
`;
