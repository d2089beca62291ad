import type { Viewer } from '#shared/api/viewer.ts';
import type { QuoteItem, StoredParagraph, TopHighlightItem } from '../repository.ts';
import { anchorPassage } from './anchoring.ts';
import {
  toGraphqlQuote,
  toGraphqlTopHighlight,
  type GraphqlQuote,
  type GraphqlTopHighlight,
} from './mappers.ts';

export interface StoryPageHighlights {
  topHighlight: GraphqlTopHighlight | null;
  /** Null when the operation did not ask for them. */
  viewerHighlights: GraphqlQuote[] | null;
}

/**
 * The story page's highlights, anchored in the paragraphs this viewer receives (anchoring.ts): the top
 * highlight, and the viewer's own highlights (`readerQuotes`, read only when asked; [] for a visitor).
 * A passage not in those paragraphs (changed, or past a member-only story's preview) is left out.
 */
export function highlightsOnStoryPage(
  paragraphs: readonly StoredParagraph[],
  top: TopHighlightItem | undefined,
  readerQuotes: readonly QuoteItem[] | undefined,
  viewer: Viewer,
): StoryPageHighlights {
  const anchoredTop = top && anchorPassage(paragraphs, top);
  return {
    topHighlight: anchoredTop ? toGraphqlTopHighlight(anchoredTop) : null,
    viewerHighlights:
      readerQuotes
        ?.filter((item) => item.quoteType === 'HIGHLIGHT')
        .flatMap((item) => {
          const anchored = anchorPassage(paragraphs, item);
          return anchored ? [toGraphqlQuote(anchored, viewer)] : [];
        }) ?? null,
  };
}
