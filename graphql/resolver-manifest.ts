/**
 * Which Lambda resolves which `Type.field`. The CDK API stack creates one data source and resolver per
 * entry; the local AppSync wires the very same list, so production and `npm start` cannot drift.
 * Fields not listed resolve from their parent object, as AppSync's default does.
 */
export const resolverDomains = [
  'posts',
  'users',
  'publications',
  'auth',
  'memberships',
  'newsletters',
] as const;
export type ResolverDomain = (typeof resolverDomains)[number];

export interface ResolverBinding {
  typeName:
    | 'Query'
    | 'Mutation'
    | 'Post'
    | 'User'
    | 'Collection'
    | 'StaffPicksFeedItem'
    | 'Tag'
    | 'Topic'
    | 'Catalog'
    | 'NewsletterV3'
    | 'Notification';
  fieldName: string;
  domain: ResolverDomain;
  /** Set for fields resolved with AppSync's BatchInvoke: up to this many parent objects per call. */
  maxBatchSize?: number;
}

/** Spec 2 §7: follow and mute, of users and of publications (the users domain keeps the social graph). */
const socialMutations = [
  'followUser',
  'unfollowUser',
  'muteUser',
  'unmuteUser',
  'followCollection',
  'unfollowCollection',
  'muteCollection',
  'unmuteCollection',
  // Issue #16: following tags (decision 182).
  'followTag',
  'unfollowTag',
  // Topics (decision 217): a topic's follow is the follow of its tags.
  'followTopic',
  'unfollowTopic',
];

/** Issue #12: drafts, revisions, trash and Your stories (the posts domain; functions/posts/drafts, your-stories). */
const draftBindings: readonly ResolverBinding[] = [
  { typeName: 'Query', fieldName: 'postDraft', domain: 'posts' },
  { typeName: 'Query', fieldName: 'postRevisions', domain: 'posts' },
  { typeName: 'Query', fieldName: 'postRevision', domain: 'posts' },
  { typeName: 'Query', fieldName: 'yourStories', domain: 'posts' },
  { typeName: 'Mutation', fieldName: 'startDraft', domain: 'posts' },
  { typeName: 'Mutation', fieldName: 'saveDraft', domain: 'posts' },
  { typeName: 'Mutation', fieldName: 'revertDraft', domain: 'posts' },
  { typeName: 'Mutation', fieldName: 'deletePost', domain: 'posts' },
  { typeName: 'Mutation', fieldName: 'undeletePost', domain: 'posts' },
];
/** Publishing (issue #12): the writer's publish, pin and submission fields, served by the posts Lambda. */
const publishingFields = [
  ['Mutation', 'publishPost'],
  ['Mutation', 'pinPost'],
  ['Mutation', 'unpinPost'],
  ['Mutation', 'approvePostSubmission'],
  ['Mutation', 'declinePostSubmission'],
  ['Query', 'pendingSubmissions'],
  ['Query', 'tagSuggestions'],
  ['Tag', 'postsConnection'],
] as const;
/** Story settings (issue #12): the writer's settings of a story, served by the posts Lambda (functions/posts/settings). */
const storySettingsBindings: readonly ResolverBinding[] = [
  { typeName: 'Query', fieldName: 'postSettings', domain: 'posts' },
  { typeName: 'Mutation', fieldName: 'updatePostSettings', domain: 'posts' },
];

/** Series (issue #12): functions/posts/series, served by the posts Lambda. */
const seriesFields = [
  ['Query', 'series'],
  ['Query', 'seriesCandidates'],
  ['Mutation', 'createSeries'],
  ['Mutation', 'addToSeries'],
  ['Mutation', 'removeFromSeries'],
  ['Mutation', 'moveInSeries'],
  ['Post', 'sequence'],
  ['User', 'seriesConnection'],
] as const;

