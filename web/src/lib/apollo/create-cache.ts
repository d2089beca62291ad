import { InMemoryCache, type InMemoryCacheConfig } from '@apollo/client';
import { cursorPaginated } from './cursor-paginated.ts';

const refusals = ['BadRequest', 'NotFound', 'Forbidden', 'RateLimited', 'Unauthorized'];

/**
 * The unions the client's documents name in a fragment (`fragment X on ClapResult`), each with its
 * members, so such a fragment matches them. A fragment on a member (`... on Post`) needs no entry;
 * create-cache.test.ts checks this list against the documents and the schema.
 */
export const possibleTypes: Record<string, string[]> = {
  UserResult: ['User', 'NotFound', 'BadRequest'],
  ViewerUpdateResult: ['User', 'AlreadyExists', ...refusals],
  MovePostResult: ['MovedPost', 'BadRequest', 'NotFound', 'RateLimited', 'Unauthorized'],
  PinPostResult: ['Post', 'MaxPinnedStoriesReached', ...refusals],
  PostSubmissionResult: ['Post', 'Conflict', ...refusals],
  SeriesEditResult: ['Series', 'Conflict', ...refusals],
  ClapResult: ['Post', 'ClapLimitReached', ...refusals],
  ReadingHistoryEditResult: ['ReadingHistoryState', 'BadRequest', 'RateLimited', 'Unauthorized'],
  PublishResponseResult: [
    'PostResponse',
    'ResponseClosed',
    'PublishingRestrictedBannedLinks',
    'Conflict',
    ...refusals,
  ],
  ModeratePostResponseResult: ['PostResponse', 'Conflict', ...refusals],
  CatalogMutationResult: ['Catalog', ...refusals],
  PaymentMethod: ['CreditCard', 'ApplePayCard', 'GooglePayCard', 'PaypalAccount'],
  EditNewsletterV3Result: ['NewsletterV3', 'AlreadyExists', ...refusals],
  ManageMembershipResult: [
    'MembershipStatus',
    'BadRequest',
    'Unauthorized',
    'NotFound',
    'Conflict',
    'RateLimited',
  ],
};

/**
 * The cache's configuration, the same in the browser and in the server render, or the injected state
 * would not fit.
 */
export const cacheConfig: InMemoryCacheConfig = {
  possibleTypes,
  typePolicies: {
    Query: {
      fields: {
        latestPostsFeed: cursorPaginated('posts'),
        // The signed-in home's feeds (issue #16): Following appends by cursor, For you by its place.
        followingFeed: cursorPaginated('posts'),
        recommendedFeed: cursorPaginated('items'),
        // One list per shelf (spec 3 §2): the filter keys it, the paging does not.
        yourStories: cursorPaginated('posts', ['filterBy']),
        // A list's items (issue #13), one list per list: its pages appended by Show more.
        catalogItems: cursorPaginated('items', ['catalogSlugId'], 'catalogItemId'),
        // The series library (/collections): its cards have no id; their link tells them apart.
        seriesLibrary: cursorPaginated('series', false, 'sequenceSlug'),
        // Billing history (issue #14): Show more appends the next page.
        billingHistory: cursorPaginated('charges'),
        // A newsletter's subscribers (decision 169), one list per newsletter: Show more appends.
        newsletterSubscribers: cursorPaginated('subscribers', ['newsletterV3Id'], 'id'),
        // Notifications (issue #16, spec 3 §7's merge rule): one list per tab, Show more appends.
        notifications: cursorPaginated('notifications', ['tab']),
      },
    },
    User: {
      fields: {
        postsConnection: cursorPaginated('posts'),
        followersConnection: cursorPaginated('users'),
        followingConnection: cursorPaginated('users'),
        mutedUsersConnection: cursorPaginated('users'),
        mutedCollectionsConnection: cursorPaginated('collections'),
        // Refine recommendations (issue #16): the viewer's followed publications and tags.
        followingCollectionsConnection: cursorPaginated('collections'),
        followingTagsConnection: cursorPaginated('tags'),
        // Reading history and highlights (issue #13).
        readingHistory: cursorPaginated('entries'),
        highlights: cursorPaginated('quotes'),
        // The profile's claps and responses (issue #16).
        clappedPostsConnection: cursorPaginated('posts'),
        responsesConnection: cursorPaginated('posts'),
      },
    },
    // The tag page (issue #16): latest stories, and the archive one list per year and month.
    Tag: {
      fields: {
        postsConnection: cursorPaginated('posts'),
        archivePostsConnection: cursorPaginated('posts', ['year', 'month']),
      },
    },
    Collection: {
      fields: {
        postsConnection: cursorPaginated('posts'),
        // Its tagged page (decision 257): one list per tag, the next page appended as the reader scrolls.
        taggedPostsConnection: cursorPaginated('posts', ['tagSlug']),
        followersConnection: cursorPaginated('users'),
      },
    },
    // A subscription as its newsletter lists it: one reader on two newsletters is two rows, never one.
    NewsletterSubscriber: { keyFields: false },
    // One per post, without an id of their own: what two queries ask of them is merged, not replaced.
    PreviewContent: { merge: true },
    PostContent: { merge: true },
    // A user's counts, asked by several pages with the same fields; an answer updates them in place.
    SocialStats: { merge: true },
  },
};

/** The browser's cache (the server render's: functions/pages/server-client.ts). */
export const createCache = () => new InMemoryCache(cacheConfig);
