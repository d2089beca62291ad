import type { Viewer } from '#shared/api/viewer.ts';
import type { QuoteItem } from '../repository.ts';

/**
 * Private highlights (decision 224), the one place that says what they change: a highlight counts in its
 * passage's tally (and so in the top highlight) only when public; a private one is shown to its reader
 * alone.
 */
export const countsInTally = (item: Pick<QuoteItem, 'quoteType' | 'isPrivate'>) =>
  item.quoteType === 'HIGHLIGHT' && item.isPrivate !== true;

export const isShownTo = (item: Pick<QuoteItem, 'userId' | 'isPrivate'>, viewer: Viewer) =>
  item.isPrivate !== true || item.userId === viewer.id;