/** Claps (issue #13): functions/posts/claps, served by the posts Lambda. */
const clapBindings: readonly ResolverBinding[] = [
  { typeName: 'Mutation', fieldName: 'clap', domain: 'posts' },
  { typeName: 'Post', fieldName: 'viewerClapCount', domain: 'posts', maxBatchSize: 25 },
  { typeName: 'Post', fieldName: 'clappers', domain: 'posts' },
];
/** Reading history, highlights and quotes (issue #13): functions/posts/reading-history and highlights. */
const readingFields = [
  ['Query', 'quote'],
  ['Mutation', 'recordPostRead'],
  ['Mutation', 'removeFromReadingHistory'],
  ['Mutation', 'clearReadingHistory'],
  ['Mutation', 'setReadingHistoryPaused'],
  ['Mutation', 'createQuote'],
  ['Mutation', 'deleteQuote'],
  ['Mutation', 'setHighlightPrivacy'],
  ['User', 'readingHistory'],
  ['User', 'highlights'],
] as const;
/** Threaded responses (issue #13): functions/posts/responses, served by the posts Lambda. */
const responsesFields = [
  ['Query', 'threadedPostResponses'],
  ['Post', 'threadedResponses'],
  ['Mutation', 'publishResponse'],
  ['Mutation', 'editResponse'],
  ['Mutation', 'deleteResponse'],
  ['Mutation', 'hidePostResponse'],
  ['Mutation', 'unhidePostResponseOnParentPost'],
] as const;
/** Lists (issue #13): functions/posts/catalogs, served by the posts Lambda; a list's creator by the users Lambda. */
const catalogBindings: readonly ResolverBinding[] = [
  { typeName: 'Query', fieldName: 'catalog', domain: 'posts' },
  { typeName: 'Query', fieldName: 'catalogsByUser', domain: 'posts' },
  { typeName: 'Query', fieldName: 'catalogItems', domain: 'posts' },
  { typeName: 'Query', fieldName: 'postCatalogMembership', domain: 'posts' },
  { typeName: 'Mutation', fieldName: 'addToPredefinedCatalog', domain: 'posts' },
  { typeName: 'Mutation', fieldName: 'createCatalog', domain: 'posts' },
  { typeName: 'Mutation', fieldName: 'updateCatalog', domain: 'posts' },
  { typeName: 'Mutation', fieldName: 'deleteCatalog', domain: 'posts' },
  { typeName: 'Mutation', fieldName: 'editCatalogItems', domain: 'posts' },
  { typeName: 'Query', fieldName: 'followedCatalogs', domain: 'posts' },
  { typeName: 'User', fieldName: 'catalogsConnection', domain: 'posts' },
  { typeName: 'Mutation', fieldName: 'followCatalog', domain: 'posts' },
  { typeName: 'Mutation', fieldName: 'unfollowCatalog', domain: 'posts' },
  { typeName: 'Catalog', fieldName: 'viewerIsFollowing', domain: 'posts', maxBatchSize: 25 },
  { typeName: 'Catalog', fieldName: 'itemsConnection', domain: 'posts', maxBatchSize: 25 },
  { typeName: 'Post', fieldName: 'viewerCatalogIds', domain: 'posts', maxBatchSize: 25 },
  { typeName: 'Catalog', fieldName: 'creator', domain: 'users', maxBatchSize: 25 },
  // Claps and responses on lists (issue #13): functions/posts/claps and functions/posts/responses.
  { typeName: 'Mutation', fieldName: 'clapCatalog', domain: 'posts' },
  { typeName: 'Catalog', fieldName: 'clapCount', domain: 'posts', maxBatchSize: 25 },
  { typeName: 'Catalog', fieldName: 'viewerClapCount', domain: 'posts', maxBatchSize: 25 },
  { typeName: 'Catalog', fieldName: 'clappers', domain: 'posts' },
  { typeName: 'Catalog', fieldName: 'threadedResponses', domain: 'posts' },
  { typeName: 'Query', fieldName: 'threadedCatalogResponses', domain: 'posts' },
  { typeName: 'Mutation', fieldName: 'publishCatalogResponse', domain: 'posts' },
  { typeName: 'Mutation', fieldName: 'hideCatalogResponse', domain: 'posts' },
  { typeName: 'Mutation', fieldName: 'showCatalogResponseOnParent', domain: 'posts' },
];
/** Long responses (issue #13): response drafts of the full editor, served by the posts Lambda. */
const longResponseBindings: readonly ResolverBinding[] = [
  { typeName: 'Query', fieldName: 'responseTarget', domain: 'posts' },
  { typeName: 'Mutation', fieldName: 'startResponseDraft', domain: 'posts' },
  { typeName: 'Mutation', fieldName: 'publishResponseDraft', domain: 'posts' },
];

