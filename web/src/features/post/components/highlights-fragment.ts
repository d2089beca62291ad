import { gql } from '@apollo/client';
import type { PostHighlights_ContentFragment } from '#graphql/generated/operations.ts';

/** One of the viewer's highlights, as the story page shows it. */
export type ViewerHighlight = NonNullable<PostHighlights_ContentFragment['viewerHighlights']>[number];

/**
 * The story's highlights (issue #13): the top highlight everyone sees and the viewer's own, anchored by
 * the server in the paragraphs this viewer receives.
 */
export const PostHighlights_content = gql`
  fragment PostHighlights_content on PostContent {
    topHighlight {
      paragraphName
      startOffset
      endOffset
      quote
      readerCount
    }
    viewerHighlights {
      quoteId
      paragraphName
      startOffset
      endOffset
      quote
      note
      isPrivate
    }
  }
`;
