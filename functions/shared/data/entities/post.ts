import { imageAttributes } from './paragraph.ts';

export const postVisibilities = ['PUBLIC', 'UNLISTED', 'LOCKED'] as const;
export const postStatuses = ['DRAFT', 'PUBLISHED', 'DELETED'] as const;
export const collectionStatuses = ['APPROVED', 'PENDING', 'REJECTED'] as const;

interface ListingAttributes {
  status?: string;
  visibility?: string;
  isSuspended?: boolean;
  collectionId?: string;
  statusForCollection?: string;
  inResponseToPostId?: string;
  inResponseToCatalogId?: string;
}

/** A response (issue #13): a story written in response to another story or to a list (decision 119). */
export const isResponseStory = (post: { inResponseToPostId?: string; inResponseToCatalogId?: string }) =>
  Boolean(post.inResponseToPostId ?? post.inResponseToCatalogId);

/**
 * The writer's shelves of "Your stories" (spec 3 §2, /me/stories/{filterBy}): every story is on exactly
 * one. A response is a story written in response to another (`inResponseToPostId`).
 */
export const storyShelves = ['drafts', 'public', 'unlisted', 'responses', 'deleted'] as const;
export type StoryShelf = (typeof storyShelves)[number];

interface ShelfAttributes {
  status?: string;
  visibility?: string;
  inResponseToPostId?: string;
  inResponseToCatalogId?: string;
}

export function shelfOf(post: ShelfAttributes): StoryShelf {
  if (post.status === 'DELETED') return 'deleted';
  if (post.status !== 'PUBLISHED') return 'drafts';
  if (isResponseStory(post)) return 'responses';
  return post.visibility === 'UNLISTED' ? 'unlisted' : 'public';
}

/**
 * Published, listed and not suspended: the stories that appear on profiles, publications and home. A
 * response (issue #13) is read under the story it responds to, never in a feed.
 */
export const isListed = (post: ListingAttributes) =>
  post.status === 'PUBLISHED' &&
  post.visibility !== 'UNLISTED' &&
  post.isSuspended !== true &&
  !isResponseStory(post);

/**
 * A story's summary (everything but the body, which lives in postContent under the same key so one
 * query returns both). Epoch-millisecond sort keys stay 13 digits wide until the year 2286, so their
 * string order is their numeric order.
 */