/** Friend links (issue #14, decision 142): the writer's side, served by the posts Lambda (functions/posts/friend-links). */
const friendLinkBindings: readonly ResolverBinding[] = [
  { typeName: 'Mutation', fieldName: 'createFriendLink', domain: 'posts' },
  { typeName: 'Mutation', fieldName: 'revokeFriendLink', domain: 'posts' },
];

/** Membership payments (issue #14): functions/memberships, its own Lambda (it holds the payment provider's keys). */
const membershipBindings: readonly ResolverBinding[] = [
  { typeName: 'Query', fieldName: 'membershipPlans', domain: 'memberships' },
  { typeName: 'Mutation', fieldName: 'startMembershipCheckout', domain: 'memberships' },
  // Managing a membership (functions/memberships/manage).
  { typeName: 'Query', fieldName: 'membershipStatus', domain: 'memberships' },
  { typeName: 'Mutation', fieldName: 'switchMembershipPlan', domain: 'memberships' },
  { typeName: 'Mutation', fieldName: 'cancelMembership', domain: 'memberships' },
  { typeName: 'Mutation', fieldName: 'acceptMembershipRetentionOffer', domain: 'memberships' },
  { typeName: 'Mutation', fieldName: 'uncancelMembership', domain: 'memberships' },
  { typeName: 'Mutation', fieldName: 'startPaymentMethodUpdate', domain: 'memberships' },
  // Gift memberships (functions/memberships/gifts).
  { typeName: 'Query', fieldName: 'giftPlans', domain: 'memberships' },
  { typeName: 'Query', fieldName: 'checkGiftCode', domain: 'memberships' },
  { typeName: 'Mutation', fieldName: 'startGiftCheckout', domain: 'memberships' },
  { typeName: 'Mutation', fieldName: 'redeemGiftCode', domain: 'memberships' },
  // Billing history (functions/memberships/billing).
  { typeName: 'Query', fieldName: 'billingHistory', domain: 'memberships' },
  { typeName: 'Query', fieldName: 'billingCharge', domain: 'memberships' },
  { typeName: 'User', fieldName: 'hasGroupGiftingEnabled', domain: 'memberships' },
];

