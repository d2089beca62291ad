import { highlightMessages } from '#contract/highlights.ts';
import { pagingInfo, type Paging } from '#contract/paging.ts';
import { refuseOverLimit } from '#shared/api/rate-limited.ts';
import { badRequest, notFound } from '#shared/api/results.ts';
import type { SignedInViewer } from '#shared/api/signed-in-field.ts';
import type { Viewer } from '#shared/api/viewer.ts';
import type { RateLimitCounter } from '#shared/data/rate-limit.ts';
import { canReadFullBody, canView } from '../access.ts';
import { toGraphqlPost } from '../mappers.ts';
import { readingLimits } from '../rate-limits.ts';
import type { PostItem, PostsRepository } from '../repository.ts';
import { readableBody } from '../service.ts';
import { storyNotFound } from '../writers-story.ts';
import { quotedText } from './anchoring.ts';
import type { CreateQuoteRequest } from './arguments.ts';
import { toGraphqlQuote } from './mappers.ts';
import { highlightId, responseQuoteId } from './quote-id.ts';
import type { QuoteItem } from '../repository.ts';
import type { HighlightsRepository } from './repository.ts';
import { countsInTally, isShownTo } from './privacy.ts';
import { isTopWorthy, samePassage, topOf } from './top-highlight.ts';
import type { Notifier } from '#shared/queues/notification-event.ts';

export interface HighlightsServiceDependencies {
  highlights: HighlightsRepository;
  posts: Pick<PostsRepository, 'findPostPage' | 'findPosts'>;
  rateLimits: RateLimitCounter;
  /** A new highlight is told to the story's writer (the notifications queue); a note never goes with it. */
  notify: Notifier;
  now: () => number;
}

const quoteNotFound = (quoteId: string) => notFound(`No quote with id ${quoteId}.`);

/**
 * Whether the viewer may read a quote of this story: it is not another reader's private highlight,
 * they may open the story, and read it whole unless the quote is their own — a member-only passage is
 * never shown to a reader the paywall stops.
 */
const canReadQuote = (post: PostItem | undefined, item: QuoteItem, viewer: Viewer): post is PostItem =>
  post !== undefined &&
  isShownTo(item, viewer) &&
  canView(post, viewer) &&
  (canReadFullBody(post, viewer) || item.userId === viewer.id);

/**
 * Highlights and quotes (issue #13): a reader quotes a passage of one paragraph of a story they may
 * read; the text is taken from the story, never from the request. A highlight counts once per reader
 * and passage in its tally; a passage enough readers highlighted is the story's top highlight.
 */
