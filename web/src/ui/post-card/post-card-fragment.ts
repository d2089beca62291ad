import { gql } from '@apollo/client';

export interface PostCardPost {
  id: string;
  title: string;
  uniqueSlug: string;
  isLocked: boolean;
  readingTime: number;
  firstPublishedAt: number | null;
  statusForCollection: 'APPROVED' | 'PENDING' | 'REJECTED' | null;
  extendedPreviewContent: { subtitle: string };
  creator: { id: string; name: string; username: string; imageId: string | null };
  collection: { id: string; slug: string; name: string } | null;
  previewImage: {
    id: string;
    alt: string | null;
    originalWidth: number | null;
    originalHeight: number | null;
  } | null;
}

/** What a story card shows in every list: home, profiles, publications, the 404 staff picks. */
export const PostCard_post = gql`
  fragment PostCard_post on Post {
    id
    title
    uniqueSlug
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
    }
    collection {
      id
      slug
      name
    }
    previewImage {
      id
      alt
      originalWidth
      originalHeight
    }
  }
`;
