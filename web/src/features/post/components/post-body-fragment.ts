import { gql } from '@apollo/client';
import type { PostBody_ContentFragment } from '#graphql/generated/operations.ts';

/** One paragraph of the body, as PostBody_content asks for it. */
export type Paragraph = PostBody_ContentFragment['bodyModel']['paragraphs'][number];

/** What PostBody renders: the paragraphs, and whether only the member-only preview was sent. */
export const PostBody_content = gql`
  fragment PostBody_content on PostContent {
    isLockedPreviewOnly
    bodyModel {
      paragraphs {
        name
        type
        text
        layout
        markups {
          type
          start
          end
          href
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
    }
  }
`;
