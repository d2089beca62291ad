/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type AuthEmailType =
  | 'code'
  | 'link';

export type AuthOperation =
  | 'login'
  | 'register';

export type CatalogItemInput = {
  id: string;
  /** At most 300 characters. */
  note?: string | null | undefined;
  type: CatalogItemType;
};

/** Exactly one of the fields. */
export type CatalogItemOperation = {
  append?: CatalogItemInput | null | undefined;
  move?: MoveCatalogItemInput | null | undefined;
  prepend?: CatalogItemInput | null | undefined;
  remove?: RemoveCatalogItemInput | null | undefined;
  setNote?: SetCatalogItemNoteInput | null | undefined;
};

export type CatalogItemType =
  | 'CATALOG'
  | 'POST';

/** Spec 3 §9: LOCKED and PRIVATE count as 1 (seen by the owner alone), PUBLIC as 0. */
export type CatalogVisibility =
  | 'LOCKED'
  | 'PRIVATE'
  | 'PUBLIC';

/** Spec 3 §3 charge or payment product kinds. */
export type ChargeProductKind =
  | 'ANNUAL'
  | 'CUSTOM_DOMAIN'
  | 'GIFT'
  | 'GROUP_GIFT'
  | 'MONTHLY'
  | 'PREMIUM_ANNUAL'
  | 'PREMIUM_MONTHLY';

/** A charge paid, declined, or paid and then refunded in full. */
export type ChargeStatus =
  | 'FAILED'
  | 'PAID'
  | 'REFUNDED';

export type CodeBlockMetadataInput = {
  lang?: string | null | undefined;
};

export type CreateCatalogInput = {
  /** At most 280 characters. */
  description?: string | null | undefined;
  /** 1 to 60 characters. */
  name: string;
  /** PUBLIC by default. */
  visibility?: CatalogVisibility | null | undefined;
};

export type DigestFrequency =
  | 'DAILY'
  | 'OFF'
  | 'WEEKLY';

export type EditResponseInput = {
  paragraphs: Array<ParagraphInput>;
  responseId: string;
};

export type EmailFrequency =
  | 'ALL'
  | 'NETWORK'
  | 'OFF';

/** Spec 3 §3 gift code check results. */
export type GiftCodeCheckResult =
  | 'ALREADY_USED'
  | 'EXPIRED'
  | 'NOT_FOUND'
  | 'NOT_REDEEMABLE_BY_PAST_MEMBERS'
  | 'VALID';

/** Spec 2 §2 gift kinds: a gift (type code 29) and a group gift (type code 31). */
export type GiftType =
  | 'GIFT'
  | 'GROUP_GIFT';

export type ImageMetadataInput = {
  alt?: string | null | undefined;
  focusPercentX?: number | null | undefined;
  focusPercentY?: number | null | undefined;
  id: string;
  originalHeight?: number | null | undefined;
  originalWidth?: number | null | undefined;
};

export type MarkupInput = {
  end: number;
  href?: string | null | undefined;
  start: number;
  type: MarkupType;
  /** A mention (type A): the user it names; the server writes its href (/@username) when the story is published. */
  userId?: string | null | undefined;
};

export type MarkupType =
  | 'A'
  | 'CODE'
  | 'EM'
  | 'STRONG';

/** Spec 3 §3 billing interval. */
export type MembershipBillingInterval =
  | 'ANNUAL'
  | 'MONTHLY';

/** Spec 2 §9 cancel reasons. */
export type MembershipCancelReason =
  | 'CONTENT'
  | 'COSTS'
  | 'DUPLICATE_ACCOUNTS'
  | 'FEATURE_USAGE'
  | 'OTHER'
  | 'PREMIUM_TIER_SUBSCRIPTION'
  | 'SWITCHING_PRODUCT'
  | 'TIME';

/** Spec 3 §3 currencies. */
export type MembershipCurrency =
  | 'CAD'
  | 'USD';

/** The offers of the price table: the /discount page's half-off first year (spec 2 §9), yearly Member only. */
export type MembershipOffer =
  | 'HALF_OFF_FIRST_YEAR';

/** Spec 2 §3 paymentProvider: Stripe, or Braintree for legacy memberships. */
export type MembershipPaymentProvider =
  | 'BRAINTREE'
  | 'STRIPE';

/** Spec 3 §3 plan cadence: Member monthly and yearly, Friend (premium) monthly and yearly. */
export type MembershipPlanCadence =
  | 'MONTHLY'
  | 'PREMIUM_MONTHLY'
  | 'PREMIUM_YEARLY'
  | 'YEARLY';

/** Spec 2 §9 retention discounts. */
export type MembershipRetentionOffer =
  | 'FIFTY_PERCENT_OFF_ONE_YEAR'
  | 'TWENTY_PERCENT_OFF_ONE_YEAR';

export type MembershipTier =
  | 'FREE'
  | 'FRIEND'
  | 'MEMBER';

export type MixtapeMetadataInput = {
  href: string;
};

export type MoveCatalogItemInput = {
  /** The item it goes after; null: to the top. */
  afterCatalogItemId?: string | null | undefined;
  catalogItemId: string;
};

export type NavigationDestination =
  /** value is a tag slug: the publication's stories with that tag (ShowCollectionTagged). */
  | 'TAG'
  /** value is an absolute http or https address, opened as a plain link. */
  | 'URL';

export type NewsletterExportState =
  /** 7 days after its file was written: nothing to download. */
  | 'EXPIRED'
  /** Its file may be downloaded. */
  | 'READY'
  /** Its file is being written. */
  | 'WRITING';

export type NewsletterImportState =
  | 'DONE'
  | 'IMPORTING'
  /** Checked: the report is ready and nothing is imported. */
  | 'VALIDATED';

/** Audience stats granularity (spec 3): daily, weekly, monthly. */
export type NewsletterStatsGranularity =
  | 'DAILY'
  | 'MONTHLY'
  | 'WEEKLY';

/** Spec 3 §3 Newsletter V3: a writer's (AUTHOR) or a publication's (COLLECTION). */
export type NewsletterV3Type =
  | 'AUTHOR'
  | 'COLLECTION';

export type NotificationKind =
  | 'CLAP'
  /** A membership gift redeemed into the reader's account; its actor is who gave it. */
  | 'GIFT_RECEIVED'
  | 'HIGHLIGHT'
  | 'LIST_FOLLOWED'
  /** The reader was mentioned in a published story or response (post); its actor is the writer. */
  | 'MENTION'
  | 'NEW_FOLLOWER'
  | 'REPLY'
  | 'RESPONSE'
  | 'STORY_PUBLISHED'
  | 'SUBMISSION_APPROVED'
  | 'SUBMISSION_DECLINED';

export type NotificationSettingsInput = {
  allowEmailHighlights?: boolean | null | undefined;
  allowEmailMentions?: boolean | null | undefined;
  allowEmailNewFollowers?: boolean | null | undefined;
  allowEmailNewsletters?: boolean | null | undefined;
  allowEmailRecommendedStories?: boolean | null | undefined;
  allowEmailResponses?: boolean | null | undefined;
  digestFrequency?: DigestFrequency | null | undefined;
  emailFrequency?: EmailFrequency | null | undefined;
  notifyClaps?: boolean | null | undefined;
  notifyGifts?: boolean | null | undefined;
  notifyHighlights?: boolean | null | undefined;
  notifyListFollows?: boolean | null | undefined;
  notifyMentions?: boolean | null | undefined;
  notifyNewFollowers?: boolean | null | undefined;
  notifyNewStories?: boolean | null | undefined;
  notifyResponses?: boolean | null | undefined;
  notifySubmissions?: boolean | null | undefined;
};

export type NotificationTab =
  | 'ALL'
  | 'RESPONSES';

/** Paging of a list: at most `limit` items (1 to 25, default 10) after the cursor `to`. */
export type PagingOptions = {
  limit?: number | null | undefined;
  to?: string | null | undefined;
};

/** A paragraph as the editor saves it: the fields of Paragraph, one for one. */
export type ParagraphInput = {
  codeBlockMetadata?: CodeBlockMetadataInput | null | undefined;
  layout?: ParagraphLayout | null | undefined;
  markups: Array<MarkupInput>;
  metadata?: ImageMetadataInput | null | undefined;
  mixtapeMetadata?: MixtapeMetadataInput | null | undefined;
  name: string;
  text: string;
  type: ParagraphType;
};

export type ParagraphLayout =
  | 'FULL_WIDTH'
  | 'INSET_CENTER'
  | 'OUTSET_CENTER';

export type ParagraphType =
  | 'BQ'
  | 'H1'
  | 'H2'
  | 'H3'
  | 'H4'
  /** A separator between parts of the story; its text is empty. */
  | 'HR'
  | 'IMG'
  /** An embed kept as a link: the text is the link's title, mixtapeMetadata.href where it points. */
  | 'MIXTAPE_EMBED'
  | 'OLI'
  | 'P'
  | 'PQ'
  | 'PRE'
  | 'ULI';

/** Spec 3 §9 metered paywall window. */
export type PaywallWindow =
  | 'DAILY'
  | 'HOURLY'
  | 'MONTHLY';

export type PostCollectionStatus =
  | 'APPROVED'
  | 'PENDING'
  | 'REJECTED';

/** Spec 3 §3 post reading-list states: where a story stands for the viewer. */
export type PostReadingListState =
  /** Finished (its end reached, the reading history's finishedAt), saved or not. */
  | 'READING_LIST_ARCHIVE'
  /** Neither saved to the Reading list nor finished. */
  | 'READING_LIST_NONE'
  /** Saved to the Reading list and not finished yet. */
  | 'READING_LIST_QUEUE';

export type PostStatus =
  | 'DELETED'
  | 'DRAFT'
  | 'PUBLISHED';

export type PostVisibility =
  | 'LOCKED'
  | 'PUBLIC'
  | 'UNLISTED';

/** Exactly one of the fields; remove names the story or list, not its item. */
export type PredefinedCatalogOperation = {
  append?: CatalogItemInput | null | undefined;
  prepend?: CatalogItemInput | null | undefined;
  remove?: CatalogItemInput | null | undefined;
};

export type PredefinedCatalogType =
  | 'CURRENTLY_READING'
  | 'PURCHASED'
  | 'READING_LIST';

export type PublishCatalogResponseInput = {
  catalogId: string;
  paragraphs: Array<ParagraphInput>;
};

export type PublishPostInput = {
  allowResponses: boolean;
  /** A publication of the writer's to submit the story to. */
  collectionId?: string | null | undefined;
  /** Member-only: the story's visibility becomes LOCKED (when PUBLIC). */
  isLocked: boolean;
  notifyFollowers: boolean;
  postId: string;
  /** Up to 5 tags, each 1–25 characters; a new tag is created on publish. */
  tags: Array<string>;
  visibility: PublishVisibility;
};

export type PublishResponseInput = {
  inResponseToPostId: string;
  paragraphs: Array<ParagraphInput>;
};

export type PublishVisibility =
  | 'PUBLIC'
  | 'UNLISTED';

export type PublishingSettingsInput = {
  allowEmailAddressSharingEditorWriter?: boolean | null | undefined;
  /** Who may respond to the viewer's stories by default: EVERYONE, FOLLOWERS, NOBODY. */
  defaultResponsesAllowed?: ResponsesAllowed | null | undefined;
};

export type ReadProgress =
  | 'FINISHED'
  | 'STARTED';

export type RecommendationReasonKind =
  /** Because you follow {publication}. */
  | 'FOLLOWED_PUBLICATION'
  /** Because you follow {tag}. */
  | 'FOLLOWED_TAG'
  /** Because you follow {writer}. */
  | 'FOLLOWED_WRITER'
  /** New on Folio: a new story without tags. */
  | 'NEW'
  /** New in {tag}. */
  | 'NEW_IN_TAG'
  /** Popular in {tag}: well clapped. */
  | 'POPULAR_IN_TAG'
  /** Because you read about {tag}: a tag of stories in the viewer's own reading history. */
  | 'READING_HISTORY';

export type RemoveCatalogItemInput = {
  catalogItemId: string;
};

/** Spec 3 §3: APPROVED (shown), PENDING (waiting), REMOVED (hidden by the parent's writer). */
export type ResponseApprovalState =
  | 'APPROVED'
  | 'PENDING'
  | 'REMOVED';

export type ResponseSortType =
  | 'MOST_RECENT'
  | 'MOST_RELEVANT';

/** Exactly one of the two: a story, or the viewer's own RESPONSE quote of one. */
export type ResponseTargetInput = {
  inResponseToPostId?: string | null | undefined;
  inResponseToQuoteId?: string | null | undefined;
};

export type ResponsesAllowed =
  | 'EVERYONE'
  | 'FOLLOWERS'
  | 'NOBODY';

export type SaveDraftInput = {
  /** The version the editor's text was based on. */
  baseVersion: number;
  paragraphs: Array<ParagraphInput>;
  postId: string;
  subtitle: string;
  title: string;
};

export type SetCatalogItemNoteInput = {
  catalogItemId: string;
  /** Null or '' removes the note. */
  note?: string | null | undefined;
};

/** Issue #16: the periods of /tag/{tagSlug}/top/{timePeriod} (week, month, year, all-time): the last 7, 30, 365 days, or ever. */
export type TagTimePeriod =
  | 'ALL_TIME'
  | 'MONTH'
  | 'WEEK'
  | 'YEAR';

export type UpdateCatalogInput = {
  catalogId: string;
  description?: string | null | undefined;
  name?: string | null | undefined;
  visibility?: CatalogVisibility | null | undefined;
};

export type UpdatePostSettingsInput = {
  /** An absolute http(s) URL; '' removes it. */
  canonicalUrl?: string | null | undefined;
  postId: string;
  /** At most 156 characters; '' removes it. */
  seoDescription?: string | null | undefined;
  /** At most 60 characters; '' removes it. */
  seoTitle?: string | null | undefined;
  showInRecommendations?: boolean | null | undefined;
  /** Published stories only: lower-case letters and digits joined by single hyphens, 1–100 characters. */
  slug?: string | null | undefined;
};

export type UpdateViewerProfileInput = {
  bio?: string | null | undefined;
  /** An image stored by POST /_/avatar (the HTTP Lambda sets it after the upload). */
  imageId?: string | null | undefined;
  name?: string | null | undefined;
  pronouns?: Array<string> | null | undefined;
};

/** Why Query.whoToFollow suggests a writer (decision 223). */
export type WhoToFollowReasonKind =
  /** Someone the viewer follows follows them: subject is that person's name. */
  | 'FOLLOWED_BY'
  /** Their recent stories drew the most claps on Folio: no subject. */
  | 'POPULAR'
  /** They wrote lately under a tag the viewer follows: subject is the tag's title. */
  | 'WRITES_ABOUT';

/** The shelves of Your stories (/me/stories/{filterBy}). */
export type YourStoriesFilter =
  | 'DELETED'
  | 'DRAFTS'
  | 'PUBLIC'
  | 'RESPONSES'
  | 'UNLISTED';

export type AudienceStatsViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type AudienceStatsViewerQuery = { viewer: { id: string, username: string, newsletterV3Id: string } | null };

export type AudienceStatsExportQueryVariables = Exact<{
  newsletterV3Id: string;
}>;


export type AudienceStatsExportQuery = { newsletterV3Stats:
    | { __typename: 'Forbidden' }
    | { __typename: 'NewsletterV3Stats', id: string, subscriberCount: number, subscribersOverTime: Array<{ start: string, subscribed: number, unsubscribed: number }>, sends: Array<{ postId: string, sent: number, delivered: number, bounced: number, complained: number, opened: number, clicked: number, lastSentAt: number | null }> }
    | { __typename: 'NotFound' }
    | { __typename: 'Unauthorized' }
   };

export type ShareListQueryVariables = Exact<{
  catalogSlugId: string;
}>;


export type ShareListQuery = { catalog:
    | { __typename: 'BadRequest' }
    | { __typename: 'Catalog', id: string, name: string, slugId: string, visibility: CatalogVisibility, creator: { id: string, username: string } }
    | { __typename: 'NotFound' }
   };

export type PostCacheControllerQueryVariables = Exact<{
  id: string;
  friendLinkKey?: string | null | undefined;
}>;


export type PostCacheControllerQuery = { postResult:
    | { __typename: 'BadRequest' }
    | { __typename: 'NotFound' }
    | { __typename: 'Post', id: string, isPublished: boolean, isSuspended: boolean, collection: { id: string } | null, creator: { id: string } }
   };

export type PublicationFeed_CollectionFragment = { id: string, slug: string, name: string, description: string, domain: string | null, logo: { id: string } | null, avatar: { id: string } | null };

export type PublicationFeed_PostFragment = { id: string, title: string, uniqueSlug: string, canonicalUrl: string | null, statusForCollection: PostCollectionStatus | null, isLocked: boolean, firstPublishedAt: number | null, latestPublishedAt: number | null, creator: { id: string, name: string, username: string }, collection: { id: string, slug: string } | null, tags: Array<{ id: string, displayTitle: string }>, extendedPreviewContent: { subtitle: string }, content: { isLockedPreviewOnly: boolean, bodyModel: { paragraphs: Array<{ name: string, type: ParagraphType, text: string, layout: ParagraphLayout | null, markups: Array<{ type: MarkupType, start: number, end: number, href: string | null, userId: string | null }>, metadata: { id: string, alt: string | null, originalWidth: number | null, originalHeight: number | null } | null, codeBlockMetadata: { lang: string | null } | null, mixtapeMetadata: { href: string } | null }> } } };

export type PublicationFeedQueryVariables = Exact<{
  domainOrSlug: string;
  limit: number;
}>;


export type PublicationFeedQuery = { collectionByDomainOrSlug: { id: string, slug: string, name: string, description: string, domain: string | null, postsConnection: { posts: Array<{ id: string, title: string, uniqueSlug: string, canonicalUrl: string | null, statusForCollection: PostCollectionStatus | null, isLocked: boolean, firstPublishedAt: number | null, latestPublishedAt: number | null, creator: { id: string, name: string, username: string }, collection: { id: string, slug: string } | null, tags: Array<{ id: string, displayTitle: string }>, extendedPreviewContent: { subtitle: string }, content: { isLockedPreviewOnly: boolean, bodyModel: { paragraphs: Array<{ name: string, type: ParagraphType, text: string, layout: ParagraphLayout | null, markups: Array<{ type: MarkupType, start: number, end: number, href: string | null, userId: string | null }>, metadata: { id: string, alt: string | null, originalWidth: number | null, originalHeight: number | null } | null, codeBlockMetadata: { lang: string | null } | null, mixtapeMetadata: { href: string } | null }> } } }> }, logo: { id: string } | null, avatar: { id: string } | null } | null };

export type PublicationTaggedFeedQueryVariables = Exact<{
  domainOrSlug: string;
  tagSlug: string;
  limit: number;
}>;


export type PublicationTaggedFeedQuery = { collectionByDomainOrSlug: { id: string, slug: string, name: string, description: string, domain: string | null, taggedPostsConnection: { posts: Array<{ id: string, title: string, uniqueSlug: string, canonicalUrl: string | null, statusForCollection: PostCollectionStatus | null, isLocked: boolean, firstPublishedAt: number | null, latestPublishedAt: number | null, creator: { id: string, name: string, username: string }, collection: { id: string, slug: string } | null, tags: Array<{ id: string, displayTitle: string }>, extendedPreviewContent: { subtitle: string }, content: { isLockedPreviewOnly: boolean, bodyModel: { paragraphs: Array<{ name: string, type: ParagraphType, text: string, layout: ParagraphLayout | null, markups: Array<{ type: MarkupType, start: number, end: number, href: string | null, userId: string | null }>, metadata: { id: string, alt: string | null, originalWidth: number | null, originalHeight: number | null } | null, codeBlockMetadata: { lang: string | null } | null, mixtapeMetadata: { href: string } | null }> } } }> }, logo: { id: string } | null, avatar: { id: string } | null } | null, tag: { id: string, displayTitle: string } | null };

export type RespondToPostQueryVariables = Exact<{
  postId: string;
}>;


export type RespondToPostQuery = { responseTarget:
    | { __typename: 'BadRequest' }
    | { __typename: 'NotFound' }
    | { __typename: 'ResponseClosed' }
    | { __typename: 'ResponseTarget' }
   };

export type SharePostQueryVariables = Exact<{
  id: string;
}>;


export type SharePostQuery = { postResult:
    | { __typename: 'BadRequest' }
    | { __typename: 'NotFound' }
    | { __typename: 'Post', id: string, title: string, uniqueSlug: string, isPublished: boolean, canonicalUrl: string | null, statusForCollection: PostCollectionStatus | null, creator: { id: string, username: string }, collection: { id: string, slug: string } | null }
   };

export type TopicCacheControllerQueryVariables = Exact<{
  topicSlug: string;
}>;


export type TopicCacheControllerQuery = { topic: { id: string, tagId: string } | null };

export type ClapButton_PostFragment = { id: string, clapCount: number, viewerClapCount: number };

export type ClapButton_CatalogFragment = { id: string, clapCount: number, viewerClapCount: number };

