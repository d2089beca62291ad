import { gql } from '@apollo/client';

/** A story's title, subtitle and byline (writer, publication, reading time, date, member-only star). */
export interface PostBylinePost {
  title: string;
  isLocked: boolean;
  readingTime: number;
  firstPublishedAt: number | null;
  statusForCollection: 'APPROVED' | 'PENDING' | 'REJECTED' | null;
  extendedPreviewContent: { subtitle: string };
  creator: { id: string; name: string; username: string; imageId: string | null };
  collection: { id: string; slug: string; name: string } | null;
}

/** Shared by the story card and the story page's header, so both show a story the same way. */
export const PostByline_post = gql`
  fragment PostByline_post on Post {
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
    }
    collection {
      id
      slug
      name
    }
  }
`;
