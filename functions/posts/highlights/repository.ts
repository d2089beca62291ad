import type { EntityItem } from 'electrodb';
import type { Paging } from '#contract/paging.ts';
import type { FolioData } from '#shared/data/data.ts';
import { isConditionFailure } from '#shared/data/condition-failure.ts';
import { queryPage, type Page } from '#shared/data/query-page.ts';
import { untilNoConflict } from '#shared/data/transaction-conflict.ts';
import type { QuoteItem, TopHighlightItem } from '../repository.ts';
import type { PassageRange } from './anchoring.ts';
import { countsInTally } from './privacy.ts';

type Entities = FolioData['entities'];
export type TallyItem = EntityItem<Entities['highlightTally']>;

/** A passage of one story, as its tally and its top highlight key it. */
const passageKey = (postId: string, range: PassageRange) => ({
  id: postId,
  paragraphName: range.paragraphName,
  startOffset: range.startOffset,
  endOffset: range.endOffset,
});

/**
 * Highlights and quotes (docs/data-model.md): one function per access pattern, one DynamoDB request
 * each. A highlight and its passage's tally are written together, so the tally is exact.
 */
export function createHighlightsRepository(data: FolioData) {
  const { quote, highlightTally, topHighlight } = data.entities;

  return {
    /** One quote by id: one GetItem (consistent before a change). */
    async findQuote(quoteId: string, { consistent = false } = {}): Promise<QuoteItem | undefined> {
      const { data: item } = await quote.get({ quoteId }).go({ consistent });
      return item ?? undefined;
    },

    /** One reader's quotes, newest first: one Query of gsi2. */
    quotesOfReader(userId: string, paging: Paging): Promise<Page<QuoteItem>> {
      return queryPage('gsi2', paging, (options) => quote.query.byReader({ userId }).go(options));
    },

    /**
     * A new quote: ONE TransactWriteItems putting the quote (absent before) and, for a public highlight,
     * its passage's tally +1. False when the quote already exists (the same highlight again).
     */
    async createQuote(item: QuoteItem): Promise<boolean> {
      const result = await untilNoConflict(() =>
        data.transaction
          .write((entities) => [
            entities.quote.create(item).commit(),
            ...(countsInTally(item)
              ? [
                  entities.highlightTally
                    .upsert({ ...passageKey(item.postId, item), quote: item.quote })
                    .add({ readerCount: 1 })
                    .commit(),
                ]
              : []),
          ])
          .go(),
      );
      return !result.canceled;
    },

    /** A highlight's private note replaced (or removed when empty): one UpdateItem of an existing quote. */
    async setNote(quoteId: string, note: string): Promise<void> {
      const change = quote.patch({ quoteId });
      await (note === '' ? change.remove(['note']) : change.set({ note })).go();
    },

    /**
     * A quote deleted: ONE TransactWriteItems deleting it (it must still exist) and, for a public
     * highlight, its passage's tally −1. False when it was already gone.
     */
    async deleteQuote(item: QuoteItem): Promise<boolean> {
      const result = await untilNoConflict(() =>
        data.transaction
          .write((entities) => [
            entities.quote
              .delete({ quoteId: item.quoteId })
              .where((attributes, { exists }) => exists(attributes.quoteId))
              .commit(),
            ...(countsInTally(item)
              ? [
                  entities.highlightTally
                    .patch(passageKey(item.postId, item))
                    .add({ readerCount: -1 })
                    .commit(),
                ]
              : []),
          ])
          .go(),
      );
      return !result.canceled;
    },

    /**
     * A highlight made private (its tally −1) or public again (+1): ONE TransactWriteItems, conditioned on
     * the privacy it had, so a repeated or concurrent change never counts twice. False when it was not.
     */
    async setPrivacy(item: QuoteItem, isPrivate: boolean): Promise<boolean> {
      const result = await untilNoConflict(() =>
        data.transaction
          .write((entities) => [
            entities.quote
              .patch({ quoteId: item.quoteId })
              .set({ isPrivate })
              .where((attributes, { eq, notExists }) =>
                isPrivate
                  ? `${notExists(attributes.isPrivate)} OR ${eq(attributes.isPrivate, false)}`
                  : eq(attributes.isPrivate, true),
              )
              .commit(),
            entities.highlightTally
              .upsert({ ...passageKey(item.postId, item), quote: item.quote })
              .add({ readerCount: isPrivate ? -1 : 1 })
              .commit(),
          ])
          .go(),
      );
      return !result.canceled;
    },

    /** A passage's tally as written: one consistent GetItem. */
    async findTally(postId: string, range: PassageRange): Promise<TallyItem | undefined> {
      const { data: item } = await highlightTally.get(passageKey(postId, range)).go({ consistent: true });
      return item ?? undefined;
    },

    /** Every tally of a story: one Query of its partition (only after the top highlight lost a reader). */
    async talliesOfPost(postId: string): Promise<TallyItem[]> {
      const { data: items } = await highlightTally.query.byPassage({ id: postId }).go({ pages: 'all' });
      return items;
    },

    /** The story's top highlight: one consistent GetItem. */
    async findTop(postId: string): Promise<TopHighlightItem | undefined> {
      const { data: item } = await topHighlight.get({ id: postId }).go({ consistent: true });
      return item ?? undefined;
    },

    /**
     * The passage becomes the top highlight unless one with more readers is there: ONE conditional
     * PutItem (concurrent creates each try; the highest count stays).
     */
    async raiseTop(tally: TallyItem & { readerCount: number }): Promise<void> {
      try {
        await topHighlight
          .put({ ...tally })
          .where(
            (attributes, { notExists, lte }) =>
              `${notExists(attributes.readerCount)} OR ${lte(attributes.readerCount, tally.readerCount)}`,
          )
          .go();
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },

    /** The top highlight recomputed after it lost a reader: one PutItem, or one DeleteItem when none is left. */
    async replaceTop(postId: string, top: TallyItem | undefined): Promise<void> {
      await (top ? topHighlight.put({ ...top }).go() : topHighlight.delete({ id: postId }).go());
    },
  };
}

export type HighlightsRepository = ReturnType<typeof createHighlightsRepository>;