/** Newsletters and subscribing (issue #15): functions/newsletters, its own Lambda. */
const newsletterBindings: readonly ResolverBinding[] = [
  { typeName: 'Query', fieldName: 'newsletterV3', domain: 'newsletters' },
  { typeName: 'Query', fieldName: 'newsletterV3Stats', domain: 'newsletters' },
  { typeName: 'Query', fieldName: 'viewerNewsletterSubscriptions', domain: 'newsletters' },
  { typeName: 'Mutation', fieldName: 'subscribeNewsletterV3', domain: 'newsletters' },
  { typeName: 'Mutation', fieldName: 'unsubscribeNewsletterV3', domain: 'newsletters' },
  {
    typeName: 'Mutation',
    fieldName: 'fetchOrLazilyCreateNewsletterV3AndMaybeSubscribe',
    domain: 'newsletters',
  },
  { typeName: 'Mutation', fieldName: 'unsubscribeAllNewslettersV3', domain: 'newsletters' },
  { typeName: 'Mutation', fieldName: 'unsubscribeNewsletterV3ByLink', domain: 'newsletters' },
  { typeName: 'Mutation', fieldName: 'createNewsletterV3', domain: 'newsletters' },
  { typeName: 'Mutation', fieldName: 'updateNewsletterV3', domain: 'newsletters' },
  { typeName: 'User', fieldName: 'newsletterV3', domain: 'newsletters' },
  { typeName: 'User', fieldName: 'isEligibleToImportEmails', domain: 'newsletters' },
  // Mailing-list imports (functions/newsletters/import, decision 168).
  { typeName: 'Query', fieldName: 'newsletterImport', domain: 'newsletters' },
  { typeName: 'Query', fieldName: 'newsletterSubscribers', domain: 'newsletters' },
  { typeName: 'Mutation', fieldName: 'validateNewsletterImport', domain: 'newsletters' },
  { typeName: 'Mutation', fieldName: 'startNewsletterImport', domain: 'newsletters' },
  // Subscriber exports (functions/newsletters/export, decision 170).
  { typeName: 'Mutation', fieldName: 'exportNewsletterSubscribers', domain: 'newsletters' },
  { typeName: 'Query', fieldName: 'newsletterExport', domain: 'newsletters' },
  { typeName: 'Collection', fieldName: 'newsletterV3', domain: 'newsletters', maxBatchSize: 25 },
  { typeName: 'NewsletterV3', fieldName: 'user', domain: 'newsletters' },
  { typeName: 'NewsletterV3', fieldName: 'collection', domain: 'newsletters' },
  { typeName: 'NewsletterV3', fieldName: 'viewerEdge', domain: 'newsletters', maxBatchSize: 25 },
];