type ClapResult_Refusal_BadRequest_Fragment = { message: string };

type ClapResult_Refusal_ClapLimitReached_Fragment = { message: string, viewerClapCount: number, clapCount: number, clapsLeft: number };

type ClapResult_Refusal_Forbidden_Fragment = { message: string };

type ClapResult_Refusal_NotFound_Fragment = { message: string };

type ClapResult_Refusal_RateLimited_Fragment = { message: string };

type ClapResult_Refusal_Unauthorized_Fragment = { message: string };

export type ClapResult_RefusalFragment =
  | ClapResult_Refusal_BadRequest_Fragment
  | ClapResult_Refusal_ClapLimitReached_Fragment
  | ClapResult_Refusal_Forbidden_Fragment
  | ClapResult_Refusal_NotFound_Fragment
  | ClapResult_Refusal_RateLimited_Fragment
  | ClapResult_Refusal_Unauthorized_Fragment
;

export type ClapMutationVariables = Exact<{
  targetPostId: string;
  userId?: string | null | undefined;
  numClaps: number;
}>;


export type ClapMutation = { clap:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'ClapLimitReached', message: string, viewerClapCount: number, clapCount: number, clapsLeft: number }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Post', id: string, clapCount: number, viewerClapCount: number }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type ClapCatalogMutationVariables = Exact<{
  targetCatalogId: string;
  userId?: string | null | undefined;
  numClaps: number;
}>;


export type ClapCatalogMutation = { clapCatalog:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Catalog', id: string, clapCount: number, viewerClapCount: number }
    | { __typename: 'ClapLimitReached', message: string, viewerClapCount: number, clapCount: number, clapsLeft: number }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type ClappersDialog_PageFragment = { clappers: Array<{ clapCount: number, user: { id: string, name: string, username: string } }>, pagingInfo: { next: { limit: number, to: string | null } | null } };

export type ClappersQueryVariables = Exact<{
  id: string;
  paging?: PagingOptions | null | undefined;
}>;


export type ClappersQuery = { postResult:
    | { __typename: 'BadRequest' }
    | { __typename: 'NotFound' }
    | { __typename: 'Post', id: string, clappers: { clappers: Array<{ clapCount: number, user: { id: string, name: string, username: string } }>, pagingInfo: { next: { limit: number, to: string | null } | null } } }
   };

export type CatalogClappersQueryVariables = Exact<{
  id: string;
  paging?: PagingOptions | null | undefined;
}>;


export type CatalogClappersQuery = { catalog:
    | { __typename: 'BadRequest' }
    | { __typename: 'Catalog', id: string, clappers: { clappers: Array<{ clapCount: number, user: { id: string, name: string, username: string } }>, pagingInfo: { next: { limit: number, to: string | null } | null } } }
    | { __typename: 'NotFound' }
   };

export type MembershipStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type MembershipStatusQuery = { membershipStatus: { membershipId: string, currentPeriodEndsAt: number, startedAt: number, currency: MembershipCurrency, amount: number, discountEndsAt: number | null, membershipType: MembershipPlanCadence, isCancelled: boolean, paymentProvider: MembershipPaymentProvider, paymentFailedAt: number | null, hasRecurringPaymentFailedMoreThanOnce: boolean, hasCreditCardExpired: boolean, cancelReason: MembershipCancelReason | null, canSwitchPlan: boolean, isEligibleForReactivation: boolean, paymentMethod:
      | { __typename: 'ApplePayCard', displayName: string }
      | { __typename: 'CreditCard', cardType: string, expirationMonth: number, expirationYear: number, lastFour: string }
      | { __typename: 'GooglePayCard', displayName: string }
      | { __typename: 'PaypalAccount', displayName: string }
     | null, planV2: { discount: { numCycles: number, percentOff: number, regularPrice: { amount: number, currency: MembershipCurrency } } | null }, switchPlanSchedule: { startAt: number, membershipType: MembershipPlanCadence, plan: { id: string, price: { amount: number, currency: MembershipCurrency } } } | null } | null };

export type UncancelMembershipMutationVariables = Exact<{
  membershipId: string;
}>;


export type UncancelMembershipMutation = { uncancelMembership:
    | { __typename: 'BadRequest' }
    | { __typename: 'Conflict' }
    | { __typename: 'MutationSuccess', membershipId: string }
    | { __typename: 'NotFound' }
    | { __typename: 'RateLimited' }
    | { __typename: 'Unauthorized' }
   };

export type NewsletterSubscription_NewsletterFragment = { id: string, subscriberCount: number, viewerEdge: { id: string, isSubscribed: boolean } };

export type WriterNewsletter_UserFragment = { id: string, newsletterV3Id: string, viewerEdge: { id: string, isSubscribedToNewsletter: boolean } };

export type PublicationNewsletter_CollectionFragment = { id: string, slug: string, name: string, newsletterV3: { showPromo: boolean, id: string, subscriberCount: number, viewerEdge: { id: string, isSubscribed: boolean } } | null };

export type NewsletterChange_NewsletterFragment = { id: string, subscriberCount: number, user: { id: string, newsletterV3Id: string, viewerEdge: { id: string, isSubscribedToNewsletter: boolean } } | null, viewerEdge: { id: string, isSubscribed: boolean } };

export type FetchOrLazilyCreateNewsletterV3AndMaybeSubscribeMutationVariables = Exact<{
  userId: string;
}>;


export type FetchOrLazilyCreateNewsletterV3AndMaybeSubscribeMutation = { result:
    | { __typename: 'AlreadyExists' }
    | { __typename: 'BadRequest' }
    | { __typename: 'NewsletterV3', id: string, subscriberCount: number, user: { id: string, newsletterV3Id: string, viewerEdge: { id: string, isSubscribedToNewsletter: boolean } } | null, viewerEdge: { id: string, isSubscribed: boolean } }
    | { __typename: 'NotFound' }
    | { __typename: 'RateLimited' }
    | { __typename: 'Unauthorized' }
   };

export type SubscribeNewsletterV3MutationVariables = Exact<{
  newsletterV3Id: string;
  shouldRecordConsent?: boolean | null | undefined;
}>;


export type SubscribeNewsletterV3Mutation = { result:
    | { __typename: 'AlreadyExists' }
    | { __typename: 'BadRequest' }
    | { __typename: 'NewsletterV3', id: string, subscriberCount: number, user: { id: string, newsletterV3Id: string, viewerEdge: { id: string, isSubscribedToNewsletter: boolean } } | null, viewerEdge: { id: string, isSubscribed: boolean } }
    | { __typename: 'NotFound' }
    | { __typename: 'RateLimited' }
    | { __typename: 'Unauthorized' }
   };

export type UnsubscribeNewsletterV3MutationVariables = Exact<{
  newsletterV3Id: string;
}>;


export type UnsubscribeNewsletterV3Mutation = { result:
    | { __typename: 'AlreadyExists' }
    | { __typename: 'BadRequest' }
    | { __typename: 'NewsletterV3', id: string, subscriberCount: number, user: { id: string, newsletterV3Id: string, viewerEdge: { id: string, isSubscribedToNewsletter: boolean } } | null, viewerEdge: { id: string, isSubscribed: boolean } }
    | { __typename: 'NotFound' }
    | { __typename: 'RateLimited' }
    | { __typename: 'Unauthorized' }
   };

export type PostSubscribeUpsellQueryVariables = Exact<{ [key: string]: never; }>;


export type PostSubscribeUpsellQuery = { viewer: { id: string, postSubscribeMembershipUpsellShownAt: number | null, membership: { id: string, tier: MembershipTier } | null } | null };

export type RecordPostSubscribeMembershipUpsellShownMutationVariables = Exact<{ [key: string]: never; }>;


export type RecordPostSubscribeMembershipUpsellShownMutation = { result:
    | { __typename: 'AlreadyExists' }
    | { __typename: 'BadRequest' }
    | { __typename: 'Forbidden' }
    | { __typename: 'NotFound' }
    | { __typename: 'RateLimited' }
    | { __typename: 'Unauthorized' }
    | { __typename: 'User', id: string, postSubscribeMembershipUpsellShownAt: number | null }
   };

export type ExportNewsletterSubscribersMutationVariables = Exact<{
  newsletterV3Id: string;
}>;


export type ExportNewsletterSubscribersMutation = { result:
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NewsletterExportQueued', newsletterV3Id: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type NewsletterSubscribersQueryVariables = Exact<{
  newsletterV3Id: string;
  limit: number;
  to?: string | null | undefined;
}>;


export type NewsletterSubscribersQuery = { newsletterSubscribers:
    | { __typename: 'BadRequest' }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NewsletterSubscriberConnection', subscribers: Array<{ id: string, name: string | null, username: string | null, email: string | null, subscribedAt: number }>, pagingInfo: { next: { limit: number, to: string | null } | null } }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Unauthorized' }
   };

export type ViewerNewsletterQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerNewsletterQuery = { viewer: { id: string, isEligibleToImportEmails: boolean | null, newsletterV3: { id: string, subscriberCount: number } | null } | null };

export type RefetchThreadedPostResponsesQueryVariables = Exact<{
  postId: string;
  postResponsesPaging?: PagingOptions | null | undefined;
  sortType?: ResponseSortType | null | undefined;
}>;


export type RefetchThreadedPostResponsesQuery = { threadedPostResponses:
    | { __typename: 'BadRequest' }
    | { __typename: 'NotFound' }
    | { __typename: 'PostResponseConnection', responses: Array<{ id: string, parentPostId: string, parentCatalogId: string | null, approvalState: ResponseApprovalState, isDeleted: boolean, isFromMutedWriter: boolean, viewerCanModerate: boolean, viewerIsWriter: boolean, quotedText: string | null, post: { id: string, responsesCount: number, firstPublishedAt: number | null, clapCount: number, viewerClapCount: number, creator: { id: string, name: string, username: string, imageId: string | null, hasSubdomain: boolean } }, paragraphs: Array<{ name: string, type: ParagraphType, text: string, layout: ParagraphLayout | null, markups: Array<{ type: MarkupType, start: number, end: number, href: string | null, userId: string | null }>, metadata: { id: string, alt: string | null, originalWidth: number | null, originalHeight: number | null } | null, codeBlockMetadata: { lang: string | null } | null, mixtapeMetadata: { href: string } | null }> }>, pagingInfo: { next: { limit: number, to: string | null } | null } }
   };

export type RefetchThreadedCatalogResponsesQueryVariables = Exact<{
  catalogId: string;
  catalogResponsesPagingOptions?: PagingOptions | null | undefined;
  sortType?: ResponseSortType | null | undefined;
}>;


export type RefetchThreadedCatalogResponsesQuery = { threadedCatalogResponses:
    | { __typename: 'BadRequest' }
    | { __typename: 'NotFound' }
    | { __typename: 'PostResponseConnection', responses: Array<{ id: string, parentPostId: string, parentCatalogId: string | null, approvalState: ResponseApprovalState, isDeleted: boolean, isFromMutedWriter: boolean, viewerCanModerate: boolean, viewerIsWriter: boolean, quotedText: string | null, post: { id: string, responsesCount: number, firstPublishedAt: number | null, clapCount: number, viewerClapCount: number, creator: { id: string, name: string, username: string, imageId: string | null, hasSubdomain: boolean } }, paragraphs: Array<{ name: string, type: ParagraphType, text: string, layout: ParagraphLayout | null, markups: Array<{ type: MarkupType, start: number, end: number, href: string | null, userId: string | null }>, metadata: { id: string, alt: string | null, originalWidth: number | null, originalHeight: number | null } | null, codeBlockMetadata: { lang: string | null } | null, mixtapeMetadata: { href: string } | null }> }>, pagingInfo: { next: { limit: number, to: string | null } | null } }
   };

type ModeratePostResponseResult_Refusal_BadRequest_Fragment = { message: string };

type ModeratePostResponseResult_Refusal_Conflict_Fragment = { message: string };

type ModeratePostResponseResult_Refusal_Forbidden_Fragment = { message: string };

type ModeratePostResponseResult_Refusal_NotFound_Fragment = { message: string };

type ModeratePostResponseResult_Refusal_RateLimited_Fragment = { message: string };

type ModeratePostResponseResult_Refusal_Unauthorized_Fragment = { message: string };

export type ModeratePostResponseResult_RefusalFragment =
  | ModeratePostResponseResult_Refusal_BadRequest_Fragment
  | ModeratePostResponseResult_Refusal_Conflict_Fragment
  | ModeratePostResponseResult_Refusal_Forbidden_Fragment
  | ModeratePostResponseResult_Refusal_NotFound_Fragment
  | ModeratePostResponseResult_Refusal_RateLimited_Fragment
  | ModeratePostResponseResult_Refusal_Unauthorized_Fragment
;

export type PublishResponseMutationVariables = Exact<{
  input: PublishResponseInput;
}>;


