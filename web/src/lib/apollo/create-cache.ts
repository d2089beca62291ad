import { InMemoryCache, type InMemoryCacheConfig } from '@apollo/client';
import { cursorPaginated } from './cursor-paginated.ts';

const storyChangeResults = ['Post', 'BadRequest', 'NotFound', 'Forbidden', 'RateLimited', 'Unauthorized'];

/** Every union of graphql/schema.graphql and its members. */
export const possibleTypes: Record<string, string[]> = {
  PostResult: ['Post', 'NotFound', 'BadRequest'],
  UserResult: ['User', 'NotFound', 'BadRequest'],
  SendAcctAuthEmailResult: ['SusiMethod', 'FailedChallenge', 'BadRequest', 'NotFound', 'RateLimited'],
  VerifyLoginCodeResult: ['AccountToken', 'BadRequest', 'NotFound', 'RateLimited', 'TooManyRequests'],
  GoogleOneTapResult: [
    'AccountToken',
    'EmailAvailable',
    'SocialLoginSuggestion',
    'BadRequest',
    'NotFound',
    'Forbidden',
    'RateLimited',
  ],
  PasswordSignInResult: [
    'AccountToken',
    'InvalidPassword',
    'PasswordSoftLockout',
    'PasswordPermanentLockout',
    'IpAuthLockout',
    'BadRequest',
    'RateLimited',
  ],
  SetPasswordResult: [
    'User',
    'InvalidPassword',
    'PasswordSoftLockout',
    'PasswordPermanentLockout',
    'BadRequest',
    'Unauthorized',
    'RateLimited',
  ],
  SendVerificationEmailResult: ['User', 'BadRequest', 'Unauthorized', 'RateLimited'],
  ViewerUpdateResult: [
    'User',
    'BadRequest',
    'AlreadyExists',
    'NotFound',
    'Forbidden',
    'Unauthorized',
    'RateLimited',
  ],
  CreateIntegrationTokenResult: ['CreatedIntegrationToken', 'BadRequest', 'Unauthorized', 'RateLimited'],
  StartImageUploadResult: ['ImageUploadStarted', 'Unauthorized', 'RateLimited'],
  SocialUserResult: ['User', 'BadRequest', 'NotFound', 'AlreadyExists', 'Unauthorized', 'RateLimited'],
  SocialCollectionResult: [
    'Collection',
    'BadRequest',
    'NotFound',
    'AlreadyExists',
    'Unauthorized',
    'RateLimited',
  ],
  // Drafts, revisions, trash, your stories (issue #12).
  PostDraftResult: ['PostDraft', 'NotFound', 'BadRequest', 'Unauthorized'],
  StartDraftResult: ['PostDraft', 'Unauthorized', 'RateLimited'],
  SaveDraftResult: [
    'DraftSaved',
    'Conflict',
    'BadRequest',
    'NotFound',
    'RateLimited',
    'Unauthorized',
    'Forbidden',
  ],
  RevertDraftResult: ['PostDraft', 'Conflict', 'BadRequest', 'NotFound', 'RateLimited', 'Unauthorized'],
  PostRevisionsResult: ['PostRevisionConnection', 'NotFound', 'BadRequest', 'Unauthorized'],
  PostRevisionResult: ['PostRevision', 'NotFound', 'BadRequest', 'Unauthorized'],
  YourStoriesResult: ['YourStories', 'BadRequest', 'Unauthorized'],
  MovePostResult: ['MovedPost', 'BadRequest', 'NotFound', 'RateLimited', 'Unauthorized'],
  // Publishing (issue #12): a change to a story answers it or one of the same refusals.
  PublishPostResult: [
    ...storyChangeResults,
    'Conflict',
    'PublishingRestrictedBannedLinks',
    'AccountSuspended',
  ],
  PinPostResult: [...storyChangeResults, 'MaxPinnedStoriesReached'],
  PostSubmissionResult: [...storyChangeResults, 'Conflict'],
  PendingSubmissionsResult: ['PostConnection', 'BadRequest', 'NotFound', 'Forbidden', 'Unauthorized'],
  // Story settings (issue #12).
  PostSettingsResult: ['PostSettings', 'BadRequest', 'NotFound', 'Unauthorized'],
  UpdatePostSettingsResult: ['PostSettings', 'BadRequest', 'NotFound', 'RateLimited', 'Unauthorized'],
  // Series (issue #12).
  SeriesResult: ['Series', 'NotFound', 'BadRequest'],
  SeriesCandidatesResult: ['PostConnection', 'Unauthorized'],
  CreateSeriesResult: ['Series', 'BadRequest', 'RateLimited', 'Unauthorized'],
  SeriesEditResult: [
    'Series',
    'BadRequest',
    'NotFound',
    'Forbidden',
    'Conflict',
    'RateLimited',
    'Unauthorized',
  ],
  // Claps (issue #13).
  ClapResult: [
    'Post',
    'ClapLimitReached',
    'BadRequest',
    'NotFound',
    'Forbidden',
    'RateLimited',
    'Unauthorized',
  ],
  // Reading history, highlights and quotes (issue #13).
  RecordPostReadResult: ['ReadRecorded', 'BadRequest', 'NotFound', 'RateLimited', 'Unauthorized'],
  ReadingHistoryEditResult: ['ReadingHistoryState', 'BadRequest', 'RateLimited', 'Unauthorized'],
  QuoteResult: ['Quote', 'BadRequest', 'NotFound'],
  CreateQuoteResult: ['Quote', 'BadRequest', 'NotFound', 'RateLimited', 'Unauthorized'],
  DeleteQuoteResult: ['Quote', 'BadRequest', 'NotFound', 'Forbidden', 'RateLimited', 'Unauthorized'],
  // Threaded responses (issue #13).
  ThreadedPostResponsesResult: ['PostResponseConnection', 'BadRequest', 'NotFound'],
  PublishResponseResult: [
    'PostResponse',
    'ResponseClosed',
    'PublishingRestrictedBannedLinks',
    'BadRequest',
    'NotFound',
    'Forbidden',
    'Conflict',
    'RateLimited',
    'Unauthorized',
  ],
  DeleteResponseResult: [
    'ResponseDeleted',
    'BadRequest',
    'NotFound',
    'Forbidden',
    'RateLimited',
    'Unauthorized',
  ],
  ModeratePostResponseResult: [
    'PostResponse',
    'BadRequest',
    'NotFound',
    'Forbidden',
    'Conflict',
    'RateLimited',
    'Unauthorized',
  ],
  // Lists (issue #13).
  CatalogResult: ['Catalog', 'NotFound', 'BadRequest'],
  CatalogItemsResult: ['CatalogItemConnection', 'NotFound', 'BadRequest'],
  CatalogsResult: ['CatalogConnection', 'NotFound', 'BadRequest'],
  FollowedCatalogsResult: ['CatalogConnection', 'BadRequest', 'Unauthorized'],
  PostCatalogMembershipResult: ['PostCatalogMembership', 'NotFound', 'BadRequest', 'Unauthorized'],
  AddToPredefinedCatalogResult: [
    'AddToPredefinedCatalogSuccess',
    'BadRequest',
    'NotFound',
    'RateLimited',
    'Unauthorized',
  ],
  CatalogMutationResult: ['Catalog', 'BadRequest', 'NotFound', 'Forbidden', 'RateLimited', 'Unauthorized'],
  DeleteCatalogResult: [
    'CatalogDeleted',
    'BadRequest',
    'NotFound',
    'Forbidden',
    'RateLimited',
    'Unauthorized',
  ],
  EditCatalogItemsResult: [
    'EditCatalogItemsSuccess',
    'Conflict',
    'BadRequest',
    'NotFound',
    'Forbidden',
    'RateLimited',
    'Unauthorized',
  ],
  // Long responses (issue #13).
  ResponseTargetResult: ['ResponseTarget', 'ResponseClosed', 'BadRequest', 'NotFound'],
  StartResponseDraftResult: [
    'PostDraft',
    'ResponseClosed',
    'BadRequest',
    'NotFound',
    'RateLimited',
    'Unauthorized',
  ],
  // Series library (issue #13).
  SeriesLibraryResult: ['LibrarySeriesConnection', 'BadRequest'],
  // Membership payments (issue #14).
  StartMembershipCheckoutResult: [
    'MembershipCheckout',
    'BadRequest',
    'Unauthorized',
    'Conflict',
    'RateLimited',
  ],
  // Claps and responses on lists (issue #13).
  ClapCatalogResult: [
    'Catalog',
    'ClapLimitReached',
    'BadRequest',
    'NotFound',
    'Forbidden',
    'RateLimited',
    'Unauthorized',
  ],
  // Friend links (issue #14, decision 142).
  FriendLinkResult: ['FriendLink', 'BadRequest', 'NotFound', 'Forbidden', 'RateLimited', 'Unauthorized'],
  // Managing a membership (issue #14, decisions 134–136).
  PaymentMethod: ['CreditCard', 'ApplePayCard', 'GooglePayCard', 'PaypalAccount'],
  ManageMembershipResult: [
    'MembershipStatus',
    'BadRequest',
    'Unauthorized',
    'NotFound',
    'Conflict',
    'RateLimited',
  ],
  UncancelMembershipResult: [
    'MutationSuccess',
    'BadRequest',
    'Unauthorized',
    'NotFound',
    'Conflict',
    'RateLimited',
  ],
  // Gift memberships (issue #14, decisions 138–140).
  StartGiftCheckoutResult: ['GiftCheckout', 'BadRequest', 'Unauthorized', 'RateLimited'],
  CheckGiftCodeResult: ['GiftCodeCheck', 'BadRequest', 'Unauthorized', 'RateLimited'],
  RedeemGiftCodeResult: [
    'GiftRedemption',
    'GiftCodeCheck',
    'BadRequest',
    'Unauthorized',
    'Conflict',
    'RateLimited',
  ],
  // Billing history (issue #14, decision 146).
  BillingHistoryResult: ['ChargeConnection', 'BadRequest', 'Unauthorized'],
  BillingChargeResult: ['ChargeV2', 'NotFound', 'BadRequest', 'Unauthorized'],
};

