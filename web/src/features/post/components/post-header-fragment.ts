import { gql } from '@apollo/client';

export interface PostHeaderPost {
  title: string;
  readingTime: number;
  firstPublishedAt: number | null;
  isLocked: boolean;
  statusForCollection: 'APPROVED' | 'PENDING' | 'REJECTED' | null;
  extendedPreviewContent: { subtitle: string };
  creator: { id: string; name: string; username: string; imageId: string | null };
  collection: { id: string; slug: string; name: string } | null;
}

export const PostHeader_post = gql`
  fragment PostHeader_post on Post {
    title
    readingTime
    firstPublishedAt
    isLocked
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
  }
`;