export type PublishResponseMutation = { result:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Conflict', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'PostResponse', id: string, parentPostId: string, parentCatalogId: string | null, approvalState: ResponseApprovalState, isDeleted: boolean, isFromMutedWriter: boolean, viewerCanModerate: boolean, viewerIsWriter: boolean, quotedText: string | null, post: { id: string, responsesCount: number, firstPublishedAt: number | null, clapCount: number, viewerClapCount: number, creator: { id: string, name: string, username: string, imageId: string | null, hasSubdomain: boolean } }, paragraphs: Array<{ name: string, type: ParagraphType, text: string, layout: ParagraphLayout | null, markups: Array<{ type: MarkupType, start: number, end: number, href: string | null, userId: string | null }>, metadata: { id: string, alt: string | null, originalWidth: number | null, originalHeight: number | null } | null, codeBlockMetadata: { lang: string | null } | null, mixtapeMetadata: { href: string } | null }> }
    | { __typename: 'PublishingRestrictedBannedLinks', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'ResponseClosed', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type EditResponseMutationVariables = Exact<{
  input: EditResponseInput;
}>;


export type EditResponseMutation = { result:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Conflict', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'PostResponse', id: string, parentPostId: string, parentCatalogId: string | null, approvalState: ResponseApprovalState, isDeleted: boolean, isFromMutedWriter: boolean, viewerCanModerate: boolean, viewerIsWriter: boolean, quotedText: string | null, post: { id: string, responsesCount: number, firstPublishedAt: number | null, clapCount: number, viewerClapCount: number, creator: { id: string, name: string, username: string, imageId: string | null, hasSubdomain: boolean } }, paragraphs: Array<{ name: string, type: ParagraphType, text: string, layout: ParagraphLayout | null, markups: Array<{ type: MarkupType, start: number, end: number, href: string | null, userId: string | null }>, metadata: { id: string, alt: string | null, originalWidth: number | null, originalHeight: number | null } | null, codeBlockMetadata: { lang: string | null } | null, mixtapeMetadata: { href: string } | null }> }
    | { __typename: 'PublishingRestrictedBannedLinks', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'ResponseClosed', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type DeleteResponseMutationVariables = Exact<{
  responseId: string;
}>;


export type DeleteResponseMutation = { result:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'ResponseDeleted', responseId: string, parentPostId: string, kept: boolean }
    | { __typename: 'Unauthorized', message: string }
   };

export type HidePostResponseMutationVariables = Exact<{
  parentPostId: string;
  postResponseId: string;
}>;


export type HidePostResponseMutation = { result:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Conflict', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'PostResponse', id: string, parentPostId: string, parentCatalogId: string | null, approvalState: ResponseApprovalState, isDeleted: boolean, isFromMutedWriter: boolean, viewerCanModerate: boolean, viewerIsWriter: boolean, quotedText: string | null, post: { id: string, responsesCount: number, firstPublishedAt: number | null, clapCount: number, viewerClapCount: number, creator: { id: string, name: string, username: string, imageId: string | null, hasSubdomain: boolean } }, paragraphs: Array<{ name: string, type: ParagraphType, text: string, layout: ParagraphLayout | null, markups: Array<{ type: MarkupType, start: number, end: number, href: string | null, userId: string | null }>, metadata: { id: string, alt: string | null, originalWidth: number | null, originalHeight: number | null } | null, codeBlockMetadata: { lang: string | null } | null, mixtapeMetadata: { href: string } | null }> }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type UnhidePostResponseOnParentPostMutationVariables = Exact<{
  parentPostId: string;
  postResponseId: string;
}>;


export type UnhidePostResponseOnParentPostMutation = { result:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Conflict', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'PostResponse', id: string, parentPostId: string, parentCatalogId: string | null, approvalState: ResponseApprovalState, isDeleted: boolean, isFromMutedWriter: boolean, viewerCanModerate: boolean, viewerIsWriter: boolean, quotedText: string | null, post: { id: string, responsesCount: number, firstPublishedAt: number | null, clapCount: number, viewerClapCount: number, creator: { id: string, name: string, username: string, imageId: string | null, hasSubdomain: boolean } }, paragraphs: Array<{ name: string, type: ParagraphType, text: string, layout: ParagraphLayout | null, markups: Array<{ type: MarkupType, start: number, end: number, href: string | null, userId: string | null }>, metadata: { id: string, alt: string | null, originalWidth: number | null, originalHeight: number | null } | null, codeBlockMetadata: { lang: string | null } | null, mixtapeMetadata: { href: string } | null }> }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type PublishCatalogResponseMutationVariables = Exact<{
  input: PublishCatalogResponseInput;
}>;


export type PublishCatalogResponseMutation = { result:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Conflict', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'PostResponse', id: string, parentPostId: string, parentCatalogId: string | null, approvalState: ResponseApprovalState, isDeleted: boolean, isFromMutedWriter: boolean, viewerCanModerate: boolean, viewerIsWriter: boolean, quotedText: string | null, post: { id: string, responsesCount: number, firstPublishedAt: number | null, clapCount: number, viewerClapCount: number, creator: { id: string, name: string, username: string, imageId: string | null, hasSubdomain: boolean } }, paragraphs: Array<{ name: string, type: ParagraphType, text: string, layout: ParagraphLayout | null, markups: Array<{ type: MarkupType, start: number, end: number, href: string | null, userId: string | null }>, metadata: { id: string, alt: string | null, originalWidth: number | null, originalHeight: number | null } | null, codeBlockMetadata: { lang: string | null } | null, mixtapeMetadata: { href: string } | null }> }
    | { __typename: 'PublishingRestrictedBannedLinks', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'ResponseClosed', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type HideCatalogResponseMutationVariables = Exact<{
  parentCatalogId: string;
  catalogResponseId: string;
}>;


export type HideCatalogResponseMutation = { result:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Conflict', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'PostResponse', id: string, parentPostId: string, parentCatalogId: string | null, approvalState: ResponseApprovalState, isDeleted: boolean, isFromMutedWriter: boolean, viewerCanModerate: boolean, viewerIsWriter: boolean, quotedText: string | null, post: { id: string, responsesCount: number, firstPublishedAt: number | null, clapCount: number, viewerClapCount: number, creator: { id: string, name: string, username: string, imageId: string | null, hasSubdomain: boolean } }, paragraphs: Array<{ name: string, type: ParagraphType, text: string, layout: ParagraphLayout | null, markups: Array<{ type: MarkupType, start: number, end: number, href: string | null, userId: string | null }>, metadata: { id: string, alt: string | null, originalWidth: number | null, originalHeight: number | null } | null, codeBlockMetadata: { lang: string | null } | null, mixtapeMetadata: { href: string } | null }> }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type ShowCatalogResponseOnParentMutationVariables = Exact<{
  parentCatalogId: string;
  catalogResponseId: string;
}>;


export type ShowCatalogResponseOnParentMutation = { result:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Conflict', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'PostResponse', id: string, parentPostId: string, parentCatalogId: string | null, approvalState: ResponseApprovalState, isDeleted: boolean, isFromMutedWriter: boolean, viewerCanModerate: boolean, viewerIsWriter: boolean, quotedText: string | null, post: { id: string, responsesCount: number, firstPublishedAt: number | null, clapCount: number, viewerClapCount: number, creator: { id: string, name: string, username: string, imageId: string | null, hasSubdomain: boolean } }, paragraphs: Array<{ name: string, type: ParagraphType, text: string, layout: ParagraphLayout | null, markups: Array<{ type: MarkupType, start: number, end: number, href: string | null, userId: string | null }>, metadata: { id: string, alt: string | null, originalWidth: number | null, originalHeight: number | null } | null, codeBlockMetadata: { lang: string | null } | null, mixtapeMetadata: { href: string } | null }> }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type ResponseItem_ResponseFragment = { id: string, parentPostId: string, parentCatalogId: string | null, approvalState: ResponseApprovalState, isDeleted: boolean, isFromMutedWriter: boolean, viewerCanModerate: boolean, viewerIsWriter: boolean, quotedText: string | null, post: { id: string, responsesCount: number, firstPublishedAt: number | null, clapCount: number, viewerClapCount: number, creator: { id: string, name: string, username: string, imageId: string | null, hasSubdomain: boolean } }, paragraphs: Array<{ name: string, type: ParagraphType, text: string, layout: ParagraphLayout | null, markups: Array<{ type: MarkupType, start: number, end: number, href: string | null, userId: string | null }>, metadata: { id: string, alt: string | null, originalWidth: number | null, originalHeight: number | null } | null, codeBlockMetadata: { lang: string | null } | null, mixtapeMetadata: { href: string } | null }> };

export type ResponseLevel_PageFragment = { responses: Array<{ id: string, parentPostId: string, parentCatalogId: string | null, approvalState: ResponseApprovalState, isDeleted: boolean, isFromMutedWriter: boolean, viewerCanModerate: boolean, viewerIsWriter: boolean, quotedText: string | null, post: { id: string, responsesCount: number, firstPublishedAt: number | null, clapCount: number, viewerClapCount: number, creator: { id: string, name: string, username: string, imageId: string | null, hasSubdomain: boolean } }, paragraphs: Array<{ name: string, type: ParagraphType, text: string, layout: ParagraphLayout | null, markups: Array<{ type: MarkupType, start: number, end: number, href: string | null, userId: string | null }>, metadata: { id: string, alt: string | null, originalWidth: number | null, originalHeight: number | null } | null, codeBlockMetadata: { lang: string | null } | null, mixtapeMetadata: { href: string } | null }> }>, pagingInfo: { next: { limit: number, to: string | null } | null } };

export type ResponsesSection_CatalogFragment = { id: string, responsesCount: number, threadedResponses: { responses: Array<{ id: string, parentPostId: string, parentCatalogId: string | null, approvalState: ResponseApprovalState, isDeleted: boolean, isFromMutedWriter: boolean, viewerCanModerate: boolean, viewerIsWriter: boolean, quotedText: string | null, post: { id: string, responsesCount: number, firstPublishedAt: number | null, clapCount: number, viewerClapCount: number, creator: { id: string, name: string, username: string, imageId: string | null, hasSubdomain: boolean } }, paragraphs: Array<{ name: string, type: ParagraphType, text: string, layout: ParagraphLayout | null, markups: Array<{ type: MarkupType, start: number, end: number, href: string | null, userId: string | null }>, metadata: { id: string, alt: string | null, originalWidth: number | null, originalHeight: number | null } | null, codeBlockMetadata: { lang: string | null } | null, mixtapeMetadata: { href: string } | null }> }>, pagingInfo: { next: { limit: number, to: string | null } | null } } };

export type ResponsesSection_PostFragment = { id: string, responsesCount: number, allowResponses: boolean, threadedResponses: { responses: Array<{ id: string, parentPostId: string, parentCatalogId: string | null, approvalState: ResponseApprovalState, isDeleted: boolean, isFromMutedWriter: boolean, viewerCanModerate: boolean, viewerIsWriter: boolean, quotedText: string | null, post: { id: string, responsesCount: number, firstPublishedAt: number | null, clapCount: number, viewerClapCount: number, creator: { id: string, name: string, username: string, imageId: string | null, hasSubdomain: boolean } }, paragraphs: Array<{ name: string, type: ParagraphType, text: string, layout: ParagraphLayout | null, markups: Array<{ type: MarkupType, start: number, end: number, href: string | null, userId: string | null }>, metadata: { id: string, alt: string | null, originalWidth: number | null, originalHeight: number | null } | null, codeBlockMetadata: { lang: string | null } | null, mixtapeMetadata: { href: string } | null }> }>, pagingInfo: { next: { limit: number, to: string | null } | null } } };

export type PublicationSearchQueryVariables = Exact<{
  domainOrSlug: string;
}>;


export type PublicationSearchQuery = { collectionByDomainOrSlug: { id: string, slug: string, name: string } | null };

export type UserSearchQueryVariables = Exact<{
  id?: string | null | undefined;
  username?: string | null | undefined;
}>;


export type UserSearchQuery = { userResult:
    | { __typename: 'BadRequest' }
    | { __typename: 'NotFound' }
    | { __typename: 'User', id: string, username: string }
   };

export type FollowCollectionMutationVariables = Exact<{
  targetCollectionId: string;
}>;


export type FollowCollectionMutation = { result:
    | { __typename: 'AlreadyExists' }
    | { __typename: 'BadRequest' }
    | { __typename: 'Collection', id: string, subscriberCount: number, viewerEdge: { id: string, isEditor: boolean, isFollowing: boolean, isMuting: boolean } }
    | { __typename: 'NotFound' }
    | { __typename: 'RateLimited' }
    | { __typename: 'Unauthorized' }
   };

export type UnfollowCollectionMutationVariables = Exact<{
  targetCollectionId: string;
}>;


export type UnfollowCollectionMutation = { result:
    | { __typename: 'AlreadyExists' }
    | { __typename: 'BadRequest' }
    | { __typename: 'Collection', id: string, subscriberCount: number, viewerEdge: { id: string, isEditor: boolean, isFollowing: boolean, isMuting: boolean } }
    | { __typename: 'NotFound' }
    | { __typename: 'RateLimited' }
    | { __typename: 'Unauthorized' }
   };

export type MuteCollectionMutationVariables = Exact<{
  targetCollectionId: string;
}>;


export type MuteCollectionMutation = { result:
    | { __typename: 'AlreadyExists' }
    | { __typename: 'BadRequest' }
    | { __typename: 'Collection', id: string, subscriberCount: number, viewerEdge: { id: string, isEditor: boolean, isFollowing: boolean, isMuting: boolean } }
    | { __typename: 'NotFound' }
    | { __typename: 'RateLimited' }
    | { __typename: 'Unauthorized' }
   };

export type UnmuteCollectionMutationVariables = Exact<{
  targetCollectionId: string;
}>;


export type UnmuteCollectionMutation = { result:
    | { __typename: 'AlreadyExists' }
    | { __typename: 'BadRequest' }
    | { __typename: 'Collection', id: string, subscriberCount: number, viewerEdge: { id: string, isEditor: boolean, isFollowing: boolean, isMuting: boolean } }
    | { __typename: 'NotFound' }
    | { __typename: 'RateLimited' }
    | { __typename: 'Unauthorized' }
   };

export type UserViewerEdge_EdgeFragment = { id: string, createdAt: number | null, isFollowing: boolean, isMuting: boolean };

export type CollectionViewerEdge_EdgeFragment = { id: string, isEditor: boolean, isFollowing: boolean, isMuting: boolean };

export type SocialUser_UserFragment = { id: string, socialStats: { followerCount: number, followingCount: number }, viewerEdge: { id: string, createdAt: number | null, isFollowing: boolean, isMuting: boolean } };

export type SocialCollection_CollectionFragment = { id: string, subscriberCount: number, viewerEdge: { id: string, isEditor: boolean, isFollowing: boolean, isMuting: boolean } };

export type FollowUserMutationVariables = Exact<{
  targetUserId: string;
}>;


export type FollowUserMutation = { result:
    | { __typename: 'AlreadyExists' }
    | { __typename: 'BadRequest' }
    | { __typename: 'NotFound' }
    | { __typename: 'RateLimited' }
    | { __typename: 'Unauthorized' }
    | { __typename: 'User', id: string, socialStats: { followerCount: number, followingCount: number }, viewerEdge: { id: string, createdAt: number | null, isFollowing: boolean, isMuting: boolean } }
   };

export type UnfollowUserMutationVariables = Exact<{
  targetUserId: string;
}>;


export type UnfollowUserMutation = { result:
    | { __typename: 'AlreadyExists' }
    | { __typename: 'BadRequest' }
    | { __typename: 'NotFound' }
    | { __typename: 'RateLimited' }
    | { __typename: 'Unauthorized' }
    | { __typename: 'User', id: string, socialStats: { followerCount: number, followingCount: number }, viewerEdge: { id: string, createdAt: number | null, isFollowing: boolean, isMuting: boolean } }
   };

export type MuteUserMutationVariables = Exact<{
  targetUserId: string;
}>;


export type MuteUserMutation = { result:
    | { __typename: 'AlreadyExists' }
    | { __typename: 'BadRequest' }
    | { __typename: 'NotFound' }
    | { __typename: 'RateLimited' }
    | { __typename: 'Unauthorized' }
    | { __typename: 'User', id: string, socialStats: { followerCount: number, followingCount: number }, viewerEdge: { id: string, createdAt: number | null, isFollowing: boolean, isMuting: boolean } }
   };

export type UnmuteUserMutationVariables = Exact<{
  targetUserId: string;
}>;


export type UnmuteUserMutation = { result:
    | { __typename: 'AlreadyExists' }
    | { __typename: 'BadRequest' }
    | { __typename: 'NotFound' }
    | { __typename: 'RateLimited' }
    | { __typename: 'Unauthorized' }
    | { __typename: 'User', id: string, socialStats: { followerCount: number, followingCount: number }, viewerEdge: { id: string, createdAt: number | null, isFollowing: boolean, isMuting: boolean } }
   };

export type FollowTagMutationVariables = Exact<{
  tagSlug: string;
}>;


export type FollowTagMutation = { result:
    | { __typename: 'AlreadyExists' }
    | { __typename: 'BadRequest' }
    | { __typename: 'NotFound' }
    | { __typename: 'RateLimited' }
    | { __typename: 'Tag', id: string, displayTitle: string, followerCount: number, viewerEdge: { id: string, isFollowing: boolean } }
    | { __typename: 'Unauthorized' }
   };

export type UnfollowTagMutationVariables = Exact<{
  tagSlug: string;
}>;


export type UnfollowTagMutation = { result:
    | { __typename: 'AlreadyExists' }
    | { __typename: 'BadRequest' }
    | { __typename: 'NotFound' }
    | { __typename: 'RateLimited' }
    | { __typename: 'Tag', id: string, displayTitle: string, followerCount: number, viewerEdge: { id: string, isFollowing: boolean } }
    | { __typename: 'Unauthorized' }
   };

export type TagFollow_TagFragment = { id: string, displayTitle: string, followerCount: number, viewerEdge: { id: string, isFollowing: boolean } };

export type UserMentionTooltipContentQueryVariables = Exact<{
  id: string;
}>;


export type UserMentionTooltipContentQuery = { userResult:
    | { __typename: 'BadRequest' }
    | { __typename: 'NotFound' }
    | { __typename: 'User', id: string, name: string, username: string, hasSubdomain: boolean, bio: string, imageId: string | null, pronouns: Array<string>, membership: { id: string, tier: MembershipTier, friendSince: number | null } | null, socialStats: { followerCount: number, followingCount: number }, viewerEdge: { id: string, createdAt: number | null, isFollowing: boolean, isMuting: boolean } }
   };

export type DismissFlagMutationVariables = Exact<{
  userId: string;
  flag: string;
}>;


export type DismissFlagMutation = { dismissFlag:
    | { __typename: 'AlreadyExists' }
    | { __typename: 'BadRequest' }
    | { __typename: 'Forbidden' }
    | { __typename: 'NotFound' }
    | { __typename: 'RateLimited' }
    | { __typename: 'Unauthorized' }
    | { __typename: 'User', id: string, dismissableFlags: Array<string> | null }
   };

export type SendVerificationEmailMutationVariables = Exact<{ [key: string]: never; }>;


export type SendVerificationEmailMutation = { sendVerificationEmail:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
    | { __typename: 'User', id: string, unverifiedEmail: string | null }
   };

export type ViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerQuery = { viewer: { id: string, name: string, username: string, isSuspended: boolean, emailObfuscated: string | null, unverifiedEmail: string | null, dismissableFlags: Array<string> | null, membership: { id: string, tier: MembershipTier, memberSince: number | null, friendSince: number | null } | null } | null };

export type VisitorQueryVariables = Exact<{ [key: string]: never; }>;


export type VisitorQuery = { visitor: { id: string, geolocation: { country: string | null } } };

export type WhoToFollowQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type WhoToFollowQuery = { whoToFollow: Array<{ user: { id: string, name: string, username: string, bio: string, imageId: string | null, lastPostCreatedAt: number | null, socialStats: { followerCount: number, followingCount: number }, viewerEdge: { id: string, createdAt: number | null, isFollowing: boolean, isMuting: boolean } }, reason: { kind: WhoToFollowReasonKind, subject: string | null } }> };

export type EmailAvailabilityQueryVariables = Exact<{
  email: string;
}>;


export type EmailAvailabilityQuery = { emailAvailability: boolean };

export type SendAcctAuthEmailMutationVariables = Exact<{
  email: string;
  redirect?: string | null | undefined;
  fullName?: string | null | undefined;
  captchaValue?: string | null | undefined;
  operation: AuthOperation;
  type: AuthEmailType;
  binding?: string | null | undefined;
}>;


export type SendAcctAuthEmailMutation = { sendAcctAuthEmail:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'FailedChallenge', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'SusiMethod', value: AuthEmailType }
   };

export type SendNewsletterSubscriptionAcctAuthEmailMutationVariables = Exact<{
  newsletterV3Id: string;
  userId?: string | null | undefined;
  email: string;
  redirect?: string | null | undefined;
  captchaValue?: string | null | undefined;
  operation?: AuthOperation | null | undefined;
  binding?: string | null | undefined;
}>;


export type SendNewsletterSubscriptionAcctAuthEmailMutation = { sendNewsletterSubscriptionAcctAuthEmail:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'FailedChallenge', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'SusiMethod', value: AuthEmailType }
   };

export type SignInWithPasswordMutationVariables = Exact<{
  email: string;
  password: string;
  binding?: string | null | undefined;
}>;


export type SignInWithPasswordMutation = { signInWithPassword:
    | { __typename: 'AccountToken', value: string }
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'InvalidPassword', message: string, failCount: number }
    | { __typename: 'IpAuthLockout', message: string, lockedOutUntil: number }
    | { __typename: 'PasswordPermanentLockout', message: string }
    | { __typename: 'PasswordSoftLockout', message: string, lockedOutUntil: number }
    | { __typename: 'RateLimited', message: string }
   };

export type VerifyLoginCodeMutationVariables = Exact<{
  loginCode: string;
  email: string;
}>;


export type VerifyLoginCodeMutation = { verifyLoginCode:
    | { __typename: 'AccountToken', value: string }
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'TooManyRequests', message: string }
   };

export type GoogleOneTapMutationVariables = Exact<{
  credential: string;
  operation: AuthOperation;
  binding?: string | null | undefined;
}>;


export type GoogleOneTapMutation = { googleOneTap:
    | { __typename: 'AccountToken', value: string }
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'EmailAvailable', email: string, name: string | null }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'SocialLoginSuggestion', userId: string, redactedEmailAddress: string }
   };

export type BillingReceiptQueryVariables = Exact<{
  chargeId: string;
}>;


export type BillingReceiptQuery = { billingCharge:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'ChargeV2', id: string, createdAt: number, productKind: ChargeProductKind, status: ChargeStatus, currency: MembershipCurrency, subtotal: number, discount: number, amount: number, amountRefunded: number, receiptNumber: string | null, paymentMethod:
        | { __typename: 'ApplePayCard', displayName: string }
        | { __typename: 'CreditCard', cardType: string, expirationMonth: number, expirationYear: number, lastFour: string }
        | { __typename: 'GooglePayCard', displayName: string }
        | { __typename: 'PaypalAccount', displayName: string }
       | null }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type PostDraftQueryVariables = Exact<{
  postId: string;
}>;


export type PostDraftQuery = { postDraft:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'PostDraft', id: string, title: string, subtitle: string, version: number, status: PostStatus, isPublished: boolean, uniqueSlug: string, inResponseToPostId: string | null, quotedText: string | null, bodyModel: { paragraphs: Array<{ name: string, type: ParagraphType, text: string, layout: ParagraphLayout | null, markups: Array<{ type: MarkupType, start: number, end: number, href: string | null, userId: string | null }>, metadata: { id: string, alt: string | null, focusPercentX: number | null, focusPercentY: number | null, originalWidth: number | null, originalHeight: number | null } | null, codeBlockMetadata: { lang: string | null } | null, mixtapeMetadata: { href: string } | null }> } }
    | { __typename: 'Unauthorized', message: string }
   };

export type StartDraftMutationVariables = Exact<{ [key: string]: never; }>;