/**
 * The cache's configuration, the same in the browser and in the server render, or the injected state
 * would not fit.
 */
export const cacheConfig: InMemoryCacheConfig = {
  // The schema's unions (graphql/schema.graphql), so fragments on a union match its members;
  // create-cache.test.ts checks this list against the schema.
  possibleTypes,
  typePolicies: {
    Query: {
      fields: {
        latestPostsFeed: cursorPaginated('posts'),
        // One list per shelf (spec 3 §2): the filter keys it, the paging does not.
        yourStories: cursorPaginated('posts', ['filterBy']),
        // A list's items (issue #13), one list per list: its pages appended by Show more.
        catalogItems: cursorPaginated('items', ['catalogSlugId'], 'catalogItemId'),
        // The series library (/collections): its cards have no id; their link tells them apart.
        seriesLibrary: cursorPaginated('series', false, 'sequenceSlug'),
        // Billing history (issue #14): Show more appends the next page.
        billingHistory: cursorPaginated('charges'),
      },
    },
    User: {
      fields: {
        postsConnection: cursorPaginated('posts'),
        followersConnection: cursorPaginated('users'),
        followingConnection: cursorPaginated('users'),
        mutedUsersConnection: cursorPaginated('users'),
        mutedCollectionsConnection: cursorPaginated('collections'),
        // Reading history and highlights (issue #13).
        readingHistory: cursorPaginated('entries'),
        highlights: cursorPaginated('quotes'),
      },
    },
    Collection: {
      fields: {
        postsConnection: cursorPaginated('posts'),
        followersConnection: cursorPaginated('users'),
      },
    },
    // One per post, without an id of their own: what two queries ask of them is merged, not replaced.
    PreviewContent: { merge: true },
    PostContent: { merge: true },
    // A user's counts, asked by several pages with the same fields; an answer updates them in place.
    SocialStats: { merge: true },
  },
};

/** The browser's cache (the server render's: functions/pages/server-client.ts). */
export const createCache = () => new InMemoryCache(cacheConfig);
