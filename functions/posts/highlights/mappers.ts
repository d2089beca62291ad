import type { Viewer } from '#shared/api/viewer.ts';
import { toAwsTimestamp, type GraphqlPost } from '../mappers.ts';
import type { QuoteItem, TopHighlightItem } from '../repository.ts';

/** Stored quotes → the schema's Quote and TopHighlight. A private note goes to its reader alone. */

export interface GraphqlQuote {
  __typename: 'Quote';
  quoteId: string;
  postId: string;
  quoteType: QuoteItem['quoteType'];
  paragraphName: string;
  startOffset: number;
  endOffset: number;
  quote: string;
  note: string | null;
  isPrivate: boolean;
  createdAt: number;
  post: GraphqlPost | null;
}

export function toGraphqlQuote(
  item: QuoteItem,
  viewer: Viewer,
  post: GraphqlPost | null = null,
): GraphqlQuote {
  return {
    __typename: 'Quote',
    quoteId: item.quoteId,
    postId: item.postId,
    quoteType: item.quoteType,
    paragraphName: item.paragraphName,
    startOffset: item.startOffset,
    endOffset: item.endOffset,
    quote: item.quote,
    note: viewer.id === item.userId ? (item.note ?? null) : null,
    isPrivate: item.isPrivate ?? false,
    createdAt: toAwsTimestamp(item.createdAt),
    post,
  };
}

export const toGraphqlTopHighlight = (item: TopHighlightItem) => ({
  paragraphName: item.paragraphName,
  startOffset: item.startOffset,
  endOffset: item.endOffset,
  quote: item.quote,
  readerCount: item.readerCount ?? 0,
});

export type GraphqlTopHighlight = ReturnType<typeof toGraphqlTopHighlight>;