export function createHighlightsService({
  highlights,
  posts,
  rateLimits,
  notify,
  now,
}: HighlightsServiceDependencies) {
  /** After a highlight joined its passage's tally: the passage may now be the top highlight. */
  async function afterHighlighted(item: QuoteItem): Promise<void> {
    const tally = await highlights.findTally(item.postId, item);
    const readerCount = tally?.readerCount ?? 0;
    if (tally && isTopWorthy(readerCount)) await highlights.raiseTop({ ...tally, readerCount });
  }

  /** After a highlight left its passage's tally: when that passage was the top one, choose again. */
  async function afterUnhighlighted(item: QuoteItem): Promise<void> {
    const top = await highlights.findTop(item.postId);
    if (!top || !samePassage(top, item)) return;
    await highlights.replaceTop(item.postId, topOf(await highlights.talliesOfPost(item.postId)));
  }

  return {
    /**
     * createQuote (and POST /_/p/{postId}/quotes/create): counted; the story read as the viewer may read
     * it (ONE Query); the quote written with its tally (ONE transaction); for a highlight, its tally read
     * and the top highlight raised when it earned it. The same highlight again answers the one stored
     * (its note replaced when a note is given).
     */
    async createQuote(viewer: SignedInViewer, request: CreateQuoteRequest) {
      const limited = await refuseOverLimit(rateLimits, readingLimits.quotes, viewer.id, now());
      if (limited) return limited;
      const { post, content } = await posts.findPostPage(request.postId);
      if (!post || !canView(post, viewer) || post.status !== 'PUBLISHED')
        return storyNotFound(request.postId);
      const quoted = quotedText(readableBody(post, content, viewer).paragraphs, request);
      if ('refusal' in quoted) return badRequest(quoted.refusal);
      const isHighlight = request.quoteType === 'HIGHLIGHT';
      const item: QuoteItem = {
        quoteId: isHighlight ? highlightId(viewer.id, post.id, request) : responseQuoteId(),
        postId: post.id,
        userId: viewer.id,
        quoteType: request.quoteType,
        paragraphName: request.paragraphName,
        startOffset: request.startOffset,
        endOffset: request.endOffset,
        quote: quoted.quote,
        ...(request.note && { note: request.note }),
        ...(isHighlight && request.isPrivate && { isPrivate: true }),
        createdAt: now(),
      };
      if (await highlights.createQuote(item)) {
        if (countsInTally(item)) {
          await afterHighlighted(item);
          await notify({
            type: 'notify',
            kind: 'HIGHLIGHT',
            ownerId: post.creatorId,
            actorId: viewer.id,
            postId: post.id,
            at: item.createdAt,
          });
        }
        return toGraphqlQuote(item, viewer);
      }
      const stored = await highlights.findQuote(item.quoteId, { consistent: true });
      if (!stored) return quoteNotFound(item.quoteId);
      if (request.note === undefined) return toGraphqlQuote(stored, viewer);
      await highlights.setNote(stored.quoteId, request.note);
      return toGraphqlQuote({ ...stored, note: request.note }, viewer);
    },

    /** deleteQuote: counted; the quote read (consistent); only its reader deletes it, with its tally. */
    async deleteQuote(viewer: SignedInViewer, quoteId: string) {
      const limited = await refuseOverLimit(rateLimits, readingLimits.quotes, viewer.id, now());
      if (limited) return limited;
      const item = await highlights.findQuote(quoteId, { consistent: true });
      if (!item) return quoteNotFound(quoteId);
      if (item.userId !== viewer.id) {
        return { __typename: 'Forbidden' as const, message: highlightMessages.notYours };
      }
      if (!(await highlights.deleteQuote(item))) return quoteNotFound(quoteId);
      if (countsInTally(item)) await afterUnhighlighted(item);
      return toGraphqlQuote(item, viewer);
    },

    /**
     * setHighlightPrivacy (decision 224): counted; the highlight read (consistent); only its reader
     * changes it; ONE transaction moves it out of (or back into) its passage's tally, then the top
     * highlight follows as after a delete (or a create). The same privacy again answers it unchanged.
     */
    async setHighlightPrivacy(viewer: SignedInViewer, quoteId: string, isPrivate: boolean) {
      const limited = await refuseOverLimit(rateLimits, readingLimits.quotes, viewer.id, now());
      if (limited) return limited;
      const item = await highlights.findQuote(quoteId, { consistent: true });
      if (!item || item.quoteType !== 'HIGHLIGHT') return quoteNotFound(quoteId);
      if (item.userId !== viewer.id) {
        return { __typename: 'Forbidden' as const, message: highlightMessages.notYoursToChange };
      }
      if ((item.isPrivate ?? false) === isPrivate) return toGraphqlQuote(item, viewer);
      if (!(await highlights.setPrivacy(item, isPrivate))) return quoteNotFound(quoteId);
      const changed = { ...item, isPrivate };
      await (isPrivate ? afterUnhighlighted(changed) : afterHighlighted(changed));
      return toGraphqlQuote(changed, viewer);
    },

    /** Query.quote: one GetItem; a quote of a story the viewer may not open is NotFound. */
    async quote(viewer: Viewer, quoteId: string) {
      const item = await highlights.findQuote(quoteId);
      if (!item) return quoteNotFound(quoteId);
      const found = await posts.findPosts([item.postId]);
      const post = found.get(item.postId);
      if (!canReadQuote(post, item, viewer)) return quoteNotFound(quoteId);
      return toGraphqlQuote(
        item,
        viewer,
        toGraphqlPost(post, { isFullContent: canReadFullBody(post, viewer) }),
      );
    },

    /**
     * User.highlights (/@{username}/highlights, public as on the profile; notes and private highlights
     * only to their reader; a member-only story's only to readers who may read it whole):
     * ONE Query of the reader's quotes, ONE BatchGetItem of their stories (those the viewer may open).
     */
    async highlightsOf(userId: string, paging: Paging, viewer: Viewer) {
      const page = await highlights.quotesOfReader(userId, paging);
      const quotes = page.items.filter((item) => item.quoteType === 'HIGHLIGHT');
      const ids = [...new Set(quotes.map((item) => item.postId))];
      const found = ids.length > 0 ? await posts.findPosts(ids) : new Map<string, PostItem>();
      return {
        quotes: quotes.flatMap((item) => {
          const post = found.get(item.postId);
          if (!canReadQuote(post, item, viewer)) return [];
          const graphqlPost = toGraphqlPost(post, { isFullContent: canReadFullBody(post, viewer) });
          return [toGraphqlQuote(item, viewer, graphqlPost)];
        }),
        pagingInfo: pagingInfo(paging.limit, page.cursor),
      };
    },
  };
}

export type HighlightsService = ReturnType<typeof createHighlightsService>;