export const resolverManifest: readonly ResolverBinding[] = [
  { typeName: 'Query', fieldName: 'viewer', domain: 'users' },
  { typeName: 'Query', fieldName: 'postResult', domain: 'posts' },
  { typeName: 'Query', fieldName: 'postResults', domain: 'posts' },
  { typeName: 'Query', fieldName: 'latestPostsFeed', domain: 'posts' },
  { typeName: 'Query', fieldName: 'staffPicksFeed', domain: 'posts' },
  { typeName: 'Query', fieldName: 'followingFeed', domain: 'posts' },
  { typeName: 'Query', fieldName: 'recommendedFeed', domain: 'posts' },
  { typeName: 'Query', fieldName: 'followedTags', domain: 'posts' },
  { typeName: 'Query', fieldName: 'userResult', domain: 'users' },
  { typeName: 'Query', fieldName: 'collectionByDomainOrSlug', domain: 'publications' },
  { typeName: 'Query', fieldName: 'collection', domain: 'publications' },
  { typeName: 'Post', fieldName: 'creator', domain: 'users', maxBatchSize: 25 },
  { typeName: 'Post', fieldName: 'collection', domain: 'publications', maxBatchSize: 25 },
  { typeName: 'User', fieldName: 'postsConnection', domain: 'posts' },
  { typeName: 'User', fieldName: 'pinnedPosts', domain: 'posts' },
  // Profile pages (issue #16): the stories a user clapped, their responses, their last story's date.
  { typeName: 'User', fieldName: 'clappedPostsConnection', domain: 'posts' },
  { typeName: 'User', fieldName: 'responsesConnection', domain: 'posts' },
  { typeName: 'User', fieldName: 'lastPostCreatedAt', domain: 'posts', maxBatchSize: 25 },
  { typeName: 'Collection', fieldName: 'postsConnection', domain: 'posts' },
  { typeName: 'Collection', fieldName: 'taggedPostsConnection', domain: 'posts' },
  { typeName: 'Tag', fieldName: 'postCount', domain: 'posts', maxBatchSize: 25 },
  // The tag page (issue #16): the tag, its counts, top stories by period and its archive; the viewer's follow.
  { typeName: 'Query', fieldName: 'tag', domain: 'posts' },
  { typeName: 'Tag', fieldName: 'followerCount', domain: 'posts', maxBatchSize: 25 },
  { typeName: 'Tag', fieldName: 'topPosts', domain: 'posts' },
  { typeName: 'Tag', fieldName: 'archivePostsConnection', domain: 'posts' },
  { typeName: 'Tag', fieldName: 'archiveYears', domain: 'posts' },
  { typeName: 'Tag', fieldName: 'viewerEdge', domain: 'users', maxBatchSize: 25 },
  // Topics and the tag's tabs (issue #16, decisions 216–219): functions/posts/topics, the viewer's follows by users.
  { typeName: 'Query', fieldName: 'topics', domain: 'posts' },
  { typeName: 'Query', fieldName: 'topic', domain: 'posts' },
  { typeName: 'Query', fieldName: 'followSuggestions', domain: 'posts' },
  { typeName: 'Topic', fieldName: 'tags', domain: 'posts', maxBatchSize: 25 },
  { typeName: 'Topic', fieldName: 'viewerEdge', domain: 'users', maxBatchSize: 25 },
  { typeName: 'Tag', fieldName: 'recommendedPosts', domain: 'posts' },
  { typeName: 'Tag', fieldName: 'topWriters', domain: 'posts' },
  { typeName: 'Tag', fieldName: 'relatedTags', domain: 'posts' },
  { typeName: 'User', fieldName: 'followingTagsConnection', domain: 'users' },
  { typeName: 'Query', fieldName: 'notificationStatus', domain: 'users' },
  // Notifications (issue #16): the reader's own, from the users domain; the stories they name, the posts'.
  { typeName: 'Query', fieldName: 'notifications', domain: 'users' },
  { typeName: 'Mutation', fieldName: 'markNotificationsRead', domain: 'users' },
  { typeName: 'Notification', fieldName: 'post', domain: 'posts', maxBatchSize: 25 },
  { typeName: 'Notification', fieldName: 'response', domain: 'posts', maxBatchSize: 25 },
  { typeName: 'Notification', fieldName: 'catalog', domain: 'posts', maxBatchSize: 25 },
  { typeName: 'User', fieldName: 'adminCollections', domain: 'publications' },
  { typeName: 'Query', fieldName: 'emailAvailability', domain: 'auth' },
  { typeName: 'Query', fieldName: 'visitor', domain: 'auth' },
  { typeName: 'Query', fieldName: 'variantFlags', domain: 'auth' },
  { typeName: 'Mutation', fieldName: 'sendAcctAuthEmail', domain: 'auth' },
  { typeName: 'Mutation', fieldName: 'verifyLoginCode', domain: 'auth' },
  { typeName: 'Mutation', fieldName: 'sendNewsletterSubscriptionAcctAuthEmail', domain: 'auth' },
  { typeName: 'Mutation', fieldName: 'signInWithPassword', domain: 'auth' },
  { typeName: 'Mutation', fieldName: 'googleOneTap', domain: 'auth' },
  { typeName: 'Mutation', fieldName: 'setPassword', domain: 'auth' },
  { typeName: 'Mutation', fieldName: 'sendVerificationEmail', domain: 'auth' },
  { typeName: 'Mutation', fieldName: 'requestEmailChange', domain: 'auth' },
  { typeName: 'Mutation', fieldName: 'revokeSession', domain: 'auth' },
  { typeName: 'Mutation', fieldName: 'disconnectAccount', domain: 'auth' },
  { typeName: 'Mutation', fieldName: 'createIntegrationToken', domain: 'auth' },
  { typeName: 'Mutation', fieldName: 'revokeIntegrationToken', domain: 'auth' },
  { typeName: 'User', fieldName: 'sessions', domain: 'auth' },
  { typeName: 'User', fieldName: 'integrationTokens', domain: 'auth' },
  { typeName: 'User', fieldName: 'connectedAccounts', domain: 'auth' },
  { typeName: 'User', fieldName: 'twitterScreenName', domain: 'auth' },
  { typeName: 'User', fieldName: 'geolocation', domain: 'auth' },
  { typeName: 'Mutation', fieldName: 'updateViewerProfile', domain: 'users' },
  { typeName: 'Mutation', fieldName: 'updateUsername', domain: 'users' },
  { typeName: 'Mutation', fieldName: 'updateNotificationSettings', domain: 'users' },
  { typeName: 'Mutation', fieldName: 'updatePublishingSettings', domain: 'users' },
  { typeName: 'Mutation', fieldName: 'claimSubdomain', domain: 'users' },
  { typeName: 'Mutation', fieldName: 'unclaimSubdomain', domain: 'users' },
  { typeName: 'Mutation', fieldName: 'dismissFlag', domain: 'users' },
  { typeName: 'Mutation', fieldName: 'recordPostSubscribeMembershipUpsellShown', domain: 'users' },
  { typeName: 'Mutation', fieldName: 'startImageUpload', domain: 'users' },
  ...socialMutations.map((fieldName) => ({
    typeName: 'Mutation' as const,
    fieldName,
    domain: 'users' as const,
  })),
  { typeName: 'User', fieldName: 'viewerEdge', domain: 'users', maxBatchSize: 25 },
  { typeName: 'User', fieldName: 'followersConnection', domain: 'users' },
  { typeName: 'User', fieldName: 'followingConnection', domain: 'users' },
  { typeName: 'User', fieldName: 'mutedUsersConnection', domain: 'users' },
  { typeName: 'User', fieldName: 'mutedCollectionsConnection', domain: 'users' },
  { typeName: 'User', fieldName: 'followingCollectionsConnection', domain: 'users' },
  // Who to follow (issue #16, decision 223).
  { typeName: 'Query', fieldName: 'whoToFollow', domain: 'users' },
  { typeName: 'Collection', fieldName: 'viewerEdge', domain: 'users', maxBatchSize: 25 },
  { typeName: 'Collection', fieldName: 'followersConnection', domain: 'users' },
  ...draftBindings,
  // Publishing (issue #12): functions/posts/publishing.
  ...publishingFields.map(([typeName, fieldName]) => ({ typeName, fieldName, domain: 'posts' as const })),
  ...storySettingsBindings,
  // Series (issue #12): functions/posts/series.
  ...seriesFields.map(([typeName, fieldName]) => ({ typeName, fieldName, domain: 'posts' as const })),
  // The story page's end (issue #13): the writer's and the publication's other stories.
  { typeName: 'Post', fieldName: 'moreFrom', domain: 'posts' },
  ...clapBindings,
  // Reading history, highlights and quotes (issue #13).
  ...readingFields.map(([typeName, fieldName]) => ({ typeName, fieldName, domain: 'posts' as const })),
  // Threaded responses (issue #13): functions/posts/responses.
  ...responsesFields.map(([typeName, fieldName]) => ({ typeName, fieldName, domain: 'posts' as const })),
  ...catalogBindings,
  ...longResponseBindings,
  // Series library (issue #13): functions/posts/series/library.ts and the reader's reading-list state.
  { typeName: 'Query', fieldName: 'seriesLibrary', domain: 'posts' },
  { typeName: 'Post', fieldName: 'viewerEdge', domain: 'posts', maxBatchSize: 25 },
  ...membershipBindings,
  ...friendLinkBindings,
  ...newsletterBindings,
];

export const resolverKey = (binding: Pick<ResolverBinding, 'typeName' | 'fieldName'>) =>
  `${binding.typeName}.${binding.fieldName}`;
