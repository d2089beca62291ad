import { gql } from '@apollo/client';
import type { PostBody_ContentFragment } from '#graphql/generated/operations.ts';

/** One paragraph of the body, as PostBody_content asks for it. */
export type Paragraph = PostBody_ContentFragment['bodyModel']['paragraphs'][number];

/** One paragraph as PostBody renders it (the story's body, and a response's). */
export const PostBody_paragraph = gql`
  fragment PostBody_paragraph on Paragraph {
    name
    type
    text
    layout
    markups {
      type
      start
      end
      href
      userId
    }
    metadata {
      id
      alt
      originalWidth
      originalHeight
    }
    codeBlockMetadata {
      lang
    }
    mixtapeMetadata {
      href
    }
  }
`;

/** What PostBody renders: the paragraphs, and whether only the member-only preview was sent. */
export const PostBody_content = gql`
  fragment PostBody_content on PostContent {
    isLockedPreviewOnly
    bodyModel {
      paragraphs {
        ...PostBody_paragraph
      }
    }
  }
  ${PostBody_paragraph}
`;