export const postSchema = {
  model: { entity: 'post', version: '1', service: 'folio' },
  attributes: {
    id: { type: 'string', required: true },
    creatorId: { type: 'string', required: true },
    collectionId: { type: 'string' },
    statusForCollection: { type: collectionStatuses },
    title: { type: 'string', required: true },
    subtitle: { type: 'string', default: '' },
    /** The title's slug plus the id: `my-story-1a2b3c4d5e6f`. */
    uniqueSlug: { type: 'string', required: true },
    visibility: { type: postVisibilities, required: true },
    /** Member-only: the body past the preview is sent only to members and the author. */
    isLocked: { type: 'boolean', required: true },
    status: { type: postStatuses, required: true },
    isSuspended: { type: 'boolean', default: false },
    /** Minutes, fractional. */
    readingTime: { type: 'number', required: true },
    previewImage: { type: 'map', properties: imageAttributes },
    /** Tags with their display titles copied in, so a story page needs no tag lookup. */
    tags: {
      type: 'list',
      items: {
        type: 'map',
        properties: {
          slug: { type: 'string', required: true },
          displayTitle: { type: 'string', required: true },
        },
      },
      default: (): { slug: string; displayTitle: string }[] => [],
    },
    clapCount: { type: 'number', default: 0 },
    responsesCount: { type: 'number', default: 0 },
    firstPublishedAt: { type: 'number' },
    latestPublishedAt: { type: 'number' },
    /** A response: the story it responds to (written by the engagement work; it moves it to `responses`). */
    inResponseToPostId: { type: 'string' },
    /** A response to a list (decision 119): the list it responds to; replies to it are ordinary replies. */
    inResponseToCatalogId: { type: 'string' },
    /** A response (issue #13): the story its thread answers, whose allowResponses closes it all. */
    threadRootPostId: { type: 'string' },
    /** A response to a quote (issue #13, long responses): the RESPONSE quote it answers. */
    inResponseToQuoteId: { type: 'string' },
    /** That quote's passage, copied when the response draft starts: the thread shows it with no read. */
    quotedText: { type: 'string' },
    /** In the trash: the status it had before, which undeletePost restores. */
    statusBeforeDelete: { type: ['DRAFT', 'PUBLISHED'] as const },
    /** In the trash: when DynamoDB's TTL purges it (epoch seconds), on every item of the story. */
    expiresAt: { type: 'number' },
    /** Whether readers may respond (set when publishing; absent reads as true). */
    allowResponses: { type: 'boolean' },
    /** Epoch ms: when the writer pinned it to the top of their profile; absent when not pinned. */
    pinnedAt: { type: 'number' },
    /** Epoch ms: when it was submitted to its publication (the order of its editors' list). */
    submittedAt: { type: 'number' },
    /** Story settings (functions/posts/settings): the page title and description search engines show. */
    seoTitle: { type: 'string' },
    seoDescription: { type: 'string' },
    /** Where the story was first published (an absolute http(s) URL): the page's canonical link. */
    canonicalUrl: { type: 'string' },
    /** False: the writer keeps it out of recommendations (the home feed); absent reads as true. */
    showInRecommendations: { type: 'boolean' },
    /** Series (issue #12, functions/posts/series): a series is a story of its own listing others. */
    isSeries: { type: 'boolean' },
    /** The series this story is in (at most one); absent when in none. */
    seriesId: { type: 'string' },
    /** A series' `{slug}-{id}`, on the series and on each of its stories (/s/{sequenceSlug}/{postId}). */
    sequenceSlug: { type: 'string' },
    createdAt: { type: 'number', required: true, readOnly: true },
    updatedAt: { type: 'number', required: true },
    /**
     * Key attributes of the listing indexes that always have a value. ElectroDB refuses a write that
     * gives only part of a conditional index's composite (electrodb#433, #538), and a story without a
     * publication or a draft without a date is exactly that; the conditions keep these out of the
     * indexes all the same. An update that changes whether a story is listed must pass every key
     * attribute of the affected indexes through `.composite()` (electrodb#479).
     */
    listingCollectionId: {
      type: 'string',
      hidden: true,
      required: true,
      default: 'none',
      watch: ['collectionId'],
      set: (_: unknown, post: { collectionId?: string }) => post.collectionId ?? 'none',
    },
    listingPublishedAt: {
      type: 'number',
      hidden: true,
      required: true,
      default: 0,
      watch: ['firstPublishedAt'],
      set: (_: unknown, post: { firstPublishedAt?: number }) => post.firstPublishedAt ?? 0,
    },
    /**
     * The shelf of Your stories (`shelfOf`), a key of gsi4. An update that changes `status`,
     * `visibility` or `inResponseToPostId` must give all three (and, through `.composite()`, `creatorId`
     * and `updatedAt`), so that the shelf is computed from the story's whole state (electrodb#479).
     */
    shelf: {
      type: storyShelves,
      hidden: true,
      required: true,
      default: 'drafts',
      watch: ['status', 'visibility', 'inResponseToPostId', 'inResponseToCatalogId'],
      set: (_: unknown, post: ShelfAttributes) => shelfOf(post),
    },
  },
  indexes: {
    byId: {
      collection: 'postPage',
      pk: { field: 'pk', composite: ['id'] },
      sk: { field: 'sk', composite: [] },
    },
    byCreator: {
      index: 'gsi1',
      condition: isListed,
      pk: { field: 'gsi1pk', composite: ['creatorId'] },
      sk: { field: 'gsi1sk', composite: ['listingPublishedAt'] },
    },
    byCollection: {
      index: 'gsi2',
      condition: (post: ListingAttributes) =>
        isListed(post) && Boolean(post.collectionId) && post.statusForCollection === 'APPROVED',
      pk: { field: 'gsi2pk', composite: ['listingCollectionId'] },
      sk: { field: 'gsi2sk', composite: ['listingPublishedAt'] },
    },
    /** Your stories: every story of a writer on one shelf, newest updated first (not sparse). */
    byShelf: {
      index: 'gsi4',
      pk: { field: 'gsi4pk', composite: ['creatorId', 'shelf'] },
      sk: { field: 'gsi4sk', composite: ['updatedAt'] },
    },
    latest: {
      index: 'gsi3',
      condition: isListed,
      pk: { field: 'gsi3pk', composite: [] },
      sk: { field: 'gsi3sk', composite: ['listingPublishedAt'] },
    },
  },
} as const;