export type StartDraftMutation = { startDraft:
    | { __typename: 'NotFound', message: string }
    | { __typename: 'PostDraft', id: string, title: string, subtitle: string, version: number, status: PostStatus, isPublished: boolean, uniqueSlug: string, inResponseToPostId: string | null, quotedText: string | null, bodyModel: { paragraphs: Array<{ name: string, type: ParagraphType, text: string, layout: ParagraphLayout | null, markups: Array<{ type: MarkupType, start: number, end: number, href: string | null, userId: string | null }>, metadata: { id: string, alt: string | null, focusPercentX: number | null, focusPercentY: number | null, originalWidth: number | null, originalHeight: number | null } | null, codeBlockMetadata: { lang: string | null } | null, mixtapeMetadata: { href: string } | null }> } }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type SaveDraftMutationVariables = Exact<{
  input: SaveDraftInput;
}>;


export type SaveDraftMutation = { saveDraft:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Conflict', message: string, draft: { id: string, title: string, subtitle: string, version: number, status: PostStatus, isPublished: boolean, uniqueSlug: string, inResponseToPostId: string | null, quotedText: string | null, bodyModel: { paragraphs: Array<{ name: string, type: ParagraphType, text: string, layout: ParagraphLayout | null, markups: Array<{ type: MarkupType, start: number, end: number, href: string | null, userId: string | null }>, metadata: { id: string, alt: string | null, focusPercentX: number | null, focusPercentY: number | null, originalWidth: number | null, originalHeight: number | null } | null, codeBlockMetadata: { lang: string | null } | null, mixtapeMetadata: { href: string } | null }> } } | null }
    | { __typename: 'DraftSaved', postId: string, version: number, savedAt: number }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type EditorParagraphFragment = { name: string, type: ParagraphType, text: string, layout: ParagraphLayout | null, markups: Array<{ type: MarkupType, start: number, end: number, href: string | null, userId: string | null }>, metadata: { id: string, alt: string | null, focusPercentX: number | null, focusPercentY: number | null, originalWidth: number | null, originalHeight: number | null } | null, codeBlockMetadata: { lang: string | null } | null, mixtapeMetadata: { href: string } | null };

export type EditorDraftFragment = { id: string, title: string, subtitle: string, version: number, status: PostStatus, isPublished: boolean, uniqueSlug: string, inResponseToPostId: string | null, quotedText: string | null, bodyModel: { paragraphs: Array<{ name: string, type: ParagraphType, text: string, layout: ParagraphLayout | null, markups: Array<{ type: MarkupType, start: number, end: number, href: string | null, userId: string | null }>, metadata: { id: string, alt: string | null, focusPercentX: number | null, focusPercentY: number | null, originalWidth: number | null, originalHeight: number | null } | null, codeBlockMetadata: { lang: string | null } | null, mixtapeMetadata: { href: string } | null }> } };

export type PublishChoicesQueryVariables = Exact<{
  postId: string;
  followed?: PagingOptions | null | undefined;
}>;


export type PublishChoicesQuery = { postResult:
    | { __typename: 'BadRequest' }
    | { __typename: 'NotFound' }
    | { __typename: 'Post', id: string, isPublished: boolean, visibility: PostVisibility, isLocked: boolean, allowResponses: boolean, statusForCollection: PostCollectionStatus | null, tags: Array<{ id: string, displayTitle: string }>, collection: { id: string, name: string } | null }
  , viewer: { id: string, name: string, adminCollections: Array<{ id: string, name: string }> | null, followingCollectionsConnection: { collections: Array<{ id: string, name: string }> } } | null };

export type TagSuggestionsQueryVariables = Exact<{
  prefix: string;
}>;


export type TagSuggestionsQuery = { tagSuggestions: Array<{ id: string, displayTitle: string, postCount: number }> };

export type PublishPostMutationVariables = Exact<{
  input: PublishPostInput;
}>;


export type PublishPostMutation = { publishPost:
    | { __typename: 'AccountSuspended', message: string }
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Conflict', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Post', id: string, uniqueSlug: string, statusForCollection: PostCollectionStatus | null }
    | { __typename: 'PublishingRestrictedBannedLinks', message: string, hosts: Array<string> }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type ResponseTargetQueryVariables = Exact<{
  input: ResponseTargetInput;
}>;


export type ResponseTargetQuery = { responseTarget:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'ResponseClosed', message: string }
    | { __typename: 'ResponseTarget', quotedText: string | null, post: { id: string, title: string } }
   };

export type StartResponseDraftMutationVariables = Exact<{
  input: ResponseTargetInput;
}>;


export type StartResponseDraftMutation = { startResponseDraft:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'PostDraft', id: string, title: string, subtitle: string, version: number, status: PostStatus, isPublished: boolean, uniqueSlug: string, inResponseToPostId: string | null, quotedText: string | null, bodyModel: { paragraphs: Array<{ name: string, type: ParagraphType, text: string, layout: ParagraphLayout | null, markups: Array<{ type: MarkupType, start: number, end: number, href: string | null, userId: string | null }>, metadata: { id: string, alt: string | null, focusPercentX: number | null, focusPercentY: number | null, originalWidth: number | null, originalHeight: number | null } | null, codeBlockMetadata: { lang: string | null } | null, mixtapeMetadata: { href: string } | null }> } }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'ResponseClosed', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type PublishResponseDraftMutationVariables = Exact<{
  postId: string;
}>;


export type PublishResponseDraftMutation = { publishResponseDraft:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Conflict', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'PostResponse', id: string }
    | { __typename: 'PublishingRestrictedBannedLinks', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'ResponseClosed', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type PostRevisionsQueryVariables = Exact<{
  postId: string;
  paging?: PagingOptions | null | undefined;
}>;


export type PostRevisionsQuery = { postRevisions:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'PostRevisionConnection', revisions: Array<{ id: string, version: number, savedAt: number, title: string, excerpt: string }>, pagingInfo: { next: { limit: number, to: string | null } | null } }
    | { __typename: 'Unauthorized', message: string }
   };

export type PostRevisionQueryVariables = Exact<{
  postId: string;
  revisionId: string;
}>;


export type PostRevisionQuery = { postRevision:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'PostRevision', id: string, version: number, savedAt: number, title: string, subtitle: string, bodyModel: { paragraphs: Array<{ name: string, type: ParagraphType, text: string, layout: ParagraphLayout | null, markups: Array<{ type: MarkupType, start: number, end: number, href: string | null, userId: string | null }>, metadata: { id: string, alt: string | null, focusPercentX: number | null, focusPercentY: number | null, originalWidth: number | null, originalHeight: number | null } | null, codeBlockMetadata: { lang: string | null } | null, mixtapeMetadata: { href: string } | null }> } }
    | { __typename: 'Unauthorized', message: string }
   };

export type RevertDraftMutationVariables = Exact<{
  postId: string;
  revisionId: string;
  baseVersion: number;
}>;


export type RevertDraftMutation = { revertDraft:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Conflict', message: string, draft: { id: string, title: string, subtitle: string, version: number, status: PostStatus, isPublished: boolean, uniqueSlug: string, inResponseToPostId: string | null, quotedText: string | null, bodyModel: { paragraphs: Array<{ name: string, type: ParagraphType, text: string, layout: ParagraphLayout | null, markups: Array<{ type: MarkupType, start: number, end: number, href: string | null, userId: string | null }>, metadata: { id: string, alt: string | null, focusPercentX: number | null, focusPercentY: number | null, originalWidth: number | null, originalHeight: number | null } | null, codeBlockMetadata: { lang: string | null } | null, mixtapeMetadata: { href: string } | null }> } } | null }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'PostDraft', id: string, title: string, subtitle: string, version: number, status: PostStatus, isPublished: boolean, uniqueSlug: string, inResponseToPostId: string | null, quotedText: string | null, bodyModel: { paragraphs: Array<{ name: string, type: ParagraphType, text: string, layout: ParagraphLayout | null, markups: Array<{ type: MarkupType, start: number, end: number, href: string | null, userId: string | null }>, metadata: { id: string, alt: string | null, focusPercentX: number | null, focusPercentY: number | null, originalWidth: number | null, originalHeight: number | null } | null, codeBlockMetadata: { lang: string | null } | null, mixtapeMetadata: { href: string } | null }> } }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

type FollowedUser_Result_BadRequest_Fragment = { __typename: 'BadRequest', message: string };

type FollowedUser_Result_NotFound_Fragment = { __typename: 'NotFound', message: string };

type FollowedUser_Result_User_Fragment = { __typename: 'User', id: string, name: string, username: string, bio: string, imageId: string | null, socialStats: { followerCount: number, followingCount: number }, viewerEdge: { id: string, createdAt: number | null, isFollowing: boolean, isMuting: boolean } };

export type FollowedUser_ResultFragment =
  | FollowedUser_Result_BadRequest_Fragment
  | FollowedUser_Result_NotFound_Fragment
  | FollowedUser_Result_User_Fragment
;

export type PublicationFollowersQueryVariables = Exact<{
  domainOrSlug: string;
  limit: number;
  to?: string | null | undefined;
}>;


export type PublicationFollowersQuery = { collectionByDomainOrSlug: { id: string, name: string, description: string, subscriberCount: number, avatar: { id: string } | null, followersConnection: { users: Array<{ id: string, name: string, username: string, bio: string, imageId: string | null, socialStats: { followerCount: number, followingCount: number }, viewerEdge: { id: string, createdAt: number | null, isFollowing: boolean, isMuting: boolean } }>, pagingInfo: { next: { limit: number, to: string | null } | null } }, viewerEdge: { id: string, isEditor: boolean, isFollowing: boolean, isMuting: boolean } } | null };

export type UserFollowersQueryVariables = Exact<{
  username: string;
  limit: number;
  to?: string | null | undefined;
}>;


export type UserFollowersQuery = { userResult:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'User', id: string, name: string, username: string, bio: string, imageId: string | null, followersConnection: { users: Array<{ id: string, name: string, username: string, bio: string, imageId: string | null, socialStats: { followerCount: number, followingCount: number }, viewerEdge: { id: string, createdAt: number | null, isFollowing: boolean, isMuting: boolean } }>, pagingInfo: { next: { limit: number, to: string | null } | null } }, socialStats: { followerCount: number, followingCount: number }, viewerEdge: { id: string, createdAt: number | null, isFollowing: boolean, isMuting: boolean } }
   };

export type UserFollowingQueryVariables = Exact<{
  username: string;
  limit: number;
  to?: string | null | undefined;
}>;


export type UserFollowingQuery = { userResult:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'User', id: string, name: string, username: string, bio: string, imageId: string | null, followingConnection: { users: Array<{ id: string, name: string, username: string, bio: string, imageId: string | null, socialStats: { followerCount: number, followingCount: number }, viewerEdge: { id: string, createdAt: number | null, isFollowing: boolean, isMuting: boolean } }>, pagingInfo: { next: { limit: number, to: string | null } | null } }, socialStats: { followerCount: number, followingCount: number }, viewerEdge: { id: string, createdAt: number | null, isFollowing: boolean, isMuting: boolean } }
   };

export type PersonRow_UserFragment = { id: string, name: string, username: string, bio: string, imageId: string | null, socialStats: { followerCount: number, followingCount: number }, viewerEdge: { id: string, createdAt: number | null, isFollowing: boolean, isMuting: boolean } };

export type PeopleList_ConnectionFragment = { users: Array<{ id: string, name: string, username: string, bio: string, imageId: string | null, socialStats: { followerCount: number, followingCount: number }, viewerEdge: { id: string, createdAt: number | null, isFollowing: boolean, isMuting: boolean } }>, pagingInfo: { next: { limit: number, to: string | null } | null } };

export type FollowingUserRow_UserFragment = { id: string, name: string, username: string, bio: string, imageId: string | null, socialStats: { followerCount: number, followingCount: number }, viewerEdge: { id: string, createdAt: number | null, isFollowing: boolean, isMuting: boolean } };

export type FollowingCollectionRow_CollectionFragment = { id: string, slug: string, name: string, description: string, subscriberCount: number, avatar: { id: string } | null, viewerEdge: { id: string, isEditor: boolean, isFollowing: boolean, isMuting: boolean } };

export type FollowingTagRow_TagFragment = { postCount: number, id: string, displayTitle: string, followerCount: number, viewerEdge: { id: string, isFollowing: boolean } };

export type FollowingWritersQueryVariables = Exact<{
  limit: number;
  to?: string | null | undefined;
}>;


export type FollowingWritersQuery = { viewer: { id: string, followingConnection: { users: Array<{ id: string, name: string, username: string, bio: string, imageId: string | null, socialStats: { followerCount: number, followingCount: number }, viewerEdge: { id: string, createdAt: number | null, isFollowing: boolean, isMuting: boolean } }>, pagingInfo: { next: { limit: number, to: string | null } | null } } } | null };

export type FollowingPublicationsQueryVariables = Exact<{
  limit: number;
  to?: string | null | undefined;
}>;


export type FollowingPublicationsQuery = { viewer: { id: string, followingCollectionsConnection: { collections: Array<{ id: string, slug: string, name: string, description: string, subscriberCount: number, avatar: { id: string } | null, viewerEdge: { id: string, isEditor: boolean, isFollowing: boolean, isMuting: boolean } }>, pagingInfo: { next: { limit: number, to: string | null } | null } } } | null };

export type FollowingTagsQueryVariables = Exact<{
  limit: number;
  to?: string | null | undefined;
}>;


export type FollowingTagsQuery = { viewer: { id: string, followingTagsConnection: { tags: Array<{ postCount: number, id: string, displayTitle: string, followerCount: number, viewerEdge: { id: string, isFollowing: boolean } }>, pagingInfo: { next: { limit: number, to: string | null } | null } } | null } | null };

export type FollowSuggestionsQueryVariables = Exact<{ [key: string]: never; }>;


export type FollowSuggestionsQuery = { followSuggestions: { tags: Array<{ postCount: number, id: string, displayTitle: string, followerCount: number, viewerEdge: { id: string, isFollowing: boolean } }>, writers: Array<{ id: string, name: string, username: string, bio: string, imageId: string | null, socialStats: { followerCount: number, followingCount: number }, viewerEdge: { id: string, createdAt: number | null, isFollowing: boolean, isMuting: boolean } }> } | null };

export type CheckGiftCodeQueryVariables = Exact<{
  giftCode: string;
}>;


export type CheckGiftCodeQuery = { checkGiftCode:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'GiftCodeCheck', result: GiftCodeCheckResult, giftType: GiftType | null, tier: MembershipTier | null, months: number | null }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type GiftPlansQueryVariables = Exact<{
  currency?: MembershipCurrency | null | undefined;
}>;


export type GiftPlansQuery = { giftPlans: Array<{ id: string, tier: MembershipTier, months: number, price: { amount: number, currency: MembershipCurrency } }> };

export type GroupGiftingQueryVariables = Exact<{ [key: string]: never; }>;


export type GroupGiftingQuery = { viewer: { id: string, hasGroupGiftingEnabled: boolean | null } | null };

export type RedeemGiftCodeMutationVariables = Exact<{
  giftCode: string;
}>;


export type RedeemGiftCodeMutation = { redeemGiftCode:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Conflict', message: string }
    | { __typename: 'GiftCodeCheck', result: GiftCodeCheckResult }
    | { __typename: 'GiftRedemption', tier: MembershipTier, months: number, endsAt: number }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type StartGiftCheckoutMutationVariables = Exact<{
  giftType: GiftType;
  tier: MembershipTier;
  months: number;
  currency: MembershipCurrency;
  recipientEmails: Array<string>;
}>;


export type StartGiftCheckoutMutation = { startGiftCheckout:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'GiftCheckout', url: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type HomeTabsQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeTabsQuery = { followedTags: Array<{ id: string, displayTitle: string }> };

export type HomeForYouQueryVariables = Exact<{
  limit: number;
  to?: string | null | undefined;
}>;


export type HomeForYouQuery = { recommendedFeed: { items: Array<{ id: string, post: { id: string, uniqueSlug: string, title: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: PostCollectionStatus | null, previewImage: { id: string, alt: string | null, focusPercentX: number | null, focusPercentY: number | null, originalWidth: number | null, originalHeight: number | null } | null, extendedPreviewContent: { subtitle: string }, creator: { id: string, name: string, username: string, imageId: string | null, hasSubdomain: boolean, membership: { id: string, tier: MembershipTier, friendSince: number | null } | null }, collection: { id: string, slug: string, name: string, domain: string | null } | null }, reason: { kind: RecommendationReasonKind, tagSlug: string | null, tagTitle: string | null } }>, pagingInfo: { next: { limit: number, to: string | null } | null } } };

export type HomeFollowingQueryVariables = Exact<{
  limit: number;
  to?: string | null | undefined;
}>;


export type HomeFollowingQuery = { followingFeed: { posts: Array<{ id: string, uniqueSlug: string, title: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: PostCollectionStatus | null, previewImage: { id: string, alt: string | null, focusPercentX: number | null, focusPercentY: number | null, originalWidth: number | null, originalHeight: number | null } | null, extendedPreviewContent: { subtitle: string }, creator: { id: string, name: string, username: string, imageId: string | null, hasSubdomain: boolean, membership: { id: string, tier: MembershipTier, friendSince: number | null } | null }, collection: { id: string, slug: string, name: string, domain: string | null } | null }>, pagingInfo: { next: { limit: number, to: string | null } | null } } };

export type HomeTagFeedQueryVariables = Exact<{
  tagSlug: string;
  limit: number;
  to?: string | null | undefined;
}>;


export type HomeTagFeedQuery = { tag: { id: string, postsConnection: { posts: Array<{ id: string, uniqueSlug: string, title: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: PostCollectionStatus | null, previewImage: { id: string, alt: string | null, focusPercentX: number | null, focusPercentY: number | null, originalWidth: number | null, originalHeight: number | null } | null, extendedPreviewContent: { subtitle: string }, creator: { id: string, name: string, username: string, imageId: string | null, hasSubdomain: boolean, membership: { id: string, tier: MembershipTier, friendSince: number | null } | null }, collection: { id: string, slug: string, name: string, domain: string | null } | null }>, pagingInfo: { next: { limit: number, to: string | null } | null } } } | null };

export type HomeLoQueryVariables = Exact<{
  limit: number;
  to?: string | null | undefined;
}>;


export type HomeLoQuery = { latestPostsFeed: { posts: Array<{ id: string, uniqueSlug: string, title: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: PostCollectionStatus | null, previewImage: { id: string, alt: string | null, focusPercentX: number | null, focusPercentY: number | null, originalWidth: number | null, originalHeight: number | null } | null, extendedPreviewContent: { subtitle: string }, creator: { id: string, name: string, username: string, imageId: string | null, hasSubdomain: boolean, membership: { id: string, tier: MembershipTier, friendSince: number | null } | null }, collection: { id: string, slug: string, name: string, domain: string | null } | null }>, pagingInfo: { next: { limit: number, to: string | null } | null } } };

export type HomeSidebarQueryVariables = Exact<{
  limit: number;
  readingList: string;
}>;


export type HomeSidebarQuery = { staffPicksFeed: { items: Array<{ post: { id: string, uniqueSlug: string, title: string, statusForCollection: PostCollectionStatus | null, creator: { id: string, name: string, username: string, imageId: string | null, hasSubdomain: boolean }, collection: { id: string, slug: string, domain: string | null } | null } }> }, catalogItems:
    | { __typename: 'BadRequest' }
    | { __typename: 'CatalogItemConnection', items: Array<{ catalogItemId: string, post: { id: string, uniqueSlug: string, title: string, statusForCollection: PostCollectionStatus | null, creator: { id: string, name: string, username: string, imageId: string | null, hasSubdomain: boolean }, collection: { id: string, slug: string, domain: string | null } | null } | null }> }
    | { __typename: 'NotFound' }
   };

export type HomeSidebar_PostFragment = { id: string, uniqueSlug: string, title: string, statusForCollection: PostCollectionStatus | null, creator: { id: string, name: string, username: string, imageId: string | null, hasSubdomain: boolean }, collection: { id: string, slug: string, domain: string | null } | null };

export type NewsletterImportReportFragment = { id: string, state: NewsletterImportState, rowCount: number, validCount: number, alreadySubscribedCount: number, badRowCount: number, duplicateRowCount: number, processedCount: number, askedToConfirmCount: number, badRows: Array<{ row: number, value: string }>, duplicateRows: Array<{ row: number, value: string }> };

export type ValidateNewsletterImportMutationVariables = Exact<{
  csv: string;
}>;


export type ValidateNewsletterImportMutation = { result:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NewsletterImport', id: string, state: NewsletterImportState, rowCount: number, validCount: number, alreadySubscribedCount: number, badRowCount: number, duplicateRowCount: number, processedCount: number, askedToConfirmCount: number, badRows: Array<{ row: number, value: string }>, duplicateRows: Array<{ row: number, value: string }> }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type StartNewsletterImportMutationVariables = Exact<{
  importId: string;
  hasConsent: boolean;
}>;


export type StartNewsletterImportMutation = { result:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NewsletterImport', id: string, state: NewsletterImportState, rowCount: number, validCount: number, alreadySubscribedCount: number, badRowCount: number, duplicateRowCount: number, processedCount: number, askedToConfirmCount: number, badRows: Array<{ row: number, value: string }>, duplicateRows: Array<{ row: number, value: string }> }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type NewsletterImportProgressQueryVariables = Exact<{
  id: string;
}>;


export type NewsletterImportProgressQuery = { newsletterImport: { id: string, state: NewsletterImportState, rowCount: number, validCount: number, alreadySubscribedCount: number, badRowCount: number, duplicateRowCount: number, processedCount: number, askedToConfirmCount: number, badRows: Array<{ row: number, value: string }>, duplicateRows: Array<{ row: number, value: string }> } | null };

export type EditCatalogItemsMutationVariables = Exact<{
  catalogId: string;
  version: number;
  operations: Array<CatalogItemOperation>;
}>;


export type EditCatalogItemsMutation = { editCatalogItems:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Conflict', message: string }
    | { __typename: 'EditCatalogItemsSuccess', version: number }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type UpdateCatalogMutationVariables = Exact<{
  input: UpdateCatalogInput;
}>;


export type UpdateCatalogMutation = { updateCatalog:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Catalog', id: string, name: string, description: string, visibility: CatalogVisibility, slugId: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type DeleteCatalogMutationVariables = Exact<{
  catalogId: string;
}>;


export type DeleteCatalogMutation = { deleteCatalog:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'CatalogDeleted', catalogId: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

type CatalogFollow_Result_BadRequest_Fragment = { message: string };

type CatalogFollow_Result_Catalog_Fragment = { id: string, viewerIsFollowing: boolean };

type CatalogFollow_Result_Forbidden_Fragment = { message: string };

type CatalogFollow_Result_NotFound_Fragment = { message: string };

type CatalogFollow_Result_RateLimited_Fragment = { message: string };

type CatalogFollow_Result_Unauthorized_Fragment = { message: string };

export type CatalogFollow_ResultFragment =
  | CatalogFollow_Result_BadRequest_Fragment
  | CatalogFollow_Result_Catalog_Fragment
  | CatalogFollow_Result_Forbidden_Fragment
  | CatalogFollow_Result_NotFound_Fragment
  | CatalogFollow_Result_RateLimited_Fragment
  | CatalogFollow_Result_Unauthorized_Fragment
;

export type FollowCatalogMutationVariables = Exact<{
  catalogId: string;
}>;


export type FollowCatalogMutation = { followCatalog:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Catalog', id: string, viewerIsFollowing: boolean }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type UnfollowCatalogMutationVariables = Exact<{
  catalogId: string;
}>;


export type UnfollowCatalogMutation = { unfollowCatalog:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Catalog', id: string, viewerIsFollowing: boolean }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type CatalogSummary_CatalogFragment = { id: string, name: string, description: string, visibility: CatalogVisibility, predefined: PredefinedCatalogType | null, slugId: string, itemsCount: number, creator: { id: string, name: string, username: string } };

export type CatalogPage_CatalogFragment = { version: number, viewerIsFollowing: boolean, id: string, name: string, description: string, visibility: CatalogVisibility, predefined: PredefinedCatalogType | null, slugId: string, itemsCount: number, creator: { id: string, name: string, username: string } };

export type CatalogPage_EngagementFragment = { id: string, responsesCount: number, clapCount: number, viewerClapCount: number, threadedResponses: { responses: Array<{ id: string, parentPostId: string, parentCatalogId: string | null, approvalState: ResponseApprovalState, isDeleted: boolean, isFromMutedWriter: boolean, viewerCanModerate: boolean, viewerIsWriter: boolean, quotedText: string | null, post: { id: string, responsesCount: number, firstPublishedAt: number | null, clapCount: number, viewerClapCount: number, creator: { id: string, name: string, username: string, imageId: string | null, hasSubdomain: boolean } }, paragraphs: Array<{ name: string, type: ParagraphType, text: string, layout: ParagraphLayout | null, markups: Array<{ type: MarkupType, start: number, end: number, href: string | null, userId: string | null }>, metadata: { id: string, alt: string | null, originalWidth: number | null, originalHeight: number | null } | null, codeBlockMetadata: { lang: string | null } | null, mixtapeMetadata: { href: string } | null }> }>, pagingInfo: { next: { limit: number, to: string | null } | null } } };

export type CatalogPage_ItemsFragment = { pagingInfo: { next: { limit: number, to: string | null } | null }, items: Array<{ catalogItemId: string, type: CatalogItemType, note: string | null, post: { id: string, uniqueSlug: string, title: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: PostCollectionStatus | null, viewerEdge: { readingList: PostReadingListState }, previewImage: { id: string, alt: string | null, focusPercentX: number | null, focusPercentY: number | null, originalWidth: number | null, originalHeight: number | null } | null, extendedPreviewContent: { subtitle: string }, creator: { id: string, name: string, username: string, imageId: string | null, hasSubdomain: boolean, membership: { id: string, tier: MembershipTier, friendSince: number | null } | null }, collection: { id: string, slug: string, name: string, domain: string | null } | null } | null, catalog: { id: string, name: string, description: string, visibility: CatalogVisibility, predefined: PredefinedCatalogType | null, slugId: string, itemsCount: number, creator: { id: string, name: string, username: string } } | null }> };

export type CatalogPageQueryVariables = Exact<{
  catalogSlugId: string;
  withEngagement?: boolean | null | undefined;
}>;


export type CatalogPageQuery = { catalog:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Catalog', version: number, viewerIsFollowing: boolean, id: string, name: string, description: string, visibility: CatalogVisibility, predefined: PredefinedCatalogType | null, slugId: string, itemsCount: number, creator: { id: string, name: string, username: string } } & { id: string, responsesCount: number, clapCount: number, viewerClapCount: number, threadedResponses: { responses: Array<{ id: string, parentPostId: string, parentCatalogId: string | null, approvalState: ResponseApprovalState, isDeleted: boolean, isFromMutedWriter: boolean, viewerCanModerate: boolean, viewerIsWriter: boolean, quotedText: string | null, post: { id: string, responsesCount: number, firstPublishedAt: number | null, clapCount: number, viewerClapCount: number, creator: { id: string, name: string, username: string, imageId: string | null, hasSubdomain: boolean } }, paragraphs: Array<{ name: string, type: ParagraphType, text: string, layout: ParagraphLayout | null, markups: Array<{ type: MarkupType, start: number, end: number, href: string | null, userId: string | null }>, metadata: { id: string, alt: string | null, originalWidth: number | null, originalHeight: number | null } | null, codeBlockMetadata: { lang: string | null } | null, mixtapeMetadata: { href: string } | null }> }>, pagingInfo: { next: { limit: number, to: string | null } | null } } }
    | { __typename: 'NotFound', message: string }
  , catalogItems:
    | { __typename: 'BadRequest' }
    | { __typename: 'CatalogItemConnection', pagingInfo: { next: { limit: number, to: string | null } | null }, items: Array<{ catalogItemId: string, type: CatalogItemType, note: string | null, post: { id: string, uniqueSlug: string, title: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: PostCollectionStatus | null, viewerEdge: { readingList: PostReadingListState }, previewImage: { id: string, alt: string | null, focusPercentX: number | null, focusPercentY: number | null, originalWidth: number | null, originalHeight: number | null } | null, extendedPreviewContent: { subtitle: string }, creator: { id: string, name: string, username: string, imageId: string | null, hasSubdomain: boolean, membership: { id: string, tier: MembershipTier, friendSince: number | null } | null }, collection: { id: string, slug: string, name: string, domain: string | null } | null } | null, catalog: { id: string, name: string, description: string, visibility: CatalogVisibility, predefined: PredefinedCatalogType | null, slugId: string, itemsCount: number, creator: { id: string, name: string, username: string } } | null }> }
    | { __typename: 'NotFound' }
   };

export type CatalogMoreItemsQueryVariables = Exact<{
  catalogSlugId: string;
  to: string;
}>;


export type CatalogMoreItemsQuery = { catalogItems:
    | { __typename: 'BadRequest' }
    | { __typename: 'CatalogItemConnection', pagingInfo: { next: { limit: number, to: string | null } | null }, items: Array<{ catalogItemId: string, type: CatalogItemType, note: string | null, post: { id: string, uniqueSlug: string, title: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: PostCollectionStatus | null, viewerEdge: { readingList: PostReadingListState }, previewImage: { id: string, alt: string | null, focusPercentX: number | null, focusPercentY: number | null, originalWidth: number | null, originalHeight: number | null } | null, extendedPreviewContent: { subtitle: string }, creator: { id: string, name: string, username: string, imageId: string | null, hasSubdomain: boolean, membership: { id: string, tier: MembershipTier, friendSince: number | null } | null }, collection: { id: string, slug: string, name: string, domain: string | null } | null } | null, catalog: { id: string, name: string, description: string, visibility: CatalogVisibility, predefined: PredefinedCatalogType | null, slugId: string, itemsCount: number, creator: { id: string, name: string, username: string } } | null }> }
    | { __typename: 'NotFound' }
   };

export type YourListsQueryVariables = Exact<{
  limit: number;
}>;


export type YourListsQuery = { viewer: { id: string, catalogsConnection: { catalogs: Array<{ id: string, name: string, description: string, visibility: CatalogVisibility, predefined: PredefinedCatalogType | null, slugId: string, itemsCount: number, creator: { id: string, name: string, username: string } }> } } | null };

export type SavedListsQueryVariables = Exact<{
  limit: number;
}>;


export type SavedListsQuery = { followedCatalogs:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'CatalogConnection', catalogs: Array<{ id: string, name: string, description: string, visibility: CatalogVisibility, predefined: PredefinedCatalogType | null, slugId: string, itemsCount: number, creator: { id: string, name: string, username: string } }> }
    | { __typename: 'Unauthorized', message: string }
   };

export type UserListsQueryVariables = Exact<{
  username: string;
  limit: number;
}>;


export type UserListsQuery = { userResult:
    | { __typename: 'BadRequest' }
    | { __typename: 'NotFound' }
    | { __typename: 'User', id: string, name: string, username: string, catalogsConnection: { catalogs: Array<{ id: string, name: string, description: string, visibility: CatalogVisibility, predefined: PredefinedCatalogType | null, slugId: string, itemsCount: number, creator: { id: string, name: string, username: string } }> } }
   };

type ManageMembershipOutcome_BadRequest_Fragment = { __typename: 'BadRequest', message: string };

type ManageMembershipOutcome_Conflict_Fragment = { __typename: 'Conflict', message: string };

type ManageMembershipOutcome_MembershipStatus_Fragment = { __typename: 'MembershipStatus', membershipId: string };

type ManageMembershipOutcome_NotFound_Fragment = { __typename: 'NotFound', message: string };

type ManageMembershipOutcome_RateLimited_Fragment = { __typename: 'RateLimited', message: string };

type ManageMembershipOutcome_Unauthorized_Fragment = { __typename: 'Unauthorized', message: string };

export type ManageMembershipOutcomeFragment =
  | ManageMembershipOutcome_BadRequest_Fragment
  | ManageMembershipOutcome_Conflict_Fragment
  | ManageMembershipOutcome_MembershipStatus_Fragment
  | ManageMembershipOutcome_NotFound_Fragment
  | ManageMembershipOutcome_RateLimited_Fragment
  | ManageMembershipOutcome_Unauthorized_Fragment
;

export type SwitchMembershipPlanMutationVariables = Exact<{
  planId: MembershipPlanCadence;
}>;


export type SwitchMembershipPlanMutation = { switchMembershipPlan:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Conflict', message: string }
    | { __typename: 'MembershipStatus', membershipId: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type CancelMembershipMutationVariables = Exact<{
  reason: MembershipCancelReason;
}>;


export type CancelMembershipMutation = { cancelMembership:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Conflict', message: string }
    | { __typename: 'MembershipStatus', membershipId: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type AcceptRetentionOfferMutationVariables = Exact<{
  offer: MembershipRetentionOffer;
}>;


export type AcceptRetentionOfferMutation = { acceptMembershipRetentionOffer:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Conflict', message: string }
    | { __typename: 'MembershipStatus', membershipId: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type MutedCollectionsQueryVariables = Exact<{
  limit: number;
  to?: string | null | undefined;
}>;


export type MutedCollectionsQuery = { viewer: { id: string, mutedCollectionsConnection: { collections: Array<{ id: string, slug: string, name: string, description: string, subscriberCount: number, avatar: { id: string } | null, viewerEdge: { id: string, isEditor: boolean, isFollowing: boolean, isMuting: boolean } }>, pagingInfo: { next: { limit: number, to: string | null } | null } } | null } | null };

export type MutedUsersQueryVariables = Exact<{
  limit: number;
  to?: string | null | undefined;
}>;


export type MutedUsersQuery = { viewer: { id: string, mutedUsersConnection: { users: Array<{ id: string, name: string, username: string, bio: string, imageId: string | null, socialStats: { followerCount: number, followingCount: number }, viewerEdge: { id: string, createdAt: number | null, isFollowing: boolean, isMuting: boolean } }>, pagingInfo: { next: { limit: number, to: string | null } | null } } | null } | null };

export type MutedUserRow_UserFragment = { id: string, name: string, username: string, bio: string, imageId: string | null, socialStats: { followerCount: number, followingCount: number }, viewerEdge: { id: string, createdAt: number | null, isFollowing: boolean, isMuting: boolean } };

export type MutedCollectionRow_CollectionFragment = { id: string, slug: string, name: string, description: string, subscriberCount: number, avatar: { id: string } | null, viewerEdge: { id: string, isEditor: boolean, isFollowing: boolean, isMuting: boolean } };

export type NewsletterExportQueryVariables = Exact<{
  id: string;
}>;


export type NewsletterExportQuery = { result:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NewsletterExport', id: string, state: NewsletterExportState, addressCount: number | null, expiresAt: number, downloadUrl: string | null }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type NewsletterNewEmailQueryVariables = Exact<{
  newsletterV3Id: string;
}>;


export type NewsletterNewEmailQuery = { viewer: { id: string } | null, newsletterV3: { id: string, type: NewsletterV3Type, user: { id: string } | null, collection: { id: string, viewerEdge: { id: string, isEditor: boolean } } | null } | null };

export type StartNewsletterEmailMutationVariables = Exact<{
  newsletterV3Id: string;
}>;


export type StartNewsletterEmailMutation = { startDraft:
    | { __typename: 'NotFound', message: string }
    | { __typename: 'PostDraft', id: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type NewsletterStatsQueryVariables = Exact<{
  newsletterV3Id: string;
  granularity?: NewsletterStatsGranularity | null | undefined;
}>;


export type NewsletterStatsQuery = { newsletterV3Stats:
    | { __typename: 'Forbidden' }
    | { __typename: 'NewsletterV3Stats', id: string, subscriberCount: number, tracksOpensAndClicks: boolean, granularity: NewsletterStatsGranularity, suppressedCount: number, subscribersOverTime: Array<{ start: string, subscribed: number, unsubscribed: number }>, sends: Array<{ postId: string, sent: number, delivered: number, bounced: number, opened: number, clicked: number, lastSentAt: number | null }>, suppressed: Array<{ address: string, reason: string, suppressedAt: number }> }
    | { __typename: 'NotFound' }
    | { __typename: 'Unauthorized' }
   };

export type NewsletterStatsViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type NewsletterStatsViewerQuery = { viewer: { id: string, username: string, newsletterV3Id: string } | null };

export type NewsletterSendTitlesQueryVariables = Exact<{
  postIds: Array<string>;
}>;


export type NewsletterSendTitlesQuery = { postResults: Array<{ id: string, title: string }> };

export type UnsubscribeNewsletterV3ByLinkMutationVariables = Exact<{
  newsletterV3Id: string;
  subscriberId: string;
  signature: string;
}>;


export type UnsubscribeNewsletterV3ByLinkMutation = { result:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'UnsubscribedByLink', newsletterName: string }
   };

export type UnsubscribeAllNewslettersV3MutationVariables = Exact<{
  type?: NewsletterV3Type | null | undefined;
}>;


export type UnsubscribeAllNewslettersV3Mutation = { result:
    | { __typename: 'RateLimited' }
    | { __typename: 'Unauthorized' }
    | { __typename: 'UnsubscribedNewsletters', count: number }
   };

export type MarkNotificationsReadMutationVariables = Exact<{ [key: string]: never; }>;


export type MarkNotificationsReadMutation = { result:
    | { __typename: 'NotificationStatus', unreadNotificationCount: number }
    | { __typename: 'Unauthorized' }
   };

export type NotificationsQueryVariables = Exact<{
  tab: NotificationTab;
  limit: number;
  to?: string | null | undefined;
}>;


export type NotificationsQuery = { notifications:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'NotificationConnection', notifications: Array<{ id: string, kind: NotificationKind, actorCount: number, isUnread: boolean, occurredAt: number, actors: Array<{ id: string, name: string, username: string, imageId: string | null }>, post: { id: string, title: string, uniqueSlug: string, statusForCollection: PostCollectionStatus | null, creator: { id: string, username: string }, collection: { id: string, slug: string } | null } | null, catalog: { id: string, name: string, slugId: string } | null }>, pagingInfo: { next: { limit: number, to: string | null } | null } }
    | { __typename: 'Unauthorized', message: string }
   };

export type NotificationRow_NotificationFragment = { id: string, kind: NotificationKind, actorCount: number, isUnread: boolean, occurredAt: number, actors: Array<{ id: string, name: string, username: string, imageId: string | null }>, post: { id: string, title: string, uniqueSlug: string, statusForCollection: PostCollectionStatus | null, creator: { id: string, username: string }, collection: { id: string, slug: string } | null } | null, catalog: { id: string, name: string, slugId: string } | null };

export type PasswordPageQueryVariables = Exact<{ [key: string]: never; }>;


export type PasswordPageQuery = { viewer: { id: string, hasPassword: boolean | null } | null };

export type SetPasswordMutationVariables = Exact<{
  currentPassword?: string | null | undefined;
  newPassword: string;
}>;


export type SetPasswordMutation = { setPassword:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'InvalidPassword', message: string, failCount: number }
    | { __typename: 'PasswordPermanentLockout', message: string }
    | { __typename: 'PasswordSoftLockout', message: string, lockedOutUntil: number }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
    | { __typename: 'User', id: string, hasPassword: boolean | null, sessions: Array<{ id: string, method: string, userAgent: string, createdAt: number, lastSeenAt: number, isCurrent: boolean }> | null }
   };

export type MembershipPlansQueryVariables = Exact<{
  currency: MembershipCurrency;
  offer?: MembershipOffer | null | undefined;
}>;


export type MembershipPlansQuery = { membershipPlans: Array<{ id: string, cadence: MembershipPlanCadence, tier: MembershipTier, billingInterval: MembershipBillingInterval, price: { amount: number, currency: MembershipCurrency, crossoutAmount: number | null, savedAmount: number | null } }> };

export type StartMembershipCheckoutMutationVariables = Exact<{
  planId: MembershipPlanCadence;
  currency: MembershipCurrency;
  offer?: MembershipOffer | null | undefined;
  successPath?: string | null | undefined;
  cancelPath?: string | null | undefined;
}>;


export type StartMembershipCheckoutMutation = { startMembershipCheckout:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Conflict', message: string }
    | { __typename: 'MembershipCheckout', url: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type WelcomeMemberQueryVariables = Exact<{ [key: string]: never; }>;


export type WelcomeMemberQuery = { viewer: { id: string, membership: { id: string, tier: MembershipTier, memberSince: number | null, friendSince: number | null } | null } | null };

export type DeleteQuoteMutationVariables = Exact<{
  quoteId: string;
}>;


export type DeleteQuoteMutation = { result:
    | { __typename: 'BadRequest' }
    | { __typename: 'Forbidden' }
    | { __typename: 'NotFound' }
    | { __typename: 'Quote', quoteId: string }
    | { __typename: 'RateLimited' }
    | { __typename: 'Unauthorized' }
   };

export type CreateFriendLinkMutationVariables = Exact<{
  postId: string;
}>;


export type CreateFriendLinkMutation = { result:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'FriendLink', postId: string, key: string | null }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type RevokeFriendLinkMutationVariables = Exact<{
  postId: string;
}>;


export type RevokeFriendLinkMutation = { result:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'FriendLink', postId: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type PostPageQueryVariables = Exact<{
  id: string;
  friendLinkKey?: string | null | undefined;
}>;


export type PostPageQuery = { postResult:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Post', id: string, uniqueSlug: string, seoTitle: string | null, seoDescription: string | null, canonicalUrl: string | null, title: string, responsesCount: number, statusForCollection: PostCollectionStatus | null, allowResponses: boolean, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, clapCount: number, viewerClapCount: number, previewImage: { id: string } | null, content: { isLockedPreviewOnly: boolean, bodyModel: { paragraphs: Array<{ name: string, type: ParagraphType, text: string, layout: ParagraphLayout | null, markups: Array<{ type: MarkupType, start: number, end: number, href: string | null, userId: string | null }>, metadata: { id: string, alt: string | null, originalWidth: number | null, originalHeight: number | null } | null, codeBlockMetadata: { lang: string | null } | null, mixtapeMetadata: { href: string } | null }> }, topHighlight: { paragraphName: string, startOffset: number, endOffset: number, quote: string, readerCount: number } | null, viewerHighlights: Array<{ quoteId: string, paragraphName: string, startOffset: number, endOffset: number, quote: string, note: string | null, isPrivate: boolean }> | null, meter: { unlocked: boolean, storiesLeft: number, allowance: number, window: PaywallWindow } | null }, creator: { id: string, name: string, username: string, imageId: string | null, hasSubdomain: boolean, bio: string, newsletterV3Id: string, socialStats: { followerCount: number, followingCount: number }, viewerEdge: { id: string, isSubscribedToNewsletter: boolean, createdAt: number | null, isFollowing: boolean, isMuting: boolean }, membership: { id: string, tier: MembershipTier, friendSince: number | null } | null }, collection: { id: string, slug: string, name: string, domain: string | null, description: string, subscriberCount: number, avatar: { id: string } | null, viewerEdge: { id: string, isEditor: boolean, isFollowing: boolean, isMuting: boolean } } | null, tags: Array<{ id: string, displayTitle: string }>, sequence: { slug: string, title: string, position: number, count: number, previous: { id: string, uniqueSlug: string, title: string } | null, next: { id: string, uniqueSlug: string, title: string } | null } | null, moreFrom: { creatorPosts: Array<{ id: string, uniqueSlug: string, title: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: PostCollectionStatus | null, previewImage: { id: string, alt: string | null, focusPercentX: number | null, focusPercentY: number | null, originalWidth: number | null, originalHeight: number | null } | null, extendedPreviewContent: { subtitle: string }, creator: { id: string, name: string, username: string, imageId: string | null, hasSubdomain: boolean, membership: { id: string, tier: MembershipTier, friendSince: number | null } | null }, collection: { id: string, slug: string, name: string, domain: string | null } | null }>, collectionPosts: Array<{ id: string, uniqueSlug: string, title: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: PostCollectionStatus | null, previewImage: { id: string, alt: string | null, focusPercentX: number | null, focusPercentY: number | null, originalWidth: number | null, originalHeight: number | null } | null, extendedPreviewContent: { subtitle: string }, creator: { id: string, name: string, username: string, imageId: string | null, hasSubdomain: boolean, membership: { id: string, tier: MembershipTier, friendSince: number | null } | null }, collection: { id: string, slug: string, name: string, domain: string | null } | null }> }, threadedResponses: { responses: Array<{ id: string, parentPostId: string, parentCatalogId: string | null, approvalState: ResponseApprovalState, isDeleted: boolean, isFromMutedWriter: boolean, viewerCanModerate: boolean, viewerIsWriter: boolean, quotedText: string | null, post: { id: string, responsesCount: number, firstPublishedAt: number | null, clapCount: number, viewerClapCount: number, creator: { id: string, name: string, username: string, imageId: string | null, hasSubdomain: boolean } }, paragraphs: Array<{ name: string, type: ParagraphType, text: string, layout: ParagraphLayout | null, markups: Array<{ type: MarkupType, start: number, end: number, href: string | null, userId: string | null }>, metadata: { id: string, alt: string | null, originalWidth: number | null, originalHeight: number | null } | null, codeBlockMetadata: { lang: string | null } | null, mixtapeMetadata: { href: string } | null }> }>, pagingInfo: { next: { limit: number, to: string | null } | null } }, extendedPreviewContent: { subtitle: string } }
   };

export type RecordPostReadMutationVariables = Exact<{
  postId: string;
  progress: ReadProgress;
}>;


export type RecordPostReadMutation = { result:
    | { __typename: 'BadRequest' }
    | { __typename: 'NotFound' }
    | { __typename: 'RateLimited' }
    | { __typename: 'ReadRecorded', recorded: boolean }
    | { __typename: 'Unauthorized' }
   };

export type SetHighlightPrivacyMutationVariables = Exact<{
  quoteId: string;
  isPrivate: boolean;
}>;


export type SetHighlightPrivacyMutation = { result:
    | { __typename: 'BadRequest' }
    | { __typename: 'Forbidden' }
    | { __typename: 'NotFound' }
    | { __typename: 'Quote', quoteId: string, isPrivate: boolean }
    | { __typename: 'RateLimited' }
    | { __typename: 'Unauthorized' }
   };

export type PostHighlights_ContentFragment = { topHighlight: { paragraphName: string, startOffset: number, endOffset: number, quote: string, readerCount: number } | null, viewerHighlights: Array<{ quoteId: string, paragraphName: string, startOffset: number, endOffset: number, quote: string, note: string | null, isPrivate: boolean }> | null };

export type MeteredAllowance_ContentFragment = { meter: { unlocked: boolean, storiesLeft: number, allowance: number, window: PaywallWindow } | null };

export type PostHeader_PostFragment = { id: string, title: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: PostCollectionStatus | null, creator: { id: string, name: string, username: string, imageId: string | null, hasSubdomain: boolean, socialStats: { followerCount: number, followingCount: number }, viewerEdge: { id: string, createdAt: number | null, isFollowing: boolean, isMuting: boolean }, membership: { id: string, tier: MembershipTier, friendSince: number | null } | null }, collection: { id: string, slug: string, name: string, domain: string | null, subscriberCount: number, viewerEdge: { id: string, isEditor: boolean, isFollowing: boolean, isMuting: boolean } } | null, extendedPreviewContent: { subtitle: string } };

export type PostTags_PostFragment = { tags: Array<{ id: string, displayTitle: string }> };

export type ListPicker_CatalogFragment = { id: string, name: string, version: number, visibility: CatalogVisibility, predefined: PredefinedCatalogType | null, itemsCount: number };

export type PostCatalogMembershipQueryVariables = Exact<{
  postId: string;
}>;


export type PostCatalogMembershipQuery = { postCatalogMembership:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'PostCatalogMembership', postId: string, catalogs: Array<{ catalogItemId: string | null, catalog: { id: string, name: string, version: number, visibility: CatalogVisibility, predefined: PredefinedCatalogType | null, itemsCount: number } }> }
    | { __typename: 'Unauthorized', message: string }
   };

export type PickerEditItemsMutationVariables = Exact<{
  catalogId: string;
  version: number;
  operations: Array<CatalogItemOperation>;
}>;


export type PickerEditItemsMutation = { editCatalogItems:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Conflict', message: string, currentCatalog: { id: string, name: string, version: number, visibility: CatalogVisibility, predefined: PredefinedCatalogType | null, itemsCount: number } | null }
    | { __typename: 'EditCatalogItemsSuccess', version: number, operations: Array<{ catalogItemId: string }>, catalog: { id: string, name: string, version: number, visibility: CatalogVisibility, predefined: PredefinedCatalogType | null, itemsCount: number } }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type CreateCatalogMutationVariables = Exact<{
  input: CreateCatalogInput;
}>;


export type CreateCatalogMutation = { createCatalog:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Catalog', id: string, name: string, version: number, visibility: CatalogVisibility, predefined: PredefinedCatalogType | null, itemsCount: number }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type SaveButtonStateQueryVariables = Exact<{
  postId: string;
}>;


export type SaveButtonStateQuery = { postResult:
    | { __typename: 'BadRequest' }
    | { __typename: 'NotFound' }
    | { __typename: 'Post', id: string, viewerCatalogIds: Array<string> }
   };

export type AddToPredefinedCatalogMutationVariables = Exact<{
  type: PredefinedCatalogType;
  operation: PredefinedCatalogOperation;
}>;


export type AddToPredefinedCatalogMutation = { addToPredefinedCatalog:
    | { __typename: 'AddToPredefinedCatalogSuccess', version: number, insertedItem: { catalogItemId: string } | null, catalog: { id: string, version: number, itemsCount: number } }
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type SeriesBar_PostFragment = { sequence: { slug: string, title: string, position: number, count: number, previous: { id: string, uniqueSlug: string, title: string } | null, next: { id: string, uniqueSlug: string, title: string } | null } | null };

export type StoryBar_PostFragment = { id: string, title: string, uniqueSlug: string, responsesCount: number, clapCount: number, viewerClapCount: number, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: PostCollectionStatus | null, creator: { id: string, name: string, username: string, imageId: string | null, hasSubdomain: boolean, socialStats: { followerCount: number, followingCount: number }, viewerEdge: { id: string, createdAt: number | null, isFollowing: boolean, isMuting: boolean }, membership: { id: string, tier: MembershipTier, friendSince: number | null } | null }, collection: { id: string, slug: string, name: string, domain: string | null, subscriberCount: number, viewerEdge: { id: string, isEditor: boolean, isFollowing: boolean, isMuting: boolean } } | null, extendedPreviewContent: { subtitle: string } };

export type StoryEnd_PostFragment = { id: string, statusForCollection: PostCollectionStatus | null, creator: { id: string, name: string, username: string, imageId: string | null, hasSubdomain: boolean, bio: string, newsletterV3Id: string, membership: { id: string, tier: MembershipTier, friendSince: number | null } | null, socialStats: { followerCount: number, followingCount: number }, viewerEdge: { id: string, isSubscribedToNewsletter: boolean, createdAt: number | null, isFollowing: boolean, isMuting: boolean } }, collection: { id: string, slug: string, name: string, domain: string | null, description: string, subscriberCount: number, avatar: { id: string } | null, viewerEdge: { id: string, isEditor: boolean, isFollowing: boolean, isMuting: boolean } } | null, moreFrom: { creatorPosts: Array<{ id: string, uniqueSlug: string, title: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: PostCollectionStatus | null, previewImage: { id: string, alt: string | null, focusPercentX: number | null, focusPercentY: number | null, originalWidth: number | null, originalHeight: number | null } | null, extendedPreviewContent: { subtitle: string }, creator: { id: string, name: string, username: string, imageId: string | null, hasSubdomain: boolean, membership: { id: string, tier: MembershipTier, friendSince: number | null } | null }, collection: { id: string, slug: string, name: string, domain: string | null } | null }>, collectionPosts: Array<{ id: string, uniqueSlug: string, title: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: PostCollectionStatus | null, previewImage: { id: string, alt: string | null, focusPercentX: number | null, focusPercentY: number | null, originalWidth: number | null, originalHeight: number | null } | null, extendedPreviewContent: { subtitle: string }, creator: { id: string, name: string, username: string, imageId: string | null, hasSubdomain: boolean, membership: { id: string, tier: MembershipTier, friendSince: number | null } | null }, collection: { id: string, slug: string, name: string, domain: string | null } | null }> } };

type EditNewsletterOutcome_AlreadyExists_Fragment = { __typename: 'AlreadyExists', message: string };

type EditNewsletterOutcome_BadRequest_Fragment = { __typename: 'BadRequest', message: string };

type EditNewsletterOutcome_Forbidden_Fragment = { __typename: 'Forbidden', message: string };

type EditNewsletterOutcome_NewsletterV3_Fragment = { __typename: 'NewsletterV3', id: string, slug: string, name: string, description: string, showPromo: boolean, tracksOpensAndClicks: boolean, collection: { id: string, newsletterV3: { id: string } | null } | null };

type EditNewsletterOutcome_NotFound_Fragment = { __typename: 'NotFound', message: string };

type EditNewsletterOutcome_RateLimited_Fragment = { __typename: 'RateLimited', message: string };

type EditNewsletterOutcome_Unauthorized_Fragment = { __typename: 'Unauthorized', message: string };

export type EditNewsletterOutcomeFragment =
  | EditNewsletterOutcome_AlreadyExists_Fragment
  | EditNewsletterOutcome_BadRequest_Fragment
  | EditNewsletterOutcome_Forbidden_Fragment
  | EditNewsletterOutcome_NewsletterV3_Fragment
  | EditNewsletterOutcome_NotFound_Fragment
  | EditNewsletterOutcome_RateLimited_Fragment
  | EditNewsletterOutcome_Unauthorized_Fragment
;

export type CreateNewsletterV3MutationVariables = Exact<{
  collectionId: string;
  name: string;
  description?: string | null | undefined;
  showPromo?: boolean | null | undefined;
}>;


export type CreateNewsletterV3Mutation = { result:
    | { __typename: 'AlreadyExists', message: string }
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NewsletterV3', id: string, slug: string, name: string, description: string, showPromo: boolean, tracksOpensAndClicks: boolean, collection: { id: string, newsletterV3: { id: string } | null } | null }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type UpdateNewsletterV3MutationVariables = Exact<{
  newsletterV3Id: string;
  name?: string | null | undefined;
  description?: string | null | undefined;
  showPromo?: boolean | null | undefined;
  tracksOpensAndClicks?: boolean | null | undefined;
}>;


export type UpdateNewsletterV3Mutation = { result:
    | { __typename: 'AlreadyExists', message: string }
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NewsletterV3', id: string, slug: string, name: string, description: string, showPromo: boolean, tracksOpensAndClicks: boolean, collection: { id: string, newsletterV3: { id: string } | null } | null }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type PublicationNewsletterQueryVariables = Exact<{
  domainOrSlug: string;
}>;


export type PublicationNewsletterQuery = { collectionByDomainOrSlug: { domain: string | null, id: string, slug: string, name: string, newsletterV3: { id: string, slug: string, name: string, description: string, tracksOpensAndClicks: boolean, showPromo: boolean, subscriberCount: number, viewerEdge: { id: string, isSubscribed: boolean } } | null, viewerEdge: { id: string, isEditor: boolean } } | null };

export type PendingSubmissionsQueryVariables = Exact<{
  collectionId: string;
  limit?: number | null | undefined;
}>;


export type PendingSubmissionsQuery = { pendingSubmissions:
    | { __typename: 'BadRequest' }
    | { __typename: 'Forbidden' }
    | { __typename: 'NotFound' }
    | { __typename: 'PostConnection', posts: Array<{ id: string, title: string, uniqueSlug: string, statusForCollection: PostCollectionStatus | null, creator: { id: string, name: string, username: string } }> }
    | { __typename: 'Unauthorized' }
   };

type SubmissionDecision_BadRequest_Fragment = { __typename: 'BadRequest', message: string };

type SubmissionDecision_Conflict_Fragment = { __typename: 'Conflict', message: string };

type SubmissionDecision_Forbidden_Fragment = { __typename: 'Forbidden', message: string };

type SubmissionDecision_NotFound_Fragment = { __typename: 'NotFound', message: string };

type SubmissionDecision_Post_Fragment = { __typename: 'Post', id: string, statusForCollection: PostCollectionStatus | null };

type SubmissionDecision_RateLimited_Fragment = { __typename: 'RateLimited', message: string };

type SubmissionDecision_Unauthorized_Fragment = { __typename: 'Unauthorized', message: string };

export type SubmissionDecisionFragment =
  | SubmissionDecision_BadRequest_Fragment
  | SubmissionDecision_Conflict_Fragment
  | SubmissionDecision_Forbidden_Fragment
  | SubmissionDecision_NotFound_Fragment
  | SubmissionDecision_Post_Fragment
  | SubmissionDecision_RateLimited_Fragment
  | SubmissionDecision_Unauthorized_Fragment
;

export type ApprovePostSubmissionMutationVariables = Exact<{
  postId: string;
}>;


export type ApprovePostSubmissionMutation = { approvePostSubmission:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Conflict', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Post', id: string, statusForCollection: PostCollectionStatus | null }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type DeclinePostSubmissionMutationVariables = Exact<{
  postId: string;
}>;


export type DeclinePostSubmissionMutation = { declinePostSubmission:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Conflict', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Post', id: string, statusForCollection: PostCollectionStatus | null }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type PublicationCard_CollectionFragment = { id: string, slug: string, name: string, description: string, domain: string | null, subscriberCount: number, avatar: { id: string } | null, viewerEdge: { id: string, isEditor: boolean, isFollowing: boolean, isMuting: boolean }, newsletterV3: { showPromo: boolean, id: string, subscriberCount: number, viewerEdge: { id: string, isSubscribed: boolean } } | null };

export type PublicationProfile_CollectionFragment = { id: string, slug: string, name: string, description: string, domain: string | null, subscriberCount: number, postsConnection: { posts: Array<{ id: string, uniqueSlug: string, title: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: PostCollectionStatus | null, previewImage: { id: string, alt: string | null, focusPercentX: number | null, focusPercentY: number | null, originalWidth: number | null, originalHeight: number | null } | null, extendedPreviewContent: { subtitle: string }, creator: { id: string, name: string, username: string, imageId: string | null, hasSubdomain: boolean, membership: { id: string, tier: MembershipTier, friendSince: number | null } | null }, collection: { id: string, slug: string, name: string, domain: string | null } | null }>, pagingInfo: { next: { limit: number, to: string | null } | null } }, avatar: { id: string } | null, viewerEdge: { id: string, isEditor: boolean, isFollowing: boolean, isMuting: boolean }, newsletterV3: { showPromo: boolean, id: string, subscriberCount: number, viewerEdge: { id: string, isSubscribed: boolean } } | null };

export type PublicationProfileMainCollectionQueryVariables = Exact<{
  domainOrSlug: string;
  limit: number;
  to?: string | null | undefined;
}>;


export type PublicationProfileMainCollectionQuery = { collectionByDomainOrSlug: { id: string, slug: string, name: string, description: string, domain: string | null, subscriberCount: number, postsConnection: { posts: Array<{ id: string, uniqueSlug: string, title: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: PostCollectionStatus | null, previewImage: { id: string, alt: string | null, focusPercentX: number | null, focusPercentY: number | null, originalWidth: number | null, originalHeight: number | null } | null, extendedPreviewContent: { subtitle: string }, creator: { id: string, name: string, username: string, imageId: string | null, hasSubdomain: boolean, membership: { id: string, tier: MembershipTier, friendSince: number | null } | null }, collection: { id: string, slug: string, name: string, domain: string | null } | null }>, pagingInfo: { next: { limit: number, to: string | null } | null } }, avatar: { id: string } | null, viewerEdge: { id: string, isEditor: boolean, isFollowing: boolean, isMuting: boolean }, newsletterV3: { showPromo: boolean, id: string, subscriberCount: number, viewerEdge: { id: string, isSubscribed: boolean } } | null } | null };

export type PublicationProfileMainPublicationQueryVariables = Exact<{
  id: string;
  limit: number;
  to?: string | null | undefined;
}>;


export type PublicationProfileMainPublicationQuery = { collection: { id: string, slug: string, name: string, description: string, domain: string | null, subscriberCount: number, postsConnection: { posts: Array<{ id: string, uniqueSlug: string, title: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: PostCollectionStatus | null, previewImage: { id: string, alt: string | null, focusPercentX: number | null, focusPercentY: number | null, originalWidth: number | null, originalHeight: number | null } | null, extendedPreviewContent: { subtitle: string }, creator: { id: string, name: string, username: string, imageId: string | null, hasSubdomain: boolean, membership: { id: string, tier: MembershipTier, friendSince: number | null } | null }, collection: { id: string, slug: string, name: string, domain: string | null } | null }>, pagingInfo: { next: { limit: number, to: string | null } | null } }, avatar: { id: string } | null, viewerEdge: { id: string, isEditor: boolean, isFollowing: boolean, isMuting: boolean }, newsletterV3: { showPromo: boolean, id: string, subscriberCount: number, viewerEdge: { id: string, isSubscribed: boolean } } | null } | null };

export type PublicationSubmissionsQueryVariables = Exact<{
  domainOrSlug: string;
}>;


export type PublicationSubmissionsQuery = { collectionByDomainOrSlug: { id: string, slug: string, name: string, viewerEdge: { id: string, isEditor: boolean } } | null };

export type PublicationTaggedQueryVariables = Exact<{
  domainOrSlug: string;
  tagSlug: string;
  limit: number;
  to?: string | null | undefined;
}>;


export type PublicationTaggedQuery = { collectionByDomainOrSlug: { id: string, slug: string, name: string, description: string, domain: string | null, subscriberCount: number, taggedPostsConnection: { posts: Array<{ id: string, uniqueSlug: string, title: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: PostCollectionStatus | null, previewImage: { id: string, alt: string | null, focusPercentX: number | null, focusPercentY: number | null, originalWidth: number | null, originalHeight: number | null } | null, extendedPreviewContent: { subtitle: string }, creator: { id: string, name: string, username: string, imageId: string | null, hasSubdomain: boolean, membership: { id: string, tier: MembershipTier, friendSince: number | null } | null }, collection: { id: string, slug: string, name: string, domain: string | null } | null }>, pagingInfo: { next: { limit: number, to: string | null } | null } }, avatar: { id: string } | null, viewerEdge: { id: string, isEditor: boolean, isFollowing: boolean, isMuting: boolean }, newsletterV3: { showPromo: boolean, id: string, subscriberCount: number, viewerEdge: { id: string, isSubscribed: boolean } } | null } | null, tag: { id: string, displayTitle: string } | null };

type ReadingHistoryEditResult_Result_BadRequest_Fragment = { __typename: 'BadRequest', message: string };

type ReadingHistoryEditResult_Result_RateLimited_Fragment = { __typename: 'RateLimited', message: string };

type ReadingHistoryEditResult_Result_ReadingHistoryState_Fragment = { __typename: 'ReadingHistoryState', isPaused: boolean };

type ReadingHistoryEditResult_Result_Unauthorized_Fragment = { __typename: 'Unauthorized', message: string };

export type ReadingHistoryEditResult_ResultFragment =
  | ReadingHistoryEditResult_Result_BadRequest_Fragment
  | ReadingHistoryEditResult_Result_RateLimited_Fragment
  | ReadingHistoryEditResult_Result_ReadingHistoryState_Fragment
  | ReadingHistoryEditResult_Result_Unauthorized_Fragment
;

export type RemoveFromReadingHistoryMutationVariables = Exact<{
  postId: string;
}>;


export type RemoveFromReadingHistoryMutation = { result:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'ReadingHistoryState', isPaused: boolean }
    | { __typename: 'Unauthorized', message: string }
   };

export type ClearReadingHistoryMutationVariables = Exact<{ [key: string]: never; }>;


export type ClearReadingHistoryMutation = { result:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'ReadingHistoryState', isPaused: boolean }
    | { __typename: 'Unauthorized', message: string }
   };

export type SetReadingHistoryPausedMutationVariables = Exact<{
  paused: boolean;
}>;


export type SetReadingHistoryPausedMutation = { result:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'ReadingHistoryState', isPaused: boolean }
    | { __typename: 'Unauthorized', message: string }
   };

export type ReadingHistoryQueryVariables = Exact<{
  limit: number;
  to?: string | null | undefined;
}>;


export type ReadingHistoryQuery = { viewer: { id: string, readingHistory: { isPaused: boolean, entries: Array<{ lastReadAt: number, finishedAt: number | null, post: { id: string, title: string, uniqueSlug: string, statusForCollection: PostCollectionStatus | null, creator: { id: string, name: string, username: string }, collection: { id: string, slug: string, name: string } | null } }>, pagingInfo: { next: { limit: number, to: string | null } | null } } | null } | null };

export type HistoryEntry_PostFragment = { id: string, title: string, uniqueSlug: string, statusForCollection: PostCollectionStatus | null, creator: { id: string, name: string, username: string }, collection: { id: string, slug: string, name: string } | null };

export type SeriesCandidatesQueryVariables = Exact<{ [key: string]: never; }>;


export type SeriesCandidatesQuery = { seriesCandidates:
    | { __typename: 'PostConnection', posts: Array<{ id: string, title: string }> }
    | { __typename: 'Unauthorized' }
   };

type SeriesEdit_Refusal_BadRequest_Fragment = { message: string };

type SeriesEdit_Refusal_Conflict_Fragment = { message: string };

type SeriesEdit_Refusal_Forbidden_Fragment = { message: string };

type SeriesEdit_Refusal_NotFound_Fragment = { message: string };

type SeriesEdit_Refusal_RateLimited_Fragment = { message: string };

type SeriesEdit_Refusal_Unauthorized_Fragment = { message: string };

export type SeriesEdit_RefusalFragment =
  | SeriesEdit_Refusal_BadRequest_Fragment
  | SeriesEdit_Refusal_Conflict_Fragment
  | SeriesEdit_Refusal_Forbidden_Fragment
  | SeriesEdit_Refusal_NotFound_Fragment
  | SeriesEdit_Refusal_RateLimited_Fragment
  | SeriesEdit_Refusal_Unauthorized_Fragment
;

export type AddToSeriesMutationVariables = Exact<{
  seriesId: string;
  postId: string;
  version: number;
}>;


export type AddToSeriesMutation = { addToSeries:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Conflict', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Series', sequenceSlug: string, version: number, post: { id: string, title: string, uniqueSlug: string, extendedPreviewContent: { subtitle: string }, creator: { id: string, name: string, username: string, hasSubdomain: boolean } }, stories: Array<{ id: string, uniqueSlug: string, title: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: PostCollectionStatus | null, previewImage: { id: string, alt: string | null, focusPercentX: number | null, focusPercentY: number | null, originalWidth: number | null, originalHeight: number | null } | null, extendedPreviewContent: { subtitle: string }, creator: { id: string, name: string, username: string, imageId: string | null, hasSubdomain: boolean, membership: { id: string, tier: MembershipTier, friendSince: number | null } | null }, collection: { id: string, slug: string, name: string, domain: string | null } | null }> }
    | { __typename: 'Unauthorized', message: string }
   };

export type RemoveFromSeriesMutationVariables = Exact<{
  seriesId: string;
  postId: string;
  version: number;
}>;


export type RemoveFromSeriesMutation = { removeFromSeries:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Conflict', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Series', sequenceSlug: string, version: number, post: { id: string, title: string, uniqueSlug: string, extendedPreviewContent: { subtitle: string }, creator: { id: string, name: string, username: string, hasSubdomain: boolean } }, stories: Array<{ id: string, uniqueSlug: string, title: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: PostCollectionStatus | null, previewImage: { id: string, alt: string | null, focusPercentX: number | null, focusPercentY: number | null, originalWidth: number | null, originalHeight: number | null } | null, extendedPreviewContent: { subtitle: string }, creator: { id: string, name: string, username: string, imageId: string | null, hasSubdomain: boolean, membership: { id: string, tier: MembershipTier, friendSince: number | null } | null }, collection: { id: string, slug: string, name: string, domain: string | null } | null }> }
    | { __typename: 'Unauthorized', message: string }
   };

export type MoveInSeriesMutationVariables = Exact<{
  seriesId: string;
  postId: string;
  position: number;
  version: number;
}>;


export type MoveInSeriesMutation = { moveInSeries:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Conflict', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Series', sequenceSlug: string, version: number, post: { id: string, title: string, uniqueSlug: string, extendedPreviewContent: { subtitle: string }, creator: { id: string, name: string, username: string, hasSubdomain: boolean } }, stories: Array<{ id: string, uniqueSlug: string, title: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: PostCollectionStatus | null, previewImage: { id: string, alt: string | null, focusPercentX: number | null, focusPercentY: number | null, originalWidth: number | null, originalHeight: number | null } | null, extendedPreviewContent: { subtitle: string }, creator: { id: string, name: string, username: string, imageId: string | null, hasSubdomain: boolean, membership: { id: string, tier: MembershipTier, friendSince: number | null } | null }, collection: { id: string, slug: string, name: string, domain: string | null } | null }> }
    | { __typename: 'Unauthorized', message: string }
   };

export type SeriesLibraryQueryVariables = Exact<{
  limit: number;
  to?: string | null | undefined;
}>;


export type SeriesLibraryQuery = { seriesLibrary:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'LibrarySeriesConnection', series: Array<{ sequenceSlug: string, storyCount: number, coverImage: { id: string, alt: string | null, focusPercentX: number | null, focusPercentY: number | null, originalWidth: number | null, originalHeight: number | null } | null, post: { id: string, title: string, extendedPreviewContent: { subtitle: string }, creator: { id: string, name: string, username: string, imageId: string | null, hasSubdomain: boolean } } }>, pagingInfo: { next: { limit: number, to: string | null } | null } }
   };

export type SeriesPage_SeriesFragment = { sequenceSlug: string, version: number, post: { id: string, title: string, uniqueSlug: string, extendedPreviewContent: { subtitle: string }, creator: { id: string, name: string, username: string, hasSubdomain: boolean } }, stories: Array<{ id: string, uniqueSlug: string, title: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: PostCollectionStatus | null, previewImage: { id: string, alt: string | null, focusPercentX: number | null, focusPercentY: number | null, originalWidth: number | null, originalHeight: number | null } | null, extendedPreviewContent: { subtitle: string }, creator: { id: string, name: string, username: string, imageId: string | null, hasSubdomain: boolean, membership: { id: string, tier: MembershipTier, friendSince: number | null } | null }, collection: { id: string, slug: string, name: string, domain: string | null } | null }> };

export type SeriesPageQueryVariables = Exact<{
  postId: string;
}>;


export type SeriesPageQuery = { series:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Series', sequenceSlug: string, version: number, post: { id: string, title: string, uniqueSlug: string, extendedPreviewContent: { subtitle: string }, creator: { id: string, name: string, username: string, hasSubdomain: boolean } }, stories: Array<{ id: string, uniqueSlug: string, title: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: PostCollectionStatus | null, previewImage: { id: string, alt: string | null, focusPercentX: number | null, focusPercentY: number | null, originalWidth: number | null, originalHeight: number | null } | null, extendedPreviewContent: { subtitle: string }, creator: { id: string, name: string, username: string, imageId: string | null, hasSubdomain: boolean, membership: { id: string, tier: MembershipTier, friendSince: number | null } | null }, collection: { id: string, slug: string, name: string, domain: string | null } | null }> }
   };

export type BillingHistoryQueryVariables = Exact<{
  limit: number;
  to?: string | null | undefined;
}>;


export type BillingHistoryQuery = { billingHistory:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'ChargeConnection', charges: Array<{ id: string, createdAt: number, productKind: ChargeProductKind, status: ChargeStatus, currency: MembershipCurrency, amount: number }>, pagingInfo: { next: { limit: number, to: string | null } | null } }
    | { __typename: 'Unauthorized', message: string }
   };

export type ClaimSubdomainMutationVariables = Exact<{ [key: string]: never; }>;


export type ClaimSubdomainMutation = { claimSubdomain:
    | { __typename: 'AlreadyExists', message: string }
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
    | { __typename: 'User', id: string, name: string, username: string, bio: string, pronouns: Array<string>, imageId: string | null, emailObfuscated: string | null, unverifiedEmail: string | null, hasSubdomain: boolean }
   };

export type CreateIntegrationTokenMutationVariables = Exact<{
  description: string;
}>;


export type CreateIntegrationTokenMutation = { createIntegrationToken:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'CreatedIntegrationToken', token: string, integrationToken: { id: string, description: string, createdAt: number, lastUsedAt: number | null } }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type DisconnectAccountMutationVariables = Exact<{
  provider: string;
}>;


export type DisconnectAccountMutation = { disconnectAccount:
    | { __typename: 'AlreadyExists', message: string }
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
    | { __typename: 'User', id: string, connectedAccounts: Array<{ provider: string, connectedAt: number }> | null }
   };

export type NewsletterSubscriptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type NewsletterSubscriptionsQuery = { viewerNewsletterSubscriptions: Array<{ name: string, id: string, subscriberCount: number, user: { id: string, username: string, hasSubdomain: boolean } | null, viewerEdge: { id: string, isSubscribed: boolean } }> | null };

export type RequestEmailChangeMutationVariables = Exact<{
  email: string;
}>;


export type RequestEmailChangeMutation = { requestEmailChange:
    | { __typename: 'AlreadyExists', message: string }
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
    | { __typename: 'User', id: string, name: string, username: string, bio: string, pronouns: Array<string>, imageId: string | null, emailObfuscated: string | null, unverifiedEmail: string | null, hasSubdomain: boolean }
   };

export type RevokeIntegrationTokenMutationVariables = Exact<{
  id: string;
}>;


export type RevokeIntegrationTokenMutation = { revokeIntegrationToken:
    | { __typename: 'AlreadyExists', message: string }
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
    | { __typename: 'User', id: string, integrationTokens: Array<{ id: string, description: string, createdAt: number, lastUsedAt: number | null }> | null }
   };

export type RevokeSessionMutationVariables = Exact<{
  id: string;
}>;


export type RevokeSessionMutation = { revokeSession:
    | { __typename: 'AlreadyExists', message: string }
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
    | { __typename: 'User', id: string, sessions: Array<{ id: string, method: string, userAgent: string, createdAt: number, lastSeenAt: number, isCurrent: boolean }> | null }
   };

export type SettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsQuery = { viewer: { id: string, name: string, username: string, bio: string, pronouns: Array<string>, imageId: string | null, emailObfuscated: string | null, unverifiedEmail: string | null, hasSubdomain: boolean, hasPassword: boolean | null, publishingSettings: { allowEmailAddressSharingEditorWriter: boolean, defaultResponsesAllowed: ResponsesAllowed } | null, adminCollections: Array<{ id: string, name: string, slug: string, avatar: { id: string } | null }> | null, notificationSettings: { emailFrequency: EmailFrequency, digestFrequency: DigestFrequency, allowEmailNewFollowers: boolean, allowEmailResponses: boolean, allowEmailMentions: boolean, allowEmailHighlights: boolean, allowEmailRecommendedStories: boolean, allowEmailNewsletters: boolean, notifyNewFollowers: boolean, notifyClaps: boolean, notifyResponses: boolean, notifyHighlights: boolean, notifyListFollows: boolean, notifyNewStories: boolean, notifySubmissions: boolean, notifyGifts: boolean, notifyMentions: boolean } | null, membership: { id: string, tier: MembershipTier, memberSince: number | null, friendSince: number | null } | null, sessions: Array<{ id: string, method: string, userAgent: string, createdAt: number, lastSeenAt: number, isCurrent: boolean }> | null, connectedAccounts: Array<{ provider: string, connectedAt: number }> | null, integrationTokens: Array<{ id: string, description: string, createdAt: number, lastUsedAt: number | null }> | null } | null };

export type UnclaimSubdomainMutationVariables = Exact<{ [key: string]: never; }>;


export type UnclaimSubdomainMutation = { unclaimSubdomain:
    | { __typename: 'AlreadyExists', message: string }
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
    | { __typename: 'User', id: string, name: string, username: string, bio: string, pronouns: Array<string>, imageId: string | null, emailObfuscated: string | null, unverifiedEmail: string | null, hasSubdomain: boolean }
   };

export type UpdateNotificationSettingsMutationVariables = Exact<{
  input: NotificationSettingsInput;
}>;


export type UpdateNotificationSettingsMutation = { updateNotificationSettings:
    | { __typename: 'AlreadyExists', message: string }
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
    | { __typename: 'User', id: string, notificationSettings: { emailFrequency: EmailFrequency, digestFrequency: DigestFrequency, allowEmailNewFollowers: boolean, allowEmailResponses: boolean, allowEmailMentions: boolean, allowEmailHighlights: boolean, allowEmailRecommendedStories: boolean, allowEmailNewsletters: boolean, notifyNewFollowers: boolean, notifyClaps: boolean, notifyResponses: boolean, notifyHighlights: boolean, notifyListFollows: boolean, notifyNewStories: boolean, notifySubmissions: boolean, notifyGifts: boolean, notifyMentions: boolean } | null }
   };

export type UpdatePublishingSettingsMutationVariables = Exact<{
  input: PublishingSettingsInput;
}>;


export type UpdatePublishingSettingsMutation = { updatePublishingSettings:
    | { __typename: 'AlreadyExists', message: string }
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
    | { __typename: 'User', id: string, username: string, publishingSettings: { allowEmailAddressSharingEditorWriter: boolean, defaultResponsesAllowed: ResponsesAllowed } | null, adminCollections: Array<{ id: string, name: string, slug: string, avatar: { id: string } | null }> | null }
   };

export type UpdateUsernameMutationVariables = Exact<{
  username: string;
}>;


export type UpdateUsernameMutation = { updateUsername:
    | { __typename: 'AlreadyExists', message: string }
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
    | { __typename: 'User', id: string, name: string, username: string, bio: string, pronouns: Array<string>, imageId: string | null, emailObfuscated: string | null, unverifiedEmail: string | null, hasSubdomain: boolean }
   };

export type UpdateViewerProfileMutationVariables = Exact<{
  input: UpdateViewerProfileInput;
}>;


export type UpdateViewerProfileMutation = { updateViewerProfile:
    | { __typename: 'AlreadyExists', message: string }
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
    | { __typename: 'User', id: string, name: string, username: string, bio: string, pronouns: Array<string>, imageId: string | null, emailObfuscated: string | null, unverifiedEmail: string | null, hasSubdomain: boolean }
   };

export type AvatarImage_UserFragment = { id: string, imageId: string | null };

type ViewerUpdateResult_Problem_AlreadyExists_Fragment = { message: string };

type ViewerUpdateResult_Problem_BadRequest_Fragment = { message: string };

type ViewerUpdateResult_Problem_Forbidden_Fragment = { message: string };

type ViewerUpdateResult_Problem_NotFound_Fragment = { message: string };

type ViewerUpdateResult_Problem_RateLimited_Fragment = { message: string };

type ViewerUpdateResult_Problem_Unauthorized_Fragment = { message: string };

export type ViewerUpdateResult_ProblemFragment =
  | ViewerUpdateResult_Problem_AlreadyExists_Fragment
  | ViewerUpdateResult_Problem_BadRequest_Fragment
  | ViewerUpdateResult_Problem_Forbidden_Fragment
  | ViewerUpdateResult_Problem_NotFound_Fragment
  | ViewerUpdateResult_Problem_RateLimited_Fragment
  | ViewerUpdateResult_Problem_Unauthorized_Fragment
;

export type AccountSettings_UserFragment = { id: string, name: string, username: string, bio: string, pronouns: Array<string>, imageId: string | null, emailObfuscated: string | null, unverifiedEmail: string | null, hasSubdomain: boolean };

export type MembershipSettings_UserFragment = { id: string, membership: { id: string, tier: MembershipTier, memberSince: number | null, friendSince: number | null } | null };

export type NotificationSettings_UserFragment = { id: string, notificationSettings: { emailFrequency: EmailFrequency, digestFrequency: DigestFrequency, allowEmailNewFollowers: boolean, allowEmailResponses: boolean, allowEmailMentions: boolean, allowEmailHighlights: boolean, allowEmailRecommendedStories: boolean, allowEmailNewsletters: boolean, notifyNewFollowers: boolean, notifyClaps: boolean, notifyResponses: boolean, notifyHighlights: boolean, notifyListFollows: boolean, notifyNewStories: boolean, notifySubmissions: boolean, notifyGifts: boolean, notifyMentions: boolean } | null };

export type PublishingSettings_UserFragment = { id: string, username: string, publishingSettings: { allowEmailAddressSharingEditorWriter: boolean, defaultResponsesAllowed: ResponsesAllowed } | null, adminCollections: Array<{ id: string, name: string, slug: string, avatar: { id: string } | null }> | null };

export type IntegrationToken_RowFragment = { id: string, description: string, createdAt: number, lastUsedAt: number | null };

export type SessionsSettings_UserFragment = { id: string, sessions: Array<{ id: string, method: string, userAgent: string, createdAt: number, lastSeenAt: number, isCurrent: boolean }> | null };

export type TokensSettings_UserFragment = { id: string, integrationTokens: Array<{ id: string, description: string, createdAt: number, lastUsedAt: number | null }> | null };

export type ConnectionsSettings_UserFragment = { id: string, connectedAccounts: Array<{ provider: string, connectedAt: number }> | null };

export type SecuritySettings_UserFragment = { id: string, hasPassword: boolean | null, sessions: Array<{ id: string, method: string, userAgent: string, createdAt: number, lastSeenAt: number, isCurrent: boolean }> | null, connectedAccounts: Array<{ provider: string, connectedAt: number }> | null, integrationTokens: Array<{ id: string, description: string, createdAt: number, lastUsedAt: number | null }> | null };

export type PublishedStoryQueryVariables = Exact<{
  id: string;
}>;


export type PublishedStoryQuery = { postResult:
    | { __typename: 'BadRequest' }
    | { __typename: 'NotFound' }
    | { __typename: 'Post', id: string, title: string, uniqueSlug: string, visibility: PostVisibility, isPublished: boolean, statusForCollection: PostCollectionStatus | null, creator: { id: string, username: string }, collection: { id: string, slug: string, name: string } | null }
   };

export type PostSettingsAccessQueryVariables = Exact<{
  postId: string;
}>;


export type PostSettingsAccessQuery = { postSettings:
    | { __typename: 'BadRequest' }
    | { __typename: 'NotFound' }
    | { __typename: 'PostSettings' }
    | { __typename: 'Unauthorized' }
   };

export type PostSettings_SettingsFragment = { id: string, slug: string, seoTitle: string | null, seoDescription: string | null, canonicalUrl: string | null, showInRecommendations: boolean, createdAt: number, wordCount: number, post: { id: string, title: string, uniqueSlug: string, isPublished: boolean, visibility: PostVisibility, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, latestPublishedAt: number | null, updatedAt: number, statusForCollection: PostCollectionStatus | null, extendedPreviewContent: { subtitle: string }, tags: Array<{ id: string, displayTitle: string }>, creator: { id: string, username: string }, collection: { id: string, slug: string, name: string } | null } };

export type PostSettingsQueryVariables = Exact<{
  postId: string;
}>;


export type PostSettingsQuery = { postSettings:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'PostSettings', id: string, slug: string, seoTitle: string | null, seoDescription: string | null, canonicalUrl: string | null, showInRecommendations: boolean, createdAt: number, wordCount: number, post: { id: string, title: string, uniqueSlug: string, isPublished: boolean, visibility: PostVisibility, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, latestPublishedAt: number | null, updatedAt: number, statusForCollection: PostCollectionStatus | null, extendedPreviewContent: { subtitle: string }, tags: Array<{ id: string, displayTitle: string }>, creator: { id: string, username: string }, collection: { id: string, slug: string, name: string } | null } }
    | { __typename: 'Unauthorized', message: string }
   };

export type UpdatePostSettingsMutationVariables = Exact<{
  input: UpdatePostSettingsInput;
}>;


export type UpdatePostSettingsMutation = { updatePostSettings:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'PostSettings', id: string, slug: string, seoTitle: string | null, seoDescription: string | null, canonicalUrl: string | null, showInRecommendations: boolean, createdAt: number, wordCount: number, post: { id: string, title: string, uniqueSlug: string, isPublished: boolean, visibility: PostVisibility, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, latestPublishedAt: number | null, updatedAt: number, statusForCollection: PostCollectionStatus | null, extendedPreviewContent: { subtitle: string }, tags: Array<{ id: string, displayTitle: string }>, creator: { id: string, username: string }, collection: { id: string, slug: string, name: string } | null } }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type TopicHeader_TagFragment = { id: string, displayTitle: string, postCount: number, followerCount: number, viewerEdge: { id: string, isFollowing: boolean } };

export type TopicWriter_UserFragment = { id: string, name: string, username: string, bio: string, imageId: string | null, socialStats: { followerCount: number, followingCount: number }, viewerEdge: { id: string, createdAt: number | null, isFollowing: boolean, isMuting: boolean } };

export type TopicLatestQueryVariables = Exact<{
  tagSlug: string;
  limit: number;
  to?: string | null | undefined;
}>;


export type TopicLatestQuery = { tag: { id: string, displayTitle: string, postCount: number, followerCount: number, postsConnection: { posts: Array<{ id: string, uniqueSlug: string, title: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: PostCollectionStatus | null, previewImage: { id: string, alt: string | null, focusPercentX: number | null, focusPercentY: number | null, originalWidth: number | null, originalHeight: number | null } | null, extendedPreviewContent: { subtitle: string }, creator: { id: string, name: string, username: string, imageId: string | null, hasSubdomain: boolean, membership: { id: string, tier: MembershipTier, friendSince: number | null } | null }, collection: { id: string, slug: string, name: string, domain: string | null } | null }>, pagingInfo: { next: { limit: number, to: string | null } | null } }, viewerEdge: { id: string, isFollowing: boolean } } | null };

export type TopicTopQueryVariables = Exact<{
  tagSlug: string;
  timePeriod: TagTimePeriod;
}>;


export type TopicTopQuery = { tag: { id: string, displayTitle: string, postCount: number, followerCount: number, topPosts: Array<{ id: string, uniqueSlug: string, title: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: PostCollectionStatus | null, previewImage: { id: string, alt: string | null, focusPercentX: number | null, focusPercentY: number | null, originalWidth: number | null, originalHeight: number | null } | null, extendedPreviewContent: { subtitle: string }, creator: { id: string, name: string, username: string, imageId: string | null, hasSubdomain: boolean, membership: { id: string, tier: MembershipTier, friendSince: number | null } | null }, collection: { id: string, slug: string, name: string, domain: string | null } | null }>, viewerEdge: { id: string, isFollowing: boolean } } | null };

export type TopicArchiveQueryVariables = Exact<{
  tagSlug: string;
  year: number;
  month?: number | null | undefined;
  limit: number;
  to?: string | null | undefined;
}>;


export type TopicArchiveQuery = { tag: { archiveYears: Array<number>, id: string, displayTitle: string, postCount: number, followerCount: number, archivePostsConnection: { posts: Array<{ id: string, uniqueSlug: string, title: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: PostCollectionStatus | null, previewImage: { id: string, alt: string | null, focusPercentX: number | null, focusPercentY: number | null, originalWidth: number | null, originalHeight: number | null } | null, extendedPreviewContent: { subtitle: string }, creator: { id: string, name: string, username: string, imageId: string | null, hasSubdomain: boolean, membership: { id: string, tier: MembershipTier, friendSince: number | null } | null }, collection: { id: string, slug: string, name: string, domain: string | null } | null }>, pagingInfo: { next: { limit: number, to: string | null } | null } }, viewerEdge: { id: string, isFollowing: boolean } } | null };

export type TopicRecommendedQueryVariables = Exact<{
  tagSlug: string;
}>;


export type TopicRecommendedQuery = { tag: { id: string, displayTitle: string, postCount: number, followerCount: number, recommendedPosts: Array<{ id: string, uniqueSlug: string, title: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: PostCollectionStatus | null, previewImage: { id: string, alt: string | null, focusPercentX: number | null, focusPercentY: number | null, originalWidth: number | null, originalHeight: number | null } | null, extendedPreviewContent: { subtitle: string }, creator: { id: string, name: string, username: string, imageId: string | null, hasSubdomain: boolean, membership: { id: string, tier: MembershipTier, friendSince: number | null } | null }, collection: { id: string, slug: string, name: string, domain: string | null } | null }>, viewerEdge: { id: string, isFollowing: boolean } } | null };

export type TopicWhoToFollowQueryVariables = Exact<{
  tagSlug: string;
}>;


export type TopicWhoToFollowQuery = { tag: { id: string, displayTitle: string, postCount: number, followerCount: number, topWriters: Array<{ id: string, name: string, username: string, bio: string, imageId: string | null, socialStats: { followerCount: number, followingCount: number }, viewerEdge: { id: string, createdAt: number | null, isFollowing: boolean, isMuting: boolean } }>, viewerEdge: { id: string, isFollowing: boolean } } | null };

export type TopicRelatedTagsQueryVariables = Exact<{
  tagSlug: string;
}>;


export type TopicRelatedTagsQuery = { tag: { id: string, relatedTags: Array<{ id: string, displayTitle: string }> } | null };

export type FollowTopicMutationVariables = Exact<{
  topicSlug: string;
}>;


export type FollowTopicMutation = { result:
    | { __typename: 'BadRequest' }
    | { __typename: 'NotFound' }
    | { __typename: 'RateLimited' }
    | { __typename: 'Topic', id: string, name: string, description: string, tagId: string, tags: Array<{ id: string, displayTitle: string, postCount: number }>, viewerEdge: { id: string, isFollowing: boolean } }
    | { __typename: 'Unauthorized' }
   };

export type UnfollowTopicMutationVariables = Exact<{
  topicSlug: string;
}>;


export type UnfollowTopicMutation = { result:
    | { __typename: 'BadRequest' }
    | { __typename: 'NotFound' }
    | { __typename: 'RateLimited' }
    | { __typename: 'Topic', id: string, name: string, description: string, tagId: string, tags: Array<{ id: string, displayTitle: string, postCount: number }>, viewerEdge: { id: string, isFollowing: boolean } }
    | { __typename: 'Unauthorized' }
   };

export type TopicCard_TopicFragment = { id: string, name: string, description: string, tagId: string, tags: Array<{ id: string, displayTitle: string, postCount: number }>, viewerEdge: { id: string, isFollowing: boolean } };

export type TopicsQueryVariables = Exact<{ [key: string]: never; }>;


export type TopicsQuery = { topics: Array<{ id: string, name: string, description: string, tagId: string, tags: Array<{ id: string, displayTitle: string, postCount: number }>, viewerEdge: { id: string, isFollowing: boolean } }> };

export type StartPaymentMethodUpdateMutationVariables = Exact<{
  returnPath?: string | null | undefined;
}>;


export type StartPaymentMethodUpdateMutation = { startPaymentMethodUpdate:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Conflict', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'PaymentMethodUpdate', url: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type ProfileUser_UserFragment = { id: string, name: string, username: string, bio: string, imageId: string | null, newsletterV3Id: string, membership: { id: string, tier: MembershipTier, friendSince: number | null } | null, socialStats: { followerCount: number, followingCount: number }, viewerEdge: { id: string, isSubscribedToNewsletter: boolean, createdAt: number | null, isFollowing: boolean, isMuting: boolean } };

export type UserAboutQueryVariables = Exact<{
  username?: string | null | undefined;
  id?: string | null | undefined;
}>;


export type UserAboutQuery = { userResult:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'User', mediumMemberAt: number | null, id: string, name: string, username: string, bio: string, imageId: string | null, newsletterV3Id: string, membership: { id: string, tier: MembershipTier, friendSince: number | null } | null, socialStats: { followerCount: number, followingCount: number }, viewerEdge: { id: string, isSubscribedToNewsletter: boolean, createdAt: number | null, isFollowing: boolean, isMuting: boolean } }
   };

export type UserHighlightsQueryVariables = Exact<{
  id: string;
  limit: number;
  to?: string | null | undefined;
}>;


export type UserHighlightsQuery = { userResult:
    | { __typename: 'BadRequest' }
    | { __typename: 'NotFound' }
    | { __typename: 'User', id: string, highlights: { quotes: Array<{ quoteId: string, quote: string, note: string | null, isPrivate: boolean, post: { id: string, title: string, uniqueSlug: string, statusForCollection: PostCollectionStatus | null, creator: { id: string, username: string }, collection: { id: string, slug: string } | null } | null }>, pagingInfo: { next: { limit: number, to: string | null } | null } } }
   };

export type UserProfileQueryVariables = Exact<{
  username?: string | null | undefined;
  id?: string | null | undefined;
  limit: number;
  to?: string | null | undefined;
}>;


export type UserProfileQuery = { userResult:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'User', id: string, name: string, username: string, bio: string, imageId: string | null, newsletterV3Id: string, pinnedPosts: Array<{ id: string, uniqueSlug: string, title: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: PostCollectionStatus | null, previewImage: { id: string, alt: string | null, focusPercentX: number | null, focusPercentY: number | null, originalWidth: number | null, originalHeight: number | null } | null, extendedPreviewContent: { subtitle: string }, creator: { id: string, name: string, username: string, imageId: string | null, hasSubdomain: boolean, membership: { id: string, tier: MembershipTier, friendSince: number | null } | null }, collection: { id: string, slug: string, name: string, domain: string | null } | null }>, postsConnection: { posts: Array<{ id: string, uniqueSlug: string, title: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: PostCollectionStatus | null, previewImage: { id: string, alt: string | null, focusPercentX: number | null, focusPercentY: number | null, originalWidth: number | null, originalHeight: number | null } | null, extendedPreviewContent: { subtitle: string }, creator: { id: string, name: string, username: string, imageId: string | null, hasSubdomain: boolean, membership: { id: string, tier: MembershipTier, friendSince: number | null } | null }, collection: { id: string, slug: string, name: string, domain: string | null } | null }>, pagingInfo: { next: { limit: number, to: string | null } | null } }, membership: { id: string, tier: MembershipTier, friendSince: number | null } | null, socialStats: { followerCount: number, followingCount: number }, viewerEdge: { id: string, isSubscribedToNewsletter: boolean, createdAt: number | null, isFollowing: boolean, isMuting: boolean } }
   };

export type UserSeriesQueryVariables = Exact<{
  id: string;
  limit: number;
  to?: string | null | undefined;
}>;


export type UserSeriesQuery = { userResult:
    | { __typename: 'BadRequest' }
    | { __typename: 'NotFound' }
    | { __typename: 'User', id: string, seriesConnection: { posts: Array<{ id: string, uniqueSlug: string, title: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: PostCollectionStatus | null, previewImage: { id: string, alt: string | null, focusPercentX: number | null, focusPercentY: number | null, originalWidth: number | null, originalHeight: number | null } | null, extendedPreviewContent: { subtitle: string }, creator: { id: string, name: string, username: string, imageId: string | null, hasSubdomain: boolean, membership: { id: string, tier: MembershipTier, friendSince: number | null } | null }, collection: { id: string, slug: string, name: string, domain: string | null } | null }>, pagingInfo: { next: { limit: number, to: string | null } | null } } }
   };

export type CreateSeriesMutationVariables = Exact<{
  title: string;
  description?: string | null | undefined;
}>;


export type CreateSeriesMutation = { createSeries:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Series', sequenceSlug: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type UserClappedPostsQueryVariables = Exact<{
  id: string;
  limit: number;
  to?: string | null | undefined;
}>;


export type UserClappedPostsQuery = { userResult:
    | { __typename: 'BadRequest' }
    | { __typename: 'NotFound' }
    | { __typename: 'User', id: string, clappedPostsConnection: { posts: Array<{ id: string, uniqueSlug: string, title: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: PostCollectionStatus | null, previewImage: { id: string, alt: string | null, focusPercentX: number | null, focusPercentY: number | null, originalWidth: number | null, originalHeight: number | null } | null, extendedPreviewContent: { subtitle: string }, creator: { id: string, name: string, username: string, imageId: string | null, hasSubdomain: boolean, membership: { id: string, tier: MembershipTier, friendSince: number | null } | null }, collection: { id: string, slug: string, name: string, domain: string | null } | null }>, pagingInfo: { next: { limit: number, to: string | null } | null } } }
   };

export type UserResponsesQueryVariables = Exact<{
  id: string;
  limit: number;
  to?: string | null | undefined;
}>;


export type UserResponsesQuery = { userResult:
    | { __typename: 'BadRequest' }
    | { __typename: 'NotFound' }
    | { __typename: 'User', id: string, responsesConnection: { posts: Array<{ id: string, uniqueSlug: string, title: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: PostCollectionStatus | null, previewImage: { id: string, alt: string | null, focusPercentX: number | null, focusPercentY: number | null, originalWidth: number | null, originalHeight: number | null } | null, extendedPreviewContent: { subtitle: string }, creator: { id: string, name: string, username: string, imageId: string | null, hasSubdomain: boolean, membership: { id: string, tier: MembershipTier, friendSince: number | null } | null }, collection: { id: string, slug: string, name: string, domain: string | null } | null }>, pagingInfo: { next: { limit: number, to: string | null } | null } } }
   };

export type DeletePostMutationVariables = Exact<{
  targetPostId: string;
}>;


export type DeletePostMutation = { result:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'MovedPost', postId: string, title: string, filterBy: YourStoriesFilter, purgeAt: number | null }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

type MovePostResult_Result_BadRequest_Fragment = { __typename: 'BadRequest', message: string };

type MovePostResult_Result_MovedPost_Fragment = { __typename: 'MovedPost', postId: string, title: string, filterBy: YourStoriesFilter, purgeAt: number | null };

type MovePostResult_Result_NotFound_Fragment = { __typename: 'NotFound', message: string };

type MovePostResult_Result_RateLimited_Fragment = { __typename: 'RateLimited', message: string };

type MovePostResult_Result_Unauthorized_Fragment = { __typename: 'Unauthorized', message: string };

export type MovePostResult_ResultFragment =
  | MovePostResult_Result_BadRequest_Fragment
  | MovePostResult_Result_MovedPost_Fragment
  | MovePostResult_Result_NotFound_Fragment
  | MovePostResult_Result_RateLimited_Fragment
  | MovePostResult_Result_Unauthorized_Fragment
;

type PinPostResult_Result_BadRequest_Fragment = { __typename: 'BadRequest', message: string };

type PinPostResult_Result_Forbidden_Fragment = { __typename: 'Forbidden', message: string };

type PinPostResult_Result_MaxPinnedStoriesReached_Fragment = { __typename: 'MaxPinnedStoriesReached', message: string, maxPinnedStories: number };

type PinPostResult_Result_NotFound_Fragment = { __typename: 'NotFound', message: string };

type PinPostResult_Result_Post_Fragment = { __typename: 'Post', id: string, pinnedAt: number | null };

type PinPostResult_Result_RateLimited_Fragment = { __typename: 'RateLimited', message: string };

type PinPostResult_Result_Unauthorized_Fragment = { __typename: 'Unauthorized', message: string };

export type PinPostResult_ResultFragment =
  | PinPostResult_Result_BadRequest_Fragment
  | PinPostResult_Result_Forbidden_Fragment
  | PinPostResult_Result_MaxPinnedStoriesReached_Fragment
  | PinPostResult_Result_NotFound_Fragment
  | PinPostResult_Result_Post_Fragment
  | PinPostResult_Result_RateLimited_Fragment
  | PinPostResult_Result_Unauthorized_Fragment
;

export type PinPostMutationVariables = Exact<{
  postId: string;
}>;


export type PinPostMutation = { result:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'MaxPinnedStoriesReached', message: string, maxPinnedStories: number }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Post', id: string, pinnedAt: number | null }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type UnpinPostMutationVariables = Exact<{
  postId: string;
}>;


export type UnpinPostMutation = { result:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Forbidden', message: string }
    | { __typename: 'MaxPinnedStoriesReached', message: string, maxPinnedStories: number }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'Post', id: string, pinnedAt: number | null }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type UndeletePostMutationVariables = Exact<{
  targetPostId: string;
}>;


export type UndeletePostMutation = { result:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'MovedPost', postId: string, title: string, filterBy: YourStoriesFilter, purgeAt: number | null }
    | { __typename: 'NotFound', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'Unauthorized', message: string }
   };

export type YourStoriesMoreQueryVariables = Exact<{
  filterBy: YourStoriesFilter;
  limit: number;
  to?: string | null | undefined;
}>;


export type YourStoriesMoreQuery = { yourStories:
    | { __typename: 'BadRequest' }
    | { __typename: 'Unauthorized' }
    | { __typename: 'YourStories', posts: Array<{ id: string, title: string, isPublished: boolean, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, latestPublishedAt: number | null, updatedAt: number, pinnedAt: number | null, purgeAt: number | null, statusForCollection: PostCollectionStatus | null, collection: { id: string, name: string } | null }>, pagingInfo: { next: { limit: number, to: string | null } | null } }
   };

export type YourStoriesQueryVariables = Exact<{
  filterBy: YourStoriesFilter;
  limit: number;
  to?: string | null | undefined;
}>;


export type YourStoriesQuery = { yourStories:
    | { __typename: 'BadRequest', message: string }
    | { __typename: 'Unauthorized', message: string }
    | { __typename: 'YourStories', posts: Array<{ id: string, title: string, isPublished: boolean, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, latestPublishedAt: number | null, updatedAt: number, pinnedAt: number | null, purgeAt: number | null, statusForCollection: PostCollectionStatus | null, collection: { id: string, name: string } | null }>, pagingInfo: { next: { limit: number, to: string | null } | null }, counts: { drafts: number, public: number, responses: number, unlisted: number, deleted: number } }
   };

export type YourStoryRow_PostFragment = { id: string, title: string, isPublished: boolean, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, latestPublishedAt: number | null, updatedAt: number, pinnedAt: number | null, purgeAt: number | null, statusForCollection: PostCollectionStatus | null, collection: { id: string, name: string } | null };

export type VariantFlagsQueryVariables = Exact<{ [key: string]: never; }>;


export type VariantFlagsQuery = { variantFlags: Array<{ name: string, valueType: { boolValue: boolean | null, stringValue: string | null } }> };

export type PostRoute_PostFragment = { id: string, uniqueSlug: string, statusForCollection: PostCollectionStatus | null, creator: { id: string, username: string }, collection: { id: string, slug: string } | null };

type PublishResponseResult_Refusal_BadRequest_Fragment = { message: string };

type PublishResponseResult_Refusal_Conflict_Fragment = { message: string };

type PublishResponseResult_Refusal_Forbidden_Fragment = { message: string };

type PublishResponseResult_Refusal_NotFound_Fragment = { message: string };

type PublishResponseResult_Refusal_PublishingRestrictedBannedLinks_Fragment = { message: string };

type PublishResponseResult_Refusal_RateLimited_Fragment = { message: string };

type PublishResponseResult_Refusal_ResponseClosed_Fragment = { message: string };

type PublishResponseResult_Refusal_Unauthorized_Fragment = { message: string };

export type PublishResponseResult_RefusalFragment =
  | PublishResponseResult_Refusal_BadRequest_Fragment
  | PublishResponseResult_Refusal_Conflict_Fragment
  | PublishResponseResult_Refusal_Forbidden_Fragment
  | PublishResponseResult_Refusal_NotFound_Fragment
  | PublishResponseResult_Refusal_PublishingRestrictedBannedLinks_Fragment
  | PublishResponseResult_Refusal_RateLimited_Fragment
  | PublishResponseResult_Refusal_ResponseClosed_Fragment
  | PublishResponseResult_Refusal_Unauthorized_Fragment
;

export type AvatarMenu_UserFragment = { id: string, name: string, username: string, imageId: string | null, emailObfuscated: string | null, isAuthorVerified: boolean | null, membership: { id: string, tier: MembershipTier, memberSince: number | null, friendSince: number | null } | null, partnerProgramEnrollment: { id: string, status: string } | null, adminCollections: Array<{ id: string, name: string, slug: string, avatar: { id: string } | null }> | null };

export type AvatarMenuQueryVariables = Exact<{ [key: string]: never; }>;


export type AvatarMenuQuery = { viewer: { id: string, name: string, username: string, imageId: string | null, emailObfuscated: string | null, isAuthorVerified: boolean | null, membership: { id: string, tier: MembershipTier, memberSince: number | null, friendSince: number | null } | null, partnerProgramEnrollment: { id: string, status: string } | null, adminCollections: Array<{ id: string, name: string, slug: string, avatar: { id: string } | null }> | null } | null };

export type BannerSlot_PostFragment = { content: { isLockedPreviewOnly: boolean } };

export type NotFoundScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type NotFoundScreenQuery = { staffPicksFeed: { items: Array<{ post: { id: string, uniqueSlug: string, title: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: PostCollectionStatus | null, previewImage: { id: string, alt: string | null, focusPercentX: number | null, focusPercentY: number | null, originalWidth: number | null, originalHeight: number | null } | null, extendedPreviewContent: { subtitle: string }, creator: { id: string, name: string, username: string, imageId: string | null, hasSubdomain: boolean, membership: { id: string, tier: MembershipTier, friendSince: number | null } | null }, collection: { id: string, slug: string, name: string, domain: string | null } | null } }> } };

export type UnreadNotificationCountQueryVariables = Exact<{ [key: string]: never; }>;


export type UnreadNotificationCountQuery = { notificationStatus: { unreadNotificationCount: number } | null };

export type PublicationBar_CollectionFragment = { id: string, slug: string, name: string, domain: string | null, subscriberCount: number, logo: { id: string } | null, navigationItems: Array<{ title: string, value: string, destination: NavigationDestination }>, viewerEdge: { id: string, isEditor: boolean, isFollowing: boolean, isMuting: boolean } };

export type PublicationNavigationQueryVariables = Exact<{
  domainOrSlug: string;
}>;


export type PublicationNavigationQuery = { collectionByDomainOrSlug: { id: string, slug: string, name: string, domain: string | null, subscriberCount: number, logo: { id: string } | null, navigationItems: Array<{ title: string, value: string, destination: NavigationDestination }>, viewerEdge: { id: string, isEditor: boolean, isFollowing: boolean, isMuting: boolean } } | null };

export type AvatarMembership_UserFragment = { membership: { id: string, tier: MembershipTier, friendSince: number | null } | null };

type PaymentMethod_Method_ApplePayCard_Fragment = { __typename: 'ApplePayCard', displayName: string };

type PaymentMethod_Method_CreditCard_Fragment = { __typename: 'CreditCard', cardType: string, expirationMonth: number, expirationYear: number, lastFour: string };

type PaymentMethod_Method_GooglePayCard_Fragment = { __typename: 'GooglePayCard', displayName: string };

type PaymentMethod_Method_PaypalAccount_Fragment = { __typename: 'PaypalAccount', displayName: string };

export type PaymentMethod_MethodFragment =
  | PaymentMethod_Method_ApplePayCard_Fragment
  | PaymentMethod_Method_CreditCard_Fragment
  | PaymentMethod_Method_GooglePayCard_Fragment
  | PaymentMethod_Method_PaypalAccount_Fragment
;

export type PostByline_PostFragment = { id: string, title: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: PostCollectionStatus | null, extendedPreviewContent: { subtitle: string }, creator: { id: string, name: string, username: string, imageId: string | null, hasSubdomain: boolean, membership: { id: string, tier: MembershipTier, friendSince: number | null } | null }, collection: { id: string, slug: string, name: string, domain: string | null } | null };

export type PostCard_PostFragment = { id: string, uniqueSlug: string, title: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: PostCollectionStatus | null, previewImage: { id: string, alt: string | null, focusPercentX: number | null, focusPercentY: number | null, originalWidth: number | null, originalHeight: number | null } | null, extendedPreviewContent: { subtitle: string }, creator: { id: string, name: string, username: string, imageId: string | null, hasSubdomain: boolean, membership: { id: string, tier: MembershipTier, friendSince: number | null } | null }, collection: { id: string, slug: string, name: string, domain: string | null } | null };

export type PostBody_ParagraphFragment = { name: string, type: ParagraphType, text: string, layout: ParagraphLayout | null, markups: Array<{ type: MarkupType, start: number, end: number, href: string | null, userId: string | null }>, metadata: { id: string, alt: string | null, originalWidth: number | null, originalHeight: number | null } | null, codeBlockMetadata: { lang: string | null } | null, mixtapeMetadata: { href: string } | null };

export type PostBody_ContentFragment = { isLockedPreviewOnly: boolean, bodyModel: { paragraphs: Array<{ name: string, type: ParagraphType, text: string, layout: ParagraphLayout | null, markups: Array<{ type: MarkupType, start: number, end: number, href: string | null, userId: string | null }>, metadata: { id: string, alt: string | null, originalWidth: number | null, originalHeight: number | null } | null, codeBlockMetadata: { lang: string | null } | null, mixtapeMetadata: { href: string } | null }> } };

export type StoryList_ConnectionFragment = { posts: Array<{ id: string, uniqueSlug: string, title: string, isLocked: boolean, readingTime: number, firstPublishedAt: number | null, statusForCollection: PostCollectionStatus | null, previewImage: { id: string, alt: string | null, focusPercentX: number | null, focusPercentY: number | null, originalWidth: number | null, originalHeight: number | null } | null, extendedPreviewContent: { subtitle: string }, creator: { id: string, name: string, username: string, imageId: string | null, hasSubdomain: boolean, membership: { id: string, tier: MembershipTier, friendSince: number | null } | null }, collection: { id: string, slug: string, name: string, domain: string | null } | null }>, pagingInfo: { next: { limit: number, to: string | null } | null } };
