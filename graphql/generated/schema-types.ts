export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  AWSDate: { input: string; output: string; }
  AWSDateTime: { input: string; output: string; }
  AWSEmail: { input: string; output: string; }
  AWSIPAddress: { input: string; output: string; }
  AWSJSON: { input: string; output: string; }
  AWSPhone: { input: string; output: string; }
  AWSTime: { input: string; output: string; }
  AWSTimestamp: { input: number; output: number; }
  AWSURL: { input: string; output: string; }
};

/** The writer is suspended: nothing they write is published. */
export type AccountSuspended = {
  __typename: 'AccountSuspended';
  message: Scalars['String']['output'];
};

export type AccountToken = {
  __typename: 'AccountToken';
  value: Scalars['String']['output'];
};

export type AddToPredefinedCatalogResult = AddToPredefinedCatalogSuccess | BadRequest | NotFound | RateLimited | Unauthorized;

export type AddToPredefinedCatalogSuccess = {
  __typename: 'AddToPredefinedCatalogSuccess';
  catalog: Catalog;
  /** The item saved (the one already there when it was); null after a remove. */
  insertedItem: Maybe<CatalogItem>;
  version: Scalars['Int']['output'];
};

export type AlreadyExists = {
  __typename: 'AlreadyExists';
  message: Scalars['String']['output'];
};

/** A card held in Apple Pay. */
export type ApplePayCard = {
  __typename: 'ApplePayCard';
  displayName: Scalars['String']['output'];
};

export type AuthEmailType =
  | 'code'
  | 'link';

export type AuthOperation =
  | 'login'
  | 'register';

export type BadRequest = {
  __typename: 'BadRequest';
  message: Scalars['String']['output'];
};

export type BillingChargeResult = BadRequest | ChargeV2 | NotFound | Unauthorized;

export type BillingHistoryResult = BadRequest | ChargeConnection | Unauthorized;

/** A reader's list (a catalog): stories and lists in the owner's order. */
export type Catalog = {
  __typename: 'Catalog';
  /** The list's exact clap total (the sum of its clap shards). */
  clapCount: Scalars['Int']['output'];
  /** Who clapped the list, newest first by their first clap, each with their count (spec 3 §3 clappers). */
  clappers: ClapperConnection;
  createdAt: Scalars['AWSTimestamp']['output'];
  creator: User;
  description: Scalars['String']['output'];
  /** A 16-hex id, or predefined:{userId}:{KIND}. */
  id: Scalars['ID']['output'];
  /**
   * The items the viewer may see, in order, a page at a time (25 at most: each story costs resolvers):
   * stories not viewable (trashed, drafts) and private lists are left out, so a page may hold fewer.
   */
  itemsConnection: CatalogItemConnection;
  /** Every item stored, seen or not. */
  itemsCount: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** Which predefined list this is; null for the reader's own lists. */
  predefined: Maybe<PredefinedCatalogType>;
  /** Responses to the list shown to readers (hidden ones are not counted). */
  responsesCount: Scalars['Int']['output'];
  /** The normalised name plus the id; a predefined list's slug (reading-list…). */
  slugId: Scalars['String']['output'];
  /** The first level of the responses to this list (as threadedCatalogResponses, without reading the list again). */
  threadedResponses: PostResponseConnection;
  updatedAt: Scalars['AWSTimestamp']['output'];
  /** Pass it to the next editCatalogItems. */
  version: Scalars['Int']['output'];
  /** The viewer's claps on this list (0 to 50); 0 for a visitor. */
  viewerClapCount: Scalars['Int']['output'];
  /** Whether the viewer follows (saved) this list; false for a visitor and for the owner. */
  viewerIsFollowing: Scalars['Boolean']['output'];
  visibility: CatalogVisibility;
  /** Spec 3 §9: 1 for LOCKED and PRIVATE, 0 for PUBLIC. */
  visibilityCode: Scalars['Int']['output'];
};


/** A reader's list (a catalog): stories and lists in the owner's order. */
export type CatalogClappersArgs = {
  paging?: InputMaybe<PagingOptions>;
};


/** A reader's list (a catalog): stories and lists in the owner's order. */
export type CatalogItemsConnectionArgs = {
  paging?: InputMaybe<PagingOptions>;
};


/** A reader's list (a catalog): stories and lists in the owner's order. */
export type CatalogThreadedResponsesArgs = {
  catalogResponsesPagingOptions?: InputMaybe<PagingOptions>;
  sortType?: InputMaybe<ResponseSortType>;
};

export type CatalogConnection = {
  __typename: 'CatalogConnection';
  catalogs: Array<Catalog>;
  pagingInfo: PagingInfo;
};

export type CatalogDeleted = {
  __typename: 'CatalogDeleted';
  catalogId: Scalars['ID']['output'];
};

export type CatalogItem = {
  __typename: 'CatalogItem';
  /** The list (type CATALOG). */
  catalog: Maybe<Catalog>;
  catalogItemId: Scalars['ID']['output'];
  note: Maybe<Scalars['String']['output']>;
  /** The story (type POST); its content is the preview unless the viewer may read it whole. */
  post: Maybe<Post>;
  type: CatalogItemType;
};

export type CatalogItemConnection = {
  __typename: 'CatalogItemConnection';
  items: Array<CatalogItem>;
  pagingInfo: PagingInfo;
};

export type CatalogItemInput = {
  id: Scalars['ID']['input'];
  /** At most 300 characters. */
  note?: InputMaybe<Scalars['String']['input']>;
  type: CatalogItemType;
};

/** Exactly one of the fields. */
export type CatalogItemOperation = {
  append?: InputMaybe<CatalogItemInput>;
  move?: InputMaybe<MoveCatalogItemInput>;
  prepend?: InputMaybe<CatalogItemInput>;
  remove?: InputMaybe<RemoveCatalogItemInput>;
  setNote?: InputMaybe<SetCatalogItemNoteInput>;
};

/** What one operation did: the item it touched (a new one's id for prepend and append). */
export type CatalogItemOperationResult = {
  __typename: 'CatalogItemOperationResult';
  catalogItemId: Scalars['ID']['output'];
};

export type CatalogItemType =
  | 'CATALOG'
  | 'POST';

export type CatalogItemsResult = BadRequest | CatalogItemConnection | NotFound;

export type CatalogListType =
  | 'LISTS'
  | 'PREDEFINED';

/** One of the viewer's lists, and the story's item in it (null when the story is not in it). */
export type CatalogMembership = {
  __typename: 'CatalogMembership';
  catalog: Catalog;
  catalogItemId: Maybe<Scalars['ID']['output']>;
};

export type CatalogMutationResult = BadRequest | Catalog | Forbidden | NotFound | RateLimited | Unauthorized;

export type CatalogResult = BadRequest | Catalog | NotFound;

/** Spec 3 §9: LOCKED and PRIVATE count as 1 (seen by the owner alone), PUBLIC as 0. */
export type CatalogVisibility =
  | 'LOCKED'
  | 'PRIVATE'
  | 'PUBLIC';

export type CatalogsResult = BadRequest | CatalogConnection | NotFound;

export type ChargeConnection = {
  __typename: 'ChargeConnection';
  charges: Array<ChargeV2>;
  pagingInfo: PagingInfo;
};

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

/** Spec 3 §3 charge V2: one payment the viewer made or attempted, as the payment provider's webhooks told it. */
export type ChargeV2 = {
  __typename: 'ChargeV2';
  amount: Scalars['Int']['output'];
  amountRefunded: Scalars['Int']['output'];
  createdAt: Scalars['AWSTimestamp']['output'];
  currency: MembershipCurrency;
  discount: Scalars['Int']['output'];
  /** The provider's charge id: the receipt's address (/me/billing-history/receipt/{chargeId}). */
  id: Scalars['ID']['output'];
  paymentMethod: Maybe<PaymentMethod>;
  paymentProvider: MembershipPaymentProvider;
  productKind: ChargeProductKind;
  /** The provider's receipt number; null for a declined charge. */
  receiptNumber: Maybe<Scalars['String']['output']>;
  status: ChargeStatus;
  /** Cents: the price before a discount, the discount, and what was charged. */
  subtotal: Scalars['Int']['output'];
};

export type CheckGiftCodeResult = BadRequest | GiftCodeCheck | RateLimited | Unauthorized;

export type ClapCatalogResult = BadRequest | Catalog | ClapLimitReached | Forbidden | NotFound | RateLimited | Unauthorized;

/** A clap refused whole: it would take the reader past the 50 claps a story takes from one reader. */
export type ClapLimitReached = {
  __typename: 'ClapLimitReached';
  /** The story's exact clap total, for a page that fell behind. */
  clapCount: Scalars['Int']['output'];
  /** How many more claps the story takes from the reader (0 at the limit). */
  clapsLeft: Scalars['Int']['output'];
  message: Scalars['String']['output'];
  /** The reader's claps on the story so far. */
  viewerClapCount: Scalars['Int']['output'];
};

export type ClapResult = BadRequest | ClapLimitReached | Forbidden | NotFound | Post | RateLimited | Unauthorized;

/** A reader who clapped a story, with their claps on it. */
export type Clapper = {
  __typename: 'Clapper';
  clapCount: Scalars['Int']['output'];
  /** Their first clap on the story. */
  clappedAt: Scalars['AWSTimestamp']['output'];
  user: User;
};

export type ClapperConnection = {
  __typename: 'ClapperConnection';
  clappers: Array<Clapper>;
  pagingInfo: PagingInfo;
};

export type CodeBlockMetadata = {
  __typename: 'CodeBlockMetadata';
  lang: Maybe<Scalars['String']['output']>;
};

export type CodeBlockMetadataInput = {
  lang?: InputMaybe<Scalars['String']['input']>;
};

export type Collection = {
  __typename: 'Collection';
  avatar: Maybe<ImageMetadata>;
  description: Scalars['String']['output'];
  domain: Maybe<Scalars['String']['output']>;
  /** Who follows the publication, newest follow first. */
  followersConnection: UserConnection;
  id: Scalars['ID']['output'];
  logo: Maybe<ImageMetadata>;
  name: Scalars['String']['output'];
  /** The publication's navigation bar, in order (at most 8). */
  navigationItems: Array<NavigationItem>;
  /** The publication's newsletter (issue #15); null until its editors create it. */
  newsletterV3: Maybe<NewsletterV3>;
  /** The publication's approved stories, newest first. */
  postsConnection: PostConnection;
  slug: Scalars['String']['output'];
  /** How many follow the publication. */
  subscriberCount: Scalars['Int']['output'];
  /**
   * The publication's approved stories carrying a tag, newest first (its tagged page, decision 257); a
   * signed-in reader's muted writers left out. A page may hold fewer stories than asked while it goes on.
   */
  taggedPostsConnection: PostConnection;
  viewerEdge: CollectionViewerEdge;
};


export type CollectionFollowersConnectionArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type CollectionPostsConnectionArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type CollectionTaggedPostsConnectionArgs = {
  paging?: InputMaybe<PagingOptions>;
  tagSlug: Scalars['ID']['input'];
};

export type CollectionConnection = {
  __typename: 'CollectionConnection';
  collections: Array<Collection>;
  pagingInfo: PagingInfo;
};

/** The viewer's relation to a publication. id is `{collectionId}:{viewerId}`, or `{collectionId}:visitor`. */
export type CollectionViewerEdge = {
  __typename: 'CollectionViewerEdge';
  id: Scalars['ID']['output'];
  /** True when the viewer may edit the publication (its creator). */
  isEditor: Scalars['Boolean']['output'];
  isFollowing: Scalars['Boolean']['output'];
  isMuting: Scalars['Boolean']['output'];
};

/**
 * The story changed meanwhile: nothing was written. A save or a revert on a stale `baseVersion` (another
 * tab, another device) gives the stored copy in `draft`, to offer both texts; a publish that met a
 * concurrent save or publish gives none: read the story again.
 */
export type Conflict = {
  __typename: 'Conflict';
  /** editCatalogItems: the list as it is now, to merge into and retry. */
  currentCatalog: Maybe<Catalog>;
  draft: Maybe<PostDraft>;
  message: Scalars['String']['output'];
};

/** A sign-in provider account linked to the viewer's (Security settings). */
export type ConnectedAccount = {
  __typename: 'ConnectedAccount';
  connectedAt: Scalars['AWSTimestamp']['output'];
  /** apple, facebook, google or twitter. */
  provider: Scalars['String']['output'];
};

export type CreateCatalogInput = {
  /** At most 280 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 60 characters. */
  name: Scalars['String']['input'];
  /** PUBLIC by default. */
  visibility?: InputMaybe<CatalogVisibility>;
};

export type CreateIntegrationTokenResult = BadRequest | CreatedIntegrationToken | RateLimited | Unauthorized;

export type CreateQuoteInput = {
  endOffset: Scalars['Int']['input'];
  /** A highlight only its reader sees (decision 224); false by default. */
  isPrivate?: InputMaybe<Scalars['Boolean']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
  paragraphName: Scalars['ID']['input'];
  postId: Scalars['ID']['input'];
  quoteType: QuoteType;
  startOffset: Scalars['Int']['input'];
};

export type CreateQuoteResult = BadRequest | NotFound | Quote | RateLimited | Unauthorized;

export type CreateSeriesResult = BadRequest | RateLimited | Series | Unauthorized;

export type CreatedIntegrationToken = {
  __typename: 'CreatedIntegrationToken';
  integrationToken: IntegrationToken;
  /** The token itself: shown once, never again. */
  token: Scalars['String']['output'];
};

/** Spec 2 §3 payment method kinds: a card, by its spec 2 §3 card type (Visa, Mastercard, Amex…). */
export type CreditCard = {
  __typename: 'CreditCard';
  cardType: Scalars['String']['output'];
  expirationMonth: Scalars['Int']['output'];
  expirationYear: Scalars['Int']['output'];
  lastFour: Scalars['String']['output'];
};

export type DeleteCatalogResult = BadRequest | CatalogDeleted | Forbidden | NotFound | RateLimited | Unauthorized;

export type DeleteQuoteResult = BadRequest | Forbidden | NotFound | Quote | RateLimited | Unauthorized;

export type DeleteResponseResult = BadRequest | Forbidden | NotFound | RateLimited | ResponseDeleted | Unauthorized;

export type DigestFrequency =
  | 'DAILY'
  | 'OFF'
  | 'WEEKLY';

export type DraftSaved = {
  __typename: 'DraftSaved';
  postId: Scalars['ID']['output'];
  savedAt: Scalars['AWSTimestamp']['output'];
  /** The version now stored: the next save's baseVersion. */
  version: Scalars['Int']['output'];
};

export type EditCatalogItemsResult = BadRequest | Conflict | EditCatalogItemsSuccess | Forbidden | NotFound | RateLimited | Unauthorized;

export type EditCatalogItemsSuccess = {
  __typename: 'EditCatalogItemsSuccess';
  catalog: Catalog;
  operations: Array<CatalogItemOperationResult>;
  version: Scalars['Int']['output'];
};

/** What creating or editing a newsletter answers: the newsletter as it now is, or why nothing changed. */
export type EditNewsletterV3Result = AlreadyExists | BadRequest | Forbidden | NewsletterV3 | NotFound | RateLimited | Unauthorized;

export type EditResponseInput = {
  paragraphs: Array<ParagraphInput>;
  responseId: Scalars['ID']['input'];
};

/** No account uses the Google account's verified address (spec 2 §4): the one-tap sign-up card. */
export type EmailAvailable = {
  __typename: 'EmailAvailable';
  email: Scalars['String']['output'];
  /** The name Google gave, if any: the new account's name. */
  name: Maybe<Scalars['String']['output']>;
};

export type EmailFrequency =
  | 'ALL'
  | 'NETWORK'
  | 'OFF';

export type ExportNewsletterSubscribersResult = Forbidden | NewsletterExportQueued | NotFound | RateLimited | Unauthorized;

export type FailedChallenge = {
  __typename: 'FailedChallenge';
  message: Scalars['String']['output'];
};

/** Issue #16 /me/following/suggestions: what the reader might follow next. */
export type FollowSuggestions = {
  __typename: 'FollowSuggestions';
  /** At most 12 tags the reader does not follow. */
  tags: Array<Tag>;
  /** At most 10 writers the reader neither follows nor muted (nor the reader). */
  writers: Array<User>;
};

export type FollowedCatalogsResult = BadRequest | CatalogConnection | Unauthorized;

export type Forbidden = {
  __typename: 'Forbidden';
  message: Scalars['String']['output'];
};

/** A story's friend link: its address with ?sk={key}. key is null once revoked. */
export type FriendLink = {
  __typename: 'FriendLink';
  key: Maybe<Scalars['String']['output']>;
  postId: Scalars['ID']['output'];
};

export type FriendLinkResult = BadRequest | Forbidden | FriendLink | NotFound | RateLimited | Unauthorized;

export type Geolocation = {
  __typename: 'Geolocation';
  /** ISO 3166-1 alpha-2, or null when unknown. */
  country: Maybe<Scalars['String']['output']>;
};

/** Where the buyer pays for a gift order: the provider's page (Stripe Checkout, paid once). */
export type GiftCheckout = {
  __typename: 'GiftCheckout';
  url: Scalars['String']['output'];
};

/** A code's check: the result and, for a code that exists, what it gives. */
export type GiftCodeCheck = {
  __typename: 'GiftCodeCheck';
  giftType: Maybe<GiftType>;
  months: Maybe<Scalars['Int']['output']>;
  result: GiftCodeCheckResult;
  tier: Maybe<MembershipTier>;
};

/** Spec 3 §3 gift code check results. */
export type GiftCodeCheckResult =
  | 'ALREADY_USED'
  | 'EXPIRED'
  | 'NOT_FOUND'
  | 'NOT_REDEEMABLE_BY_PAST_MEMBERS'
  | 'VALID';

/** One gifted membership: a tier for some months, at the price table's price (each). */
export type GiftPlan = {
  __typename: 'GiftPlan';
  id: Scalars['ID']['output'];
  months: Scalars['Int']['output'];
  price: MembershipPrice;
  tier: MembershipTier;
};

/** A redeemed gift: the tier the viewer is served until endsAt. */
export type GiftRedemption = {
  __typename: 'GiftRedemption';
  endsAt: Scalars['AWSTimestamp']['output'];
  months: Scalars['Int']['output'];
  tier: MembershipTier;
};

/** Spec 2 §2 gift kinds: a gift (type code 29) and a group gift (type code 31). */
export type GiftType =
  | 'GIFT'
  | 'GROUP_GIFT';

export type GoogleOneTapResult = AccountToken | BadRequest | EmailAvailable | Forbidden | NotFound | RateLimited | SocialLoginSuggestion;

/** A card held in Google Pay. */
export type GooglePayCard = {
  __typename: 'GooglePayCard';
  displayName: Scalars['String']['output'];
};

export type ImageMetadata = {
  __typename: 'ImageMetadata';
  alt: Maybe<Scalars['String']['output']>;
  focusPercentX: Maybe<Scalars['Float']['output']>;
  focusPercentY: Maybe<Scalars['Float']['output']>;
  id: Scalars['ID']['output'];
  originalHeight: Maybe<Scalars['Int']['output']>;
  originalWidth: Maybe<Scalars['Int']['output']>;
};

export type ImageMetadataInput = {
  alt?: InputMaybe<Scalars['String']['input']>;
  focusPercentX?: InputMaybe<Scalars['Float']['input']>;
  focusPercentY?: InputMaybe<Scalars['Float']['input']>;
  id: Scalars['ID']['input'];
  originalHeight?: InputMaybe<Scalars['Int']['input']>;
  originalWidth?: InputMaybe<Scalars['Int']['input']>;
};

/** An image upload the viewer may go ahead with. */
export type ImageUploadStarted = {
  __typename: 'ImageUploadStarted';
  userId: Scalars['ID']['output'];
};

export type IntegrationToken = {
  __typename: 'IntegrationToken';
  createdAt: Scalars['AWSTimestamp']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastUsedAt: Maybe<Scalars['AWSTimestamp']['output']>;
};

/** Spec 2 §8: the attempts left are 6 minus failCount. */
export type InvalidPassword = {
  __typename: 'InvalidPassword';
  failCount: Scalars['Int']['output'];
  message: Scalars['String']['output'];
};

export type IpAuthLockout = {
  __typename: 'IpAuthLockout';
  /** Epoch milliseconds; the client states whole days (86400000 ms). */
  lockedOutUntil: Scalars['Float']['output'];
  message: Scalars['String']['output'];
};

/** A series in the library: its own story (title, description as subtitle, writer) and what its card shows. */
export type LibrarySeries = {
  __typename: 'LibrarySeries';
  /** The preview image of the first of them that has one; null when none has. */
  coverImage: Maybe<ImageMetadata>;
  post: Post;
  /** The series' {slug}-{id}, as in /series/{sequenceSlug}. */
  sequenceSlug: Scalars['String']['output'];
  /** The stories of the series the viewer may read. */
  storyCount: Scalars['Int']['output'];
};

export type LibrarySeriesConnection = {
  __typename: 'LibrarySeriesConnection';
  pagingInfo: PagingInfo;
  series: Array<LibrarySeries>;
};

export type ManageMembershipResult = BadRequest | Conflict | MembershipStatus | NotFound | RateLimited | Unauthorized;

export type MarkNotificationsReadResult = NotificationStatus | Unauthorized;

export type Markup = {
  __typename: 'Markup';
  end: Scalars['Int']['output'];
  href: Maybe<Scalars['String']['output']>;
  start: Scalars['Int']['output'];
  type: MarkupType;
  /** A mention (type A): the user it names, whose hover card UserMentionTooltipContentQuery reads. */
  userId: Maybe<Scalars['ID']['output']>;
};

export type MarkupInput = {
  end: Scalars['Int']['input'];
  href?: InputMaybe<Scalars['String']['input']>;
  start: Scalars['Int']['input'];
  type: MarkupType;
  /** A mention (type A): the user it names; the server writes its href (/@username) when the story is published. */
  userId?: InputMaybe<Scalars['ID']['input']>;
};

export type MarkupType =
  | 'A'
  | 'CODE'
  | 'EM'
  | 'STRONG';

/** The writer already pinned the most stories a profile shows pinned. */
export type MaxPinnedStoriesReached = {
  __typename: 'MaxPinnedStoriesReached';
  maxPinnedStories: Scalars['Int']['output'];
  message: Scalars['String']['output'];
};

export type Membership = {
  __typename: 'Membership';
  friendSince: Maybe<Scalars['AWSTimestamp']['output']>;
  id: Scalars['ID']['output'];
  memberSince: Maybe<Scalars['AWSTimestamp']['output']>;
  tier: MembershipTier;
};

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

/** Where to send the reader to pay: the provider's page (Stripe Checkout). */
export type MembershipCheckout = {
  __typename: 'MembershipCheckout';
  url: Scalars['String']['output'];
};

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

/** One plan of the price table; its id is its cadence, which is what a checkout names. */
export type MembershipPlan = {
  __typename: 'MembershipPlan';
  billingInterval: MembershipBillingInterval;
  cadence: MembershipPlanCadence;
  id: Scalars['ID']['output'];
  price: MembershipPrice;
  tier: MembershipTier;
};

/** Spec 3 §3 plan cadence: Member monthly and yearly, Friend (premium) monthly and yearly. */
export type MembershipPlanCadence =
  | 'MONTHLY'
  | 'PREMIUM_MONTHLY'
  | 'PREMIUM_YEARLY'
  | 'YEARLY';

/** Spec 2 §3 planV2.discount: a retention offer's cycles at the discounted price, and the price after them. */
export type MembershipPlanDiscount = {
  __typename: 'MembershipPlanDiscount';
  numCycles: Scalars['Int']['output'];
  percentOff: Scalars['Int']['output'];
  regularPrice: MembershipPrice;
};

export type MembershipPlanV2 = {
  __typename: 'MembershipPlanV2';
  discount: Maybe<MembershipPlanDiscount>;
};

/** Spec 2 §3 membership price: cents, its currency, the crossed-out price and the saving (yearly plans). */
export type MembershipPrice = {
  __typename: 'MembershipPrice';
  amount: Scalars['Int']['output'];
  crossoutAmount: Maybe<Scalars['Int']['output']>;
  currency: MembershipCurrency;
  savedAmount: Maybe<Scalars['Int']['output']>;
};

/** Spec 2 §9 retention discounts. */
export type MembershipRetentionOffer =
  | 'FIFTY_PERCENT_OFF_ONE_YEAR'
  | 'TWENTY_PERCENT_OFF_ONE_YEAR';

/** Spec 2 §3 MembershipStatus: the viewer's membership as the payment provider's webhooks last set it. */
export type MembershipStatus = {
  __typename: 'MembershipStatus';
  /** Cents charged at the next payment (less a retention offer's discount). */
  amount: Scalars['Int']['output'];
  /** Spec 2 §4 plan switching: Stripe or Braintree, not cancelled, no payment failure recorded. */
  canSwitchPlan: Scalars['Boolean']['output'];
  cancelReason: Maybe<MembershipCancelReason>;
  currency: MembershipCurrency;
  currentPeriodEndsAt: Scalars['AWSTimestamp']['output'];
  discountEndsAt: Maybe<Scalars['AWSTimestamp']['output']>;
  hasCreditCardExpired: Scalars['Boolean']['output'];
  hasRecurringPaymentFailedMoreThanOnce: Scalars['Boolean']['output'];
  isCancelled: Scalars['Boolean']['output'];
  /** Spec 2 §4 reactivation: Stripe or Braintree, cancelled, a payment method held, the period not over. */
  isEligibleForReactivation: Scalars['Boolean']['output'];
  membershipId: Scalars['ID']['output'];
  membershipType: MembershipPlanCadence;
  paymentFailedAt: Maybe<Scalars['AWSTimestamp']['output']>;
  paymentMethod: Maybe<PaymentMethod>;
  paymentProvider: MembershipPaymentProvider;
  planV2: MembershipPlanV2;
  startedAt: Scalars['AWSTimestamp']['output'];
  switchPlanSchedule: Maybe<SwitchPlanSchedule>;
};

export type MembershipTier =
  | 'FREE'
  | 'FRIEND'
  | 'MEMBER';

export type MixtapeMetadata = {
  __typename: 'MixtapeMetadata';
  href: Scalars['String']['output'];
};

export type MixtapeMetadataInput = {
  href: Scalars['String']['input'];
};

export type ModeratePostResponseResult = BadRequest | Conflict | Forbidden | NotFound | PostResponse | RateLimited | Unauthorized;

/** Other stories for the end of a story page, newest first (one resolver, so their cards are read together). */
export type MoreFrom = {
  __typename: 'MoreFrom';
  /** Up to four other stories of the publication that approved the story; empty when none did. */
  collectionPosts: Array<Post>;
  /** Up to four other listed stories by the writer: More from {writer}. */
  creatorPosts: Array<Post>;
};

export type MoveCatalogItemInput = {
  /** The item it goes after; null: to the top. */
  afterCatalogItemId?: InputMaybe<Scalars['ID']['input']>;
  catalogItemId: Scalars['ID']['input'];
};

export type MovePostResult = BadRequest | MovedPost | NotFound | RateLimited | Unauthorized;

/** A story moved into or out of the trash: what the toast and the undelete redirect name. */
export type MovedPost = {
  __typename: 'MovedPost';
  /** The shelf it is now on. */
  filterBy: YourStoriesFilter;
  postId: Scalars['ID']['output'];
  /** When the trash purges it; null when it is not in the trash. */
  purgeAt: Maybe<Scalars['AWSTimestamp']['output']>;
  title: Scalars['String']['output'];
};

export type Mutation = {
  __typename: 'Mutation';
  /** Spec 2 §9 retention discounts, through the provider's coupons: for a live membership without one. */
  acceptMembershipRetentionOffer: ManageMembershipResult;
  /** Saves to (prepend, append) or takes out of (remove) one of the viewer's predefined lists, made on first use. */
  addToPredefinedCatalog: AddToPredefinedCatalogResult;
  /** Adds the writer's published story to the writer's series, at `position` (1-based) or last. */
  addToSeries: SeriesEditResult;
  /** A publication's editors approve a submitted story (it joins the publication) or decline it. */
  approvePostSubmission: PostSubmissionResult;
  /** Ends the viewer's membership at the period's end (access kept until then), with the reader's reason. */
  cancelMembership: ManageMembershipResult;
  /** Serves the viewer's profile at {username}.{authDomain} (and stops doing so). */
  claimSubdomain: ViewerUpdateResult;
  /**
   * `numClaps` (1 to 50) more claps of the viewer's on a published story or response (spec 3 §7). A reader
   * gives a story at most 50 in total: a request that would pass it is refused whole (ClapLimitReached),
   * never counted in part. `userId` is the viewer's own (anyone else's: Forbidden); omitted, the viewer.
   * Answers the story with its exact clapCount and the viewer's viewerClapCount. Rate limited per reader.
   */
  clap: ClapResult;
  /**
   * `numClaps` (1 to 50) more claps of the viewer's on a list, as clap on a story: at most 50 per reader,
   * refused whole past them (ClapLimitReached). Another reader's private list is NotFound. Rate limited
   * per reader with story claps.
   */
  clapCatalog: ClapCatalogResult;
  /** Removes every story from the viewer's reading history. */
  clearReadingHistory: ReadingHistoryEditResult;
  /** A new list of the viewer's, empty. */
  createCatalog: CatalogMutationResult;
  /** The writer's friend link to their published member-only story: the one kept, else a new one (members only). */
  createFriendLink: FriendLinkResult;
  /** A token for the API, shown once in the answer; only its hash is kept. */
  createIntegrationToken: CreateIntegrationTokenResult;
  /**
   * /{collectionSlug}/new-newsletter (decision 162): the publication's one newsletter, made by one of its
   * editors (others Forbidden); its slug comes from its name. A second is AlreadyExists. Rate limited.
   */
  createNewsletterV3: EditNewsletterV3Result;
  /**
   * Quotes a passage of one paragraph of a story (also POST /_/p/{postId}/quotes/create): a HIGHLIGHT
   * (the same passage twice is one highlight; a note given replaces its private note) or the passage a
   * RESPONSE answers. The text is taken from the story as the viewer may read it.
   */
  createQuote: CreateQuoteResult;
  /** A new series of the writer's: a story of its own (its title, the description as subtitle), empty. */
  createSeries: CreateSeriesResult;
  declinePostSubmission: PostSubmissionResult;
  deleteCatalog: DeleteCatalogResult;
  /** Moves the writer's story to the trash: it leaves every listing at once and is purged after 14 days. */
  deletePost: MovePostResult;
  /** Deletes the viewer's own quote. */
  deleteQuote: DeleteQuoteResult;
  /** Deletes the viewer's own response; one with replies keeps its place, its text removed. */
  deleteResponse: DeleteResponseResult;
  /** Unlinks a sign-in provider (apple, facebook, google, twitter) from the viewer (Security settings). */
  disconnectAccount: ViewerUpdateResult;
  /** Spec 2 §7 DismissFlag: records that the viewer dismissed a banner or prompt. */
  dismissFlag: ViewerUpdateResult;
  /** Spec 3 §7: the operations in order, over `version`; a stale version is Conflict with the list as it is, nothing changed. */
  editCatalogItems: EditCatalogItemsResult;
  /** Replaces the text of the viewer's own response. */
  editResponse: PublishResponseResult;
  /**
   * EXPORT_EMAIL_SUBSCRIBERS (decision 170): queues an export of the newsletter's subscribers' addresses
   * that may be shared (decision 169); a link to the CSV, working 7 days, is e-mailed to the viewer. Only
   * the newsletter's managers. Rate limited.
   */
  exportNewsletterSubscribers: ExportNewsletterSubscribersResult;
  /**
   * Spec 3 §7: the writer's newsletter, created the first time it is asked for; the viewer is subscribed
   * to it unless the viewer is that writer (who only enables it). Rate limited with subscribing.
   */
  fetchOrLazilyCreateNewsletterV3AndMaybeSubscribe: NewsletterV3Result;
  /** Saves someone else's public list to the viewer's Saved lists (spec 2 §4 FOLLOW_CATALOG). */
  followCatalog: CatalogMutationResult;
  followCollection: SocialCollectionResult;
  /** Spec 1 §1 readers follow tags (decision 182): as followCollection, with the tag's followerCount; NotFound for an unknown tag. */
  followTag: SocialTagResult;
  /**
   * Issue #16 (decision 217): following a topic follows each of its tags the reader does not follow yet
   * (each as followTag, counted once against the limit); unfollowing unfollows them. NotFound for a topic
   * the viewer may not see.
   */
  followTopic: SocialTopicResult;
  /**
   * Spec 2 §4 "Follow and mute", §7. Following changes the target's followerCount and the viewer's
   * followingCount by one, in one transaction with the edge. Following oneself is a BadRequest ('You
   * cannot follow yourself'), following twice AlreadyExists ("You're already following"); unfollowing,
   * muting and unmuting are idempotent. Each answers the target as the viewer now sees it (its
   * viewerEdge and socialStats or subscriberCount). Rate limited per viewer.
   */
  followUser: SocialUserResult;
  /**
   * Spec 2 §4 Google one-tap: `credential` is the ID token Google's prompt gave the browser. login: a
   * linked Google account gets an AccountToken (for /m/callback/email), an address with an unlinked
   * account the SocialLoginSuggestion, an unknown address EmailAvailable (the sign-up card); register
   * (the card's Sign up) creates the account, links Google and answers an AccountToken. A credential buys
   * one AccountToken. Rate limited per IP. `binding` as for sendAcctAuthEmail.
   */
  googleOneTap: GoogleOneTapResult;
  /** The list's owner hides a response from readers (HIDE_CATALOG_RESPONSE); it is no longer counted. */
  hideCatalogResponse: ModeratePostResponseResult;
  /** The parent post's writer hides a response from readers (HIDE_POST_RESPONSE); it is no longer counted. */
  hidePostResponse: ModeratePostResponseResult;
  /** Marks every notification of the viewer read, as opening /me/notifications does (issue #16). */
  markNotificationsRead: MarkNotificationsReadResult;
  /** Moves a story of the series to `position` (1-based). */
  moveInSeries: SeriesEditResult;
  /** A muted publication's stories leave the viewer's feeds. */
  muteCollection: SocialCollectionResult;
  /** A muted writer's stories leave the viewer's feeds (home and staff picks); muting oneself is a BadRequest. */
  muteUser: SocialUserResult;
  /** Pins a published story to the top of the writer's profile (at most 3). */
  pinPost: PinPostResult;
  /** Publishes a response to a list, counted in its responsesCount; replies to it are publishResponse. */
  publishCatalogResponse: PublishResponseResult;
  /**
   * Publishes the writer's draft (the postDraft's title, subtitle and body) as the story readers read, or
   * republishes an edited story under the same URL. Only the writer. With collectionId the story is
   * submitted to that publication (PENDING) unless the writer is one of its editors (APPROVED).
   */
  publishPost: PublishPostResult;
  /** Publishes a response (or a reply: a response to a response) in place, counted in the parent's responsesCount. */
  publishResponse: PublishResponseResult;
  /**
   * Publishes a response drafted in the full editor under its story: the rules, limit and transaction of
   * publishResponse, on condition the draft is still at the version read.
   */
  publishResponseDraft: PublishResponseResult;
  /**
   * Records the viewer's read of a story (graphql/contract/reading.ts: STARTED after 30 visible seconds,
   * FINISHED at its end). Nothing is recorded while the viewer's reading history is paused.
   */
  recordPostRead: RecordPostReadResult;
  /** Records that the post-subscribe membership upsell was shown to the viewer; the first time only (decision 160). */
  recordPostSubscribeMembershipUpsellShown: ViewerUpdateResult;
  /** Redeems a VALID gift code: the viewer is a member of its tier for its months, without a subscription; a paying member is answered Conflict. */
  redeemGiftCode: RedeemGiftCodeResult;
  /** Removes one story from the viewer's reading history. */
  removeFromReadingHistory: ReadingHistoryEditResult;
  removeFromSeries: SeriesEditResult;
  /** Starts an e-mail change: a link to the new address confirms it at /m/account/confirm/{key}. */
  requestEmailChange: ViewerUpdateResult;
  /** Puts a kept revision back as the draft (the current draft is kept as a revision first). */
  revertDraft: RevertDraftResult;
  /** Revokes the story's friend link: the old link then opens only the preview (the writer only). */
  revokeFriendLink: FriendLinkResult;
  revokeIntegrationToken: ViewerUpdateResult;
  /** Ends one of the viewer's sessions (Security settings). */
  revokeSession: ViewerUpdateResult;
  /**
   * Saves the writer's draft when `baseVersion` is the stored version (then version + 1); otherwise
   * Conflict with the stored copy, and nothing is written. Rate limited per writer. What readers see of a
   * published story changes only when it is published again.
   */
  saveDraft: SaveDraftResult;
  /**
   * Sends a magic link (type link) or a 6-digit code (type code) to the address. login needs an existing
   * account (NotFound otherwise); register runs the captcha first (FailedChallenge when it fails).
   * `binding`: the browser's, from GET /m/callback/email/binding; the link (or the code's account token)
   * then signs that browser in without asking, and any other browser only once its reader confirms.
   */
  sendAcctAuthEmail: SendAcctAuthEmailResult;
  /**
   * Spec 2 §7, spec 3 §7: a signed-out visitor subscribes by e-mail. Sends `email` a link that, once used,
   * subscribes its account to the newsletter (consent recorded) and signs it in — signing it up when the
   * address has none (decision 159). Nothing is subscribed before. login needs an existing account
   * (NotFound otherwise); otherwise the captcha runs first (FailedChallenge). An unknown newsletter is
   * NotFound. SusiMethod's value is link: this e-mail always carries one. Rate limited with
   * sendAcctAuthEmail, per address and per IP. `binding` as for sendAcctAuthEmail.
   */
  sendNewsletterSubscriptionAcctAuthEmail: SendNewsletterSubscriptionAcctAuthEmailResult;
  /** Sends a link that verifies the viewer's address (the verify-email toast; spec 2 §4). */
  sendVerificationEmail: SendVerificationEmailResult;
  /** Makes the viewer's own highlight private or public again (decision 224): it leaves or joins its passage's tally. */
  setHighlightPrivacy: SetHighlightPrivacyResult;
  /** Sets the viewer's first password (currentPassword omitted) or changes it. */
  setPassword: SetPasswordResult;
  /** Pauses (true) or resumes (false) the viewer's reading history. */
  setReadingHistoryPaused: ReadingHistoryEditResult;
  /** The hidden response shown and counted again (the toast's Undo; ShowCatalogResponseOnParent, spec 3 §7). */
  showCatalogResponseOnParent: ModeratePostResponseResult;
  /**
   * Signs in with e-mail and password: the AccountToken goes to /m/callback/email like a verified code
   * (`binding` as for sendAcctAuthEmail).
   */
  signInWithPassword: PasswordSignInResult;
  /**
   * A new story of the viewer, a draft at version 1. Rate limited per writer. With newsletterV3Id, that
   * newsletter's new e-mail (/newsletters/{id}/new-email, decision 180): only its managers (NotFound for
   * anyone else), the draft in its publication for a publication's newsletter.
   */
  startDraft: StartDraftResult;
  /** The payment page for gifted memberships of a tier and length, one per recipient (a gift: one; a group gift: 2 to 20); the price is the table's. */
  startGiftCheckout: StartGiftCheckoutResult;
  /**
   * Counts one image upload by the viewer against their upload limit: POST /_/upload (the HTTP Lambda)
   * asks it as the viewer before it stores a story image. Unauthorized for a visitor, RateLimited past
   * the limit.
   */
  startImageUpload: StartImageUploadResult;
  /** The payment provider's page for one plan of the table (by cadence and currency, never an amount; an offer only for the plan it lowers, on a first membership); back to successPath or cancelPath of this site. */
  startMembershipCheckout: StartMembershipCheckoutResult;
  /**
   * Imports a validated list asynchronously (newsletterImport tells its progress). hasConsent: the writer
   * says its subscribers agreed to receive the newsletter, and they are subscribed; without it nobody is
   * subscribed: each address is sent one e-mail asking it to confirm (decision 173).
   */
  startNewsletterImport: NewsletterImportResult;
  /** The provider's page saving a new card for the viewer's own live Stripe membership (nothing charged; a failed renewal is paid with it); back to returnPath of this site (default /manage-membership) with payment-updated=1. */
  startPaymentMethodUpdate: StartPaymentMethodUpdateResult;
  /**
   * Starts a response drafted in the full editor (/p/{inResponseToPostId}/responses/new, /new-story?
   * inResponseToQuoteId=): a story the viewer may read and answer, or the viewer's own RESPONSE quote.
   */
  startResponseDraft: StartResponseDraftResult;
  /**
   * Spec 3 §7. Subscribes the viewer to a newsletter at once, in one transaction with its subscriberCount;
   * shouldRecordConsent records when the reader agreed to the e-mails. Subscribing to one's own newsletter
   * is a BadRequest, subscribing twice AlreadyExists. Answers the newsletter as the viewer now sees it.
   * Rate limited per viewer.
   */
  subscribeNewsletterV3: NewsletterV3Result;
  /** Spec 2 §4: the viewer's plan becomes planId (same currency) at the period's end; naming the current plan drops a scheduled switch. */
  switchMembershipPlan: ManageMembershipResult;
  /** Spec 2 §7: undoes the viewer's own cancellation (membershipId is MembershipStatus.membershipId). */
  uncancelMembership: UncancelMembershipResult;
  unclaimSubdomain: ViewerUpdateResult;
  /** Takes the writer's story out of the trash, back to the shelf it was on. */
  undeletePost: MovePostResult;
  unfollowCatalog: CatalogMutationResult;
  unfollowCollection: SocialCollectionResult;
  unfollowTag: SocialTagResult;
  unfollowTopic: SocialTopicResult;
  unfollowUser: SocialUserResult;
  /** The hidden response shown and counted again (the toast's Undo; the operation UnhidePostResponseOnParentPost, spec 3 §7). */
  unhidePostResponseOnParentPost: ModeratePostResponseResult;
  unmuteCollection: SocialCollectionResult;
  unmuteUser: SocialUserResult;
  unpinPost: PinPostResult;
  /**
   * /me/unsubscribe-all-newsletters (no type) and /me/unsubscribe-all-author-newsletters (AUTHOR): every
   * subscription of the viewer, or every one to a writer, ends at once.
   */
  unsubscribeAllNewslettersV3: UnsubscribeAllNewslettersResult;
  /** Unsubscribes the viewer at once (idempotent): the Undo of a subscription and settings' list. */
  unsubscribeNewsletterV3: NewsletterV3Result;
  /**
   * The one-click link of a newsletter e-mail (decision 153): no session needed, the signature proves the
   * link was made for this subscriber and newsletter. A forged or altered link is a BadRequest and changes
   * nothing; an unsubscribed reader's link answers the same success again.
   */
  unsubscribeNewsletterV3ByLink: UnsubscribeByLinkResult;
  /** Renames, describes or changes the visibility of one of the viewer's lists (not the predefined ones). */
  updateCatalog: CatalogMutationResult;
  /**
   * /{collectionSlug}/newsletters/{newsletterSlug}/settings: the fields given change (the slug stays, so
   * links keep working); only the publication's editors, or a writer for their own. Rate limited.
   */
  updateNewsletterV3: EditNewsletterV3Result;
  updateNotificationSettings: ViewerUpdateResult;
  /**
   * Changes the settings the input gives (absent or null: unchanged; '' removes a text setting). Only the
   * writer; rate limited per writer. A published story's cached pages are made stale.
   */
  updatePostSettings: UpdatePostSettingsResult;
  updatePublishingSettings: ViewerUpdateResult;
  updateUsername: ViewerUpdateResult;
  /** Name, bio and pronouns of the viewer's profile. */
  updateViewerProfile: ViewerUpdateResult;
  /**
   * /me/subscribers/import (decision 168): checks a CSV of addresses (at most 1,000,000 bytes and 10,000
   * rows) for a newsletter its viewer manages (without newsletterV3Id: the viewer's own, made if needed)
   * and answers the report; nothing is imported yet. Only writers eligible to import
   * (isEligibleToImportEmails). Rate limited.
   */
  validateNewsletterImport: NewsletterImportResult;
  /**
   * Checks the code sent to `email`. The AccountToken is single-use and short-lived: the browser takes it
   * to /_/auth/callback/email on the auth domain, which signs in (or creates the account) and sets the
   * session cookie.
   */
  verifyLoginCode: VerifyLoginCodeResult;
};


export type MutationAcceptMembershipRetentionOfferArgs = {
  offer: MembershipRetentionOffer;
};


export type MutationAddToPredefinedCatalogArgs = {
  operation: PredefinedCatalogOperation;
  type: PredefinedCatalogType;
};


export type MutationAddToSeriesArgs = {
  position?: InputMaybe<Scalars['Int']['input']>;
  postId: Scalars['ID']['input'];
  seriesId: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationApprovePostSubmissionArgs = {
  postId: Scalars['ID']['input'];
};


export type MutationCancelMembershipArgs = {
  reason: MembershipCancelReason;
};


export type MutationClapArgs = {
  numClaps: Scalars['Int']['input'];
  targetPostId: Scalars['ID']['input'];
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationClapCatalogArgs = {
  numClaps: Scalars['Int']['input'];
  targetCatalogId: Scalars['ID']['input'];
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationCreateCatalogArgs = {
  input: CreateCatalogInput;
};


export type MutationCreateFriendLinkArgs = {
  postId: Scalars['ID']['input'];
};


export type MutationCreateIntegrationTokenArgs = {
  description: Scalars['String']['input'];
};


export type MutationCreateNewsletterV3Args = {
  collectionId: Scalars['ID']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  showPromo?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationCreateQuoteArgs = {
  input: CreateQuoteInput;
};


export type MutationCreateSeriesArgs = {
  description?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
};


export type MutationDeclinePostSubmissionArgs = {
  postId: Scalars['ID']['input'];
};


export type MutationDeleteCatalogArgs = {
  catalogId: Scalars['ID']['input'];
};


export type MutationDeletePostArgs = {
  targetPostId: Scalars['ID']['input'];
};


export type MutationDeleteQuoteArgs = {
  quoteId: Scalars['ID']['input'];
};


export type MutationDeleteResponseArgs = {
  responseId: Scalars['ID']['input'];
};


export type MutationDisconnectAccountArgs = {
  provider: Scalars['String']['input'];
};


export type MutationDismissFlagArgs = {
  flag: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationEditCatalogItemsArgs = {
  catalogId: Scalars['ID']['input'];
  operations: Array<CatalogItemOperation>;
  version: Scalars['Int']['input'];
};


export type MutationEditResponseArgs = {
  input: EditResponseInput;
};


export type MutationExportNewsletterSubscribersArgs = {
  newsletterV3Id: Scalars['ID']['input'];
};


export type MutationFetchOrLazilyCreateNewsletterV3AndMaybeSubscribeArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationFollowCatalogArgs = {
  catalogId: Scalars['ID']['input'];
};


export type MutationFollowCollectionArgs = {
  targetCollectionId: Scalars['ID']['input'];
};


export type MutationFollowTagArgs = {
  tagSlug: Scalars['ID']['input'];
};


export type MutationFollowTopicArgs = {
  topicSlug: Scalars['ID']['input'];
};


export type MutationFollowUserArgs = {
  targetUserId: Scalars['ID']['input'];
};


export type MutationGoogleOneTapArgs = {
  binding?: InputMaybe<Scalars['String']['input']>;
  credential: Scalars['String']['input'];
  operation: AuthOperation;
};


export type MutationHideCatalogResponseArgs = {
  catalogResponseId: Scalars['ID']['input'];
  parentCatalogId: Scalars['ID']['input'];
};


export type MutationHidePostResponseArgs = {
  parentPostId: Scalars['ID']['input'];
  postResponseId: Scalars['ID']['input'];
};


export type MutationMoveInSeriesArgs = {
  position: Scalars['Int']['input'];
  postId: Scalars['ID']['input'];
  seriesId: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationMuteCollectionArgs = {
  targetCollectionId: Scalars['ID']['input'];
};


export type MutationMuteUserArgs = {
  targetUserId: Scalars['ID']['input'];
};


export type MutationPinPostArgs = {
  postId: Scalars['ID']['input'];
};


export type MutationPublishCatalogResponseArgs = {
  input: PublishCatalogResponseInput;
};


export type MutationPublishPostArgs = {
  input: PublishPostInput;
};


export type MutationPublishResponseArgs = {
  input: PublishResponseInput;
};


export type MutationPublishResponseDraftArgs = {
  postId: Scalars['ID']['input'];
};


export type MutationRecordPostReadArgs = {
  postId: Scalars['ID']['input'];
  progress: ReadProgress;
};


export type MutationRedeemGiftCodeArgs = {
  giftCode: Scalars['String']['input'];
};


export type MutationRemoveFromReadingHistoryArgs = {
  postId: Scalars['ID']['input'];
};


export type MutationRemoveFromSeriesArgs = {
  postId: Scalars['ID']['input'];
  seriesId: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationRequestEmailChangeArgs = {
  email: Scalars['String']['input'];
};


export type MutationRevertDraftArgs = {
  baseVersion: Scalars['Int']['input'];
  postId: Scalars['ID']['input'];
  revisionId: Scalars['ID']['input'];
};


export type MutationRevokeFriendLinkArgs = {
  postId: Scalars['ID']['input'];
};


export type MutationRevokeIntegrationTokenArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRevokeSessionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSaveDraftArgs = {
  input: SaveDraftInput;
};


export type MutationSendAcctAuthEmailArgs = {
  binding?: InputMaybe<Scalars['String']['input']>;
  captchaValue?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  fullName?: InputMaybe<Scalars['String']['input']>;
  operation: AuthOperation;
  redirect?: InputMaybe<Scalars['String']['input']>;
  type: AuthEmailType;
};


export type MutationSendNewsletterSubscriptionAcctAuthEmailArgs = {
  binding?: InputMaybe<Scalars['String']['input']>;
  captchaValue?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  newsletterV3Id: Scalars['ID']['input'];
  operation?: InputMaybe<AuthOperation>;
  redirect?: InputMaybe<Scalars['String']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationSetHighlightPrivacyArgs = {
  isPrivate: Scalars['Boolean']['input'];
  quoteId: Scalars['ID']['input'];
};


export type MutationSetPasswordArgs = {
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  newPassword: Scalars['String']['input'];
};


export type MutationSetReadingHistoryPausedArgs = {
  paused: Scalars['Boolean']['input'];
};


export type MutationShowCatalogResponseOnParentArgs = {
  catalogResponseId: Scalars['ID']['input'];
  parentCatalogId: Scalars['ID']['input'];
};


export type MutationSignInWithPasswordArgs = {
  binding?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationStartDraftArgs = {
  newsletterV3Id?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationStartGiftCheckoutArgs = {
  currency: MembershipCurrency;
  giftType: GiftType;
  months: Scalars['Int']['input'];
  recipientEmails: Array<Scalars['String']['input']>;
  tier: MembershipTier;
};


export type MutationStartMembershipCheckoutArgs = {
  cancelPath?: InputMaybe<Scalars['String']['input']>;
  currency: MembershipCurrency;
  offer?: InputMaybe<MembershipOffer>;
  planId: MembershipPlanCadence;
  successPath?: InputMaybe<Scalars['String']['input']>;
};


export type MutationStartNewsletterImportArgs = {
  hasConsent: Scalars['Boolean']['input'];
  importId: Scalars['ID']['input'];
};


export type MutationStartPaymentMethodUpdateArgs = {
  returnPath?: InputMaybe<Scalars['String']['input']>;
};


export type MutationStartResponseDraftArgs = {
  input: ResponseTargetInput;
};


export type MutationSubscribeNewsletterV3Args = {
  newsletterV3Id: Scalars['ID']['input'];
  shouldRecordConsent?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationSwitchMembershipPlanArgs = {
  planId: MembershipPlanCadence;
};


export type MutationUncancelMembershipArgs = {
  membershipId: Scalars['ID']['input'];
};


export type MutationUndeletePostArgs = {
  targetPostId: Scalars['ID']['input'];
};


export type MutationUnfollowCatalogArgs = {
  catalogId: Scalars['ID']['input'];
};


export type MutationUnfollowCollectionArgs = {
  targetCollectionId: Scalars['ID']['input'];
};


export type MutationUnfollowTagArgs = {
  tagSlug: Scalars['ID']['input'];
};


export type MutationUnfollowTopicArgs = {
  topicSlug: Scalars['ID']['input'];
};


export type MutationUnfollowUserArgs = {
  targetUserId: Scalars['ID']['input'];
};


export type MutationUnhidePostResponseOnParentPostArgs = {
  parentPostId: Scalars['ID']['input'];
  postResponseId: Scalars['ID']['input'];
};


export type MutationUnmuteCollectionArgs = {
  targetCollectionId: Scalars['ID']['input'];
};


export type MutationUnmuteUserArgs = {
  targetUserId: Scalars['ID']['input'];
};


export type MutationUnpinPostArgs = {
  postId: Scalars['ID']['input'];
};


export type MutationUnsubscribeAllNewslettersV3Args = {
  type?: InputMaybe<NewsletterV3Type>;
};


export type MutationUnsubscribeNewsletterV3Args = {
  newsletterV3Id: Scalars['ID']['input'];
};


export type MutationUnsubscribeNewsletterV3ByLinkArgs = {
  newsletterV3Id: Scalars['ID']['input'];
  signature: Scalars['String']['input'];
  subscriberId: Scalars['ID']['input'];
};


export type MutationUpdateCatalogArgs = {
  input: UpdateCatalogInput;
};


export type MutationUpdateNewsletterV3Args = {
  description?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  newsletterV3Id: Scalars['ID']['input'];
  showPromo?: InputMaybe<Scalars['Boolean']['input']>;
  tracksOpensAndClicks?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationUpdateNotificationSettingsArgs = {
  input: NotificationSettingsInput;
};


export type MutationUpdatePostSettingsArgs = {
  input: UpdatePostSettingsInput;
};


export type MutationUpdatePublishingSettingsArgs = {
  input: PublishingSettingsInput;
};


export type MutationUpdateUsernameArgs = {
  username: Scalars['String']['input'];
};


export type MutationUpdateViewerProfileArgs = {
  input: UpdateViewerProfileInput;
};


export type MutationValidateNewsletterImportArgs = {
  csv: Scalars['String']['input'];
  newsletterV3Id?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationVerifyLoginCodeArgs = {
  email: Scalars['String']['input'];
  loginCode: Scalars['String']['input'];
};

/** Spec 2 §7 uncancelMembership's success. */
export type MutationSuccess = {
  __typename: 'MutationSuccess';
  membershipId: Scalars['ID']['output'];
};

export type NavigationDestination =
  /** value is a tag slug: the publication's stories with that tag (ShowCollectionTagged). */
  | 'TAG'
  /** value is an absolute http or https address, opened as a plain link. */
  | 'URL';

/** An entry of a publication's navigation bar. */
export type NavigationItem = {
  __typename: 'NavigationItem';
  destination: NavigationDestination;
  title: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** A subscribers export, as the manager who asked for it sees it (decision 176). */
export type NewsletterExport = {
  __typename: 'NewsletterExport';
  /** Addresses in the file, once it is written. */
  addressCount: Maybe<Scalars['Int']['output']>;
  /** READY only: where the browser downloads the CSV from, for a few minutes (a path of the site locally). */
  downloadUrl: Maybe<Scalars['String']['output']>;
  /** When downloads stop (while WRITING: 7 days after it was asked for). */
  expiresAt: Scalars['AWSTimestamp']['output'];
  id: Scalars['ID']['output'];
  newsletterV3Id: Scalars['ID']['output'];
  state: NewsletterExportState;
};

/** An export queued: its link is on its way to the viewer's e-mail address. */
export type NewsletterExportQueued = {
  __typename: 'NewsletterExportQueued';
  /** The export's id: its page is /me/subscribers/exports/{exportId}. */
  exportId: Scalars['ID']['output'];
  newsletterV3Id: Scalars['ID']['output'];
};

export type NewsletterExportResult = BadRequest | Forbidden | NewsletterExport | NotFound | Unauthorized;

export type NewsletterExportState =
  /** 7 days after its file was written: nothing to download. */
  | 'EXPIRED'
  /** Its file may be downloaded. */
  | 'READY'
  /** Its file is being written. */
  | 'WRITING';

/** A mailing-list import (decision 168): the validation report, then the progress of the import. */
export type NewsletterImport = {
  __typename: 'NewsletterImport';
  alreadySubscribedCount: Scalars['Int']['output'];
  /** Without consent: addresses sent an e-mail asking them to confirm, so far (decision 173). */
  askedToConfirmCount: Scalars['Int']['output'];
  badRowCount: Scalars['Int']['output'];
  /** The first 100 bad rows. */
  badRows: Array<NewsletterImportRow>;
  duplicateRowCount: Scalars['Int']['output'];
  /** The first 100 rows repeating an earlier address. */
  duplicateRows: Array<NewsletterImportRow>;
  id: Scalars['ID']['output'];
  newsletterV3Id: Scalars['ID']['output'];
  /** Addresses imported so far, of validCount. */
  processedCount: Scalars['Int']['output'];
  /** Rows read, a header row and blank rows left out. */
  rowCount: Scalars['Int']['output'];
  state: NewsletterImportState;
  /** Valid addresses not subscribed yet: what importing adds. */
  validCount: Scalars['Int']['output'];
};

export type NewsletterImportResult = BadRequest | Forbidden | NewsletterImport | NotFound | RateLimited | Unauthorized;

/** A row of an imported CSV: its line in the file (from 1, a header row counted) and what it held. */
export type NewsletterImportRow = {
  __typename: 'NewsletterImportRow';
  row: Scalars['Int']['output'];
  value: Scalars['String']['output'];
};

export type NewsletterImportState =
  | 'DONE'
  | 'IMPORTING'
  /** Checked: the report is ready and nothing is imported. */
  | 'VALIDATED';

/** One story's send to a newsletter, each recipient counted once per outcome (decision 164). */
export type NewsletterSendStats = {
  __typename: 'NewsletterSendStats';
  bounced: Scalars['Int']['output'];
  clicked: Scalars['Int']['output'];
  complained: Scalars['Int']['output'];
  delivered: Scalars['Int']['output'];
  lastSentAt: Maybe<Scalars['AWSTimestamp']['output']>;
  /** Unique opens and clicks; 0 when the newsletter does not track them. */
  opened: Scalars['Int']['output'];
  postId: Scalars['ID']['output'];
  sent: Scalars['Int']['output'];
  /** Never sent: the address is suppressed (decision 163). */
  suppressed: Scalars['Int']['output'];
};

/** Audience stats granularity (spec 3): daily, weekly, monthly. */
export type NewsletterStatsGranularity =
  | 'DAILY'
  | 'MONTHLY'
  | 'WEEKLY';

/**
 * A newsletter's subscriber as its managers see it (decision 169): an account's name and username (never
 * its address), or an e-mail subscriber's imported address.
 */
export type NewsletterSubscriber = {
  __typename: 'NewsletterSubscriber';
  /** When the subscriber agreed to receive the newsletter (by subscribing, or as the importer declared). */
  consentRecordedAt: Maybe<Scalars['AWSTimestamp']['output']>;
  /** Only for an e-mail subscriber (an imported address without an account). */
  email: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Maybe<Scalars['String']['output']>;
  subscribedAt: Scalars['AWSTimestamp']['output'];
  username: Maybe<Scalars['String']['output']>;
};

export type NewsletterSubscriberConnection = {
  __typename: 'NewsletterSubscriberConnection';
  pagingInfo: PagingInfo;
  subscribers: Array<NewsletterSubscriber>;
};

/** Subscriptions started and ended in one period (its first day, YYYY-MM-DD, UTC). */
export type NewsletterSubscribersPeriod = {
  __typename: 'NewsletterSubscribersPeriod';
  start: Scalars['String']['output'];
  subscribed: Scalars['Int']['output'];
  unsubscribed: Scalars['Int']['output'];
};

export type NewsletterSubscribersResult = BadRequest | Forbidden | NewsletterSubscriberConnection | NotFound | Unauthorized;

/** An address a newsletter's e-mail bounced from for good or that complained: never sent to again. */
export type NewsletterSuppressedAddress = {
  __typename: 'NewsletterSuppressedAddress';
  address: Scalars['String']['output'];
  /** PERMANENT_BOUNCE or COMPLAINT. */
  reason: Scalars['String']['output'];
  suppressedAt: Scalars['AWSTimestamp']['output'];
};

/** Spec 3 §3. Its subscribers and their addresses are readable by nobody through this type. */
export type NewsletterV3 = {
  __typename: 'NewsletterV3';
  /** The publication of a COLLECTION newsletter; null for a writer's. */
  collection: Maybe<Collection>;
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  showPromo: Scalars['Boolean']['output'];
  slug: Scalars['String']['output'];
  /** How many are subscribed, exact (kept in each subscription's transaction). */
  subscriberCount: Scalars['Int']['output'];
  /** Its e-mails carry an open pixel and click redirects (decision 165). */
  tracksOpensAndClicks: Scalars['Boolean']['output'];
  type: NewsletterV3Type;
  /** The writer of an AUTHOR newsletter; null for a publication's. */
  user: Maybe<User>;
  viewerEdge: NewsletterV3ViewerEdge;
};

export type NewsletterV3Result = AlreadyExists | BadRequest | NewsletterV3 | NotFound | RateLimited | Unauthorized;

/** A newsletter's stats, for its owner only. */
export type NewsletterV3Stats = {
  __typename: 'NewsletterV3Stats';
  granularity: NewsletterStatsGranularity;
  id: Scalars['ID']['output'];
  sends: Array<NewsletterSendStats>;
  subscriberCount: Scalars['Int']['output'];
  subscribersOverTime: Array<NewsletterSubscribersPeriod>;
  suppressed: Array<NewsletterSuppressedAddress>;
  suppressedCount: Scalars['Int']['output'];
  tracksOpensAndClicks: Scalars['Boolean']['output'];
};

export type NewsletterV3StatsResult = Forbidden | NewsletterV3Stats | NotFound | Unauthorized;

/** Spec 3 §3 Newsletter V3: a writer's (AUTHOR) or a publication's (COLLECTION). */
export type NewsletterV3Type =
  | 'AUTHOR'
  | 'COLLECTION';

/** The viewer's relation to a newsletter. id is `{newsletterId}:{viewerId}`, or `{newsletterId}:visitor`. */
export type NewsletterV3ViewerEdge = {
  __typename: 'NewsletterV3ViewerEdge';
  /** When the viewer subscribed; null when not subscribed. */
  createdAt: Maybe<Scalars['AWSTimestamp']['output']>;
  id: Scalars['ID']['output'];
  isSubscribed: Scalars['Boolean']['output'];
};

export type NotFound = {
  __typename: 'NotFound';
  message: Scalars['String']['output'];
};

/** Activity that concerned the reader: one per story for claps, highlights and a list's follows (aggregated). */
export type Notification = {
  __typename: 'Notification';
  /** How many took part in all, each counted once (the text's "and N others"). */
  actorCount: Scalars['Int']['output'];
  /** Who acted, newest first: at most 3 (those the reader muted are left out). */
  actors: Array<User>;
  /** The followed list itself (LIST_FOLLOWED): its name and address; null once it is gone. */
  catalog: Maybe<Catalog>;
  /** The followed list's id (LIST_FOLLOWED). */
  catalogId: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  /** Activity the reader had not seen when the page was asked for. */
  isUnread: Scalars['Boolean']['output'];
  kind: NotificationKind;
  /** When its latest activity happened. */
  occurredAt: Scalars['AWSTimestamp']['output'];
  /** The story it is about: clapped, highlighted, responded to, newly published, or decided on by a publication's editor. */
  post: Maybe<Post>;
  /** The response or reply itself (RESPONSE, REPLY). */
  response: Maybe<Post>;
};

export type NotificationConnection = {
  __typename: 'NotificationConnection';
  notifications: Array<Notification>;
  pagingInfo: PagingInfo;
};

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

export type NotificationSettings = {
  __typename: 'NotificationSettings';
  allowEmailHighlights: Scalars['Boolean']['output'];
  allowEmailMentions: Scalars['Boolean']['output'];
  allowEmailNewFollowers: Scalars['Boolean']['output'];
  allowEmailNewsletters: Scalars['Boolean']['output'];
  allowEmailRecommendedStories: Scalars['Boolean']['output'];
  allowEmailResponses: Scalars['Boolean']['output'];
  digestFrequency: DigestFrequency;
  emailFrequency: EmailFrequency;
  notifyClaps: Scalars['Boolean']['output'];
  notifyGifts: Scalars['Boolean']['output'];
  notifyHighlights: Scalars['Boolean']['output'];
  notifyListFollows: Scalars['Boolean']['output'];
  notifyMentions: Scalars['Boolean']['output'];
  /** Which notifications are made at all (issue #16): a kind turned off is never created. */
  notifyNewFollowers: Scalars['Boolean']['output'];
  notifyNewStories: Scalars['Boolean']['output'];
  notifyResponses: Scalars['Boolean']['output'];
  notifySubmissions: Scalars['Boolean']['output'];
};

export type NotificationSettingsInput = {
  allowEmailHighlights?: InputMaybe<Scalars['Boolean']['input']>;
  allowEmailMentions?: InputMaybe<Scalars['Boolean']['input']>;
  allowEmailNewFollowers?: InputMaybe<Scalars['Boolean']['input']>;
  allowEmailNewsletters?: InputMaybe<Scalars['Boolean']['input']>;
  allowEmailRecommendedStories?: InputMaybe<Scalars['Boolean']['input']>;
  allowEmailResponses?: InputMaybe<Scalars['Boolean']['input']>;
  digestFrequency?: InputMaybe<DigestFrequency>;
  emailFrequency?: InputMaybe<EmailFrequency>;
  notifyClaps?: InputMaybe<Scalars['Boolean']['input']>;
  notifyGifts?: InputMaybe<Scalars['Boolean']['input']>;
  notifyHighlights?: InputMaybe<Scalars['Boolean']['input']>;
  notifyListFollows?: InputMaybe<Scalars['Boolean']['input']>;
  notifyMentions?: InputMaybe<Scalars['Boolean']['input']>;
  notifyNewFollowers?: InputMaybe<Scalars['Boolean']['input']>;
  notifyNewStories?: InputMaybe<Scalars['Boolean']['input']>;
  notifyResponses?: InputMaybe<Scalars['Boolean']['input']>;
  notifySubmissions?: InputMaybe<Scalars['Boolean']['input']>;
};

export type NotificationStatus = {
  __typename: 'NotificationStatus';
  unreadNotificationCount: Scalars['Int']['output'];
};

export type NotificationTab =
  | 'ALL'
  | 'RESPONSES';

export type NotificationsResult = BadRequest | NotificationConnection | Unauthorized;

export type PageParams = {
  __typename: 'PageParams';
  limit: Scalars['Int']['output'];
  to: Maybe<Scalars['String']['output']>;
};

export type PagingInfo = {
  __typename: 'PagingInfo';
  /** Where the next page starts; null on the last page. */
  next: Maybe<PageParams>;
};

/** Paging of a list: at most `limit` items (1 to 25, default 10) after the cursor `to`. */
export type PagingOptions = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};

export type Paragraph = {
  __typename: 'Paragraph';
  /** PRE only: the code's language. */
  codeBlockMetadata: Maybe<CodeBlockMetadata>;
  layout: Maybe<ParagraphLayout>;
  markups: Array<Markup>;
  metadata: Maybe<ImageMetadata>;
  /** MIXTAPE_EMBED only. */
  mixtapeMetadata: Maybe<MixtapeMetadata>;
  name: Scalars['ID']['output'];
  text: Scalars['String']['output'];
  type: ParagraphType;
};

/** A paragraph as the editor saves it: the fields of Paragraph, one for one. */
export type ParagraphInput = {
  codeBlockMetadata?: InputMaybe<CodeBlockMetadataInput>;
  layout?: InputMaybe<ParagraphLayout>;
  markups: Array<MarkupInput>;
  metadata?: InputMaybe<ImageMetadataInput>;
  mixtapeMetadata?: InputMaybe<MixtapeMetadataInput>;
  name: Scalars['ID']['input'];
  text: Scalars['String']['input'];
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

export type PartnerProgramEnrollment = {
  __typename: 'PartnerProgramEnrollment';
  id: Scalars['ID']['output'];
  status: Scalars['String']['output'];
};

export type PasswordPermanentLockout = {
  __typename: 'PasswordPermanentLockout';
  message: Scalars['String']['output'];
};

export type PasswordSignInResult = AccountToken | BadRequest | InvalidPassword | IpAuthLockout | PasswordPermanentLockout | PasswordSoftLockout | RateLimited;

export type PasswordSoftLockout = {
  __typename: 'PasswordSoftLockout';
  /** Epoch milliseconds (spec 2 §9 counts minutes of 60000 ms). */
  lockedOutUntil: Scalars['Float']['output'];
  message: Scalars['String']['output'];
};

export type PaymentMethod = ApplePayCard | CreditCard | GooglePayCard | PaypalAccount;

/** Where to send the reader to save a new card: the provider's page (Stripe Checkout in setup mode). */
export type PaymentMethodUpdate = {
  __typename: 'PaymentMethodUpdate';
  url: Scalars['String']['output'];
};

/** A PayPal account. */
export type PaypalAccount = {
  __typename: 'PaypalAccount';
  displayName: Scalars['String']['output'];
};

/** A signed-in non-member's metered allowance, as this story's page found it. */
export type PaywallMeter = {
  __typename: 'PaywallMeter';
  allowance: Scalars['Int']['output'];
  /** Member-only stories still free in this window, after this one. */
  storiesLeft: Scalars['Int']['output'];
  /** Whether this story opened in full through the allowance (else the preview: none left). */
  unlocked: Scalars['Boolean']['output'];
  window: PaywallWindow;
};

/** Spec 3 §9 metered paywall window. */
export type PaywallWindow =
  | 'DAILY'
  | 'HOURLY'
  | 'MONTHLY';

export type PendingSubmissionsResult = BadRequest | Forbidden | NotFound | PostConnection | Unauthorized;

export type PinPostResult = BadRequest | Forbidden | MaxPinnedStoriesReached | NotFound | Post | RateLimited | Unauthorized;

export type Post = {
  __typename: 'Post';
  /** Whether readers may respond. */
  allowResponses: Scalars['Boolean']['output'];
  /** Where the story was first published: the page's canonical link instead of its own URL. */
  canonicalUrl: Maybe<Scalars['String']['output']>;
  clapCount: Scalars['Int']['output'];
  /** Who clapped, newest first by their first clap, each with their count (/p/{postId}/upvotes). */
  clappers: ClapperConnection;
  collection: Maybe<Collection>;
  /** The body, or only its preview when the viewer may not read a member-only story. */
  content: PostContent;
  creator: User;
  extendedPreviewContent: PreviewContent;
  firstPublishedAt: Maybe<Scalars['AWSTimestamp']['output']>;
  id: Scalars['ID']['output'];
  /** Member-only: past the preview, the body is sent only to members and the author. */
  isLocked: Scalars['Boolean']['output'];
  isPublished: Scalars['Boolean']['output'];
  /** A series: a story listing others (/series/{id}). */
  isSeries: Scalars['Boolean']['output'];
  isSuspended: Scalars['Boolean']['output'];
  latestPublishedAt: Maybe<Scalars['AWSTimestamp']['output']>;
  /** The story page's end (issue #13): more from the writer and from the publication. */
  moreFrom: MoreFrom;
  /** When the writer pinned it to their profile; null when not pinned. */
  pinnedAt: Maybe<Scalars['AWSTimestamp']['output']>;
  previewImage: Maybe<ImageMetadata>;
  /** When the trash purges it (Your stories' deleted shelf, read by its writer alone); null outside the trash. */
  purgeAt: Maybe<Scalars['AWSTimestamp']['output']>;
  /** Minutes, fractional. */
  readingTime: Scalars['Float']['output'];
  responsesCount: Scalars['Int']['output'];
  /** The page description for search engines and link previews (at most 156 characters). */
  seoDescription: Maybe<Scalars['String']['output']>;
  /** The page title for search engines and link previews (at most 60 characters). */
  seoTitle: Maybe<Scalars['String']['output']>;
  /** The story's place in its series, among the stories the viewer may read; null when in none. */
  sequence: Maybe<PostSequence>;
  /** APPROVED shows the story as 'in {collection}'. */
  statusForCollection: Maybe<PostCollectionStatus>;
  tags: Array<Tag>;
  /** The first level of the responses to this story or response (as threadedPostResponses, without reading the post again). */
  threadedResponses: PostResponseConnection;
  title: Scalars['String']['output'];
  /** The title's slug plus the id, as in /@writer/my-story-1a2b3c4d5e6f. */
  uniqueSlug: Scalars['String']['output'];
  updatedAt: Scalars['AWSTimestamp']['output'];
  viewerCatalogIds: Array<Scalars['ID']['output']>;
  /** The viewer's claps on this story (0 to 50); 0 for a visitor. */
  viewerClapCount: Scalars['Int']['output'];
  /** What the signed-in viewer did with this story (a visitor's edge is empty). */
  viewerEdge: PostViewerEdge;
  visibility: PostVisibility;
};


export type PostClappersArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type PostThreadedResponsesArgs = {
  postResponsesPaging?: InputMaybe<PagingOptions>;
  sortType?: InputMaybe<ResponseSortType>;
};

export type PostCatalogMembership = {
  __typename: 'PostCatalogMembership';
  catalogs: Array<CatalogMembership>;
  postId: Scalars['ID']['output'];
};

export type PostCatalogMembershipResult = BadRequest | NotFound | PostCatalogMembership | Unauthorized;

export type PostCollectionStatus =
  | 'APPROVED'
  | 'PENDING'
  | 'REJECTED';

export type PostConnection = {
  __typename: 'PostConnection';
  pagingInfo: PagingInfo;
  posts: Array<Post>;
};

export type PostContent = {
  __typename: 'PostContent';
  bodyModel: RichText;
  /** True when only the preview was sent because the story is member-only. */
  isLockedPreviewOnly: Scalars['Boolean']['output'];
  /** The metered allowance (decision 141): on the story page of a member-only story, for a signed-in non-member. */
  meter: Maybe<PaywallMeter>;
  /** The passage most readers highlighted; null until enough readers agree (story page only). */
  topHighlight: Maybe<TopHighlight>;
  /** The viewer's own highlights of the story (story page only; empty for a visitor). */
  viewerHighlights: Maybe<Array<Quote>>;
};

/** The writer's editable copy of a story: what the editor loads and saves. */
export type PostDraft = {
  __typename: 'PostDraft';
  bodyModel: RichText;
  /** The story's id. */
  id: Scalars['ID']['output'];
  /** A response drafted in the full editor (issue #13): the story it responds to; null for a story. */
  inResponseToPostId: Maybe<Scalars['ID']['output']>;
  isPublished: Scalars['Boolean']['output'];
  latestPublishedAt: Maybe<Scalars['AWSTimestamp']['output']>;
  /** The passage of that story the response answers (a response to a quote). */
  quotedText: Maybe<Scalars['String']['output']>;
  status: PostStatus;
  subtitle: Scalars['String']['output'];
  title: Scalars['String']['output'];
  uniqueSlug: Scalars['String']['output'];
  updatedAt: Scalars['AWSTimestamp']['output'];
  /** Grows by one with every save; a save names the version it was based on. */
  version: Scalars['Int']['output'];
};

export type PostDraftResult = BadRequest | NotFound | PostDraft | Unauthorized;

/** Spec 3 §3 post reading-list states: where a story stands for the viewer. */
export type PostReadingListState =
  /** Finished (its end reached, the reading history's finishedAt), saved or not. */
  | 'READING_LIST_ARCHIVE'
  /** Neither saved to the Reading list nor finished. */
  | 'READING_LIST_NONE'
  /** Saved to the Reading list and not finished yet. */
  | 'READING_LIST_QUEUE';

/** A response in a thread: the response (a Post), its body, and what the viewer is told about it. */
export type PostResponse = {
  __typename: 'PostResponse';
  approvalState: ResponseApprovalState;
  /** The response's post id. */
  id: Scalars['ID']['output'];
  /** Its writer deleted it after it had replies: its place and replies stay, its text is gone. */
  isDeleted: Scalars['Boolean']['output'];
  /** The viewer muted its writer: shown collapsed. */
  isFromMutedWriter: Scalars['Boolean']['output'];
  /** Its body (never member-only; empty once deleted), beside post so a thread stays within the API's depth limit. */
  paragraphs: Array<Paragraph>;
  /** The list it responds to (a response to a list, issue #13); its parentPostId is then empty. */
  parentCatalogId: Maybe<Scalars['ID']['output']>;
  parentPostId: Scalars['ID']['output'];
  post: Post;
  /** The passage of the parent it answers (a response to a quote), shown above its text. */
  quotedText: Maybe<Scalars['String']['output']>;
  /** The viewer may hide or show it (the parent's writer). */
  viewerCanModerate: Scalars['Boolean']['output'];
  /** The viewer wrote it (edit, delete). */
  viewerIsWriter: Scalars['Boolean']['output'];
};

export type PostResponseConnection = {
  __typename: 'PostResponseConnection';
  pagingInfo: PagingInfo;
  responses: Array<PostResponse>;
};

export type PostResult = BadRequest | NotFound | Post;

/** A kept copy of the draft. */
export type PostRevision = {
  __typename: 'PostRevision';
  /** The whole text: ask for it one revision at a time (postRevision). */
  bodyModel: RichText;
  /** The start of its text, whitespace collapsed, cut after a word near 160 characters. */
  excerpt: Scalars['String']['output'];
  /** Pass it to revertDraft (and the /p/{postId}/revert/{versionId}/{baseRev} link). */
  id: Scalars['ID']['output'];
  paragraphCount: Scalars['Int']['output'];
  savedAt: Scalars['AWSTimestamp']['output'];
  subtitle: Scalars['String']['output'];
  title: Scalars['String']['output'];
  /** The draft version it copies. */
  version: Scalars['Int']['output'];
};

export type PostRevisionConnection = {
  __typename: 'PostRevisionConnection';
  pagingInfo: PagingInfo;
  revisions: Array<PostRevision>;
};

export type PostRevisionResult = BadRequest | NotFound | PostRevision | Unauthorized;

export type PostRevisionsResult = BadRequest | NotFound | PostRevisionConnection | Unauthorized;

/** A story's place in its series (the series bar of the story page). */
export type PostSequence = {
  __typename: 'PostSequence';
  count: Scalars['Int']['output'];
  next: Maybe<Post>;
  /** 1-based, among the stories of the series the viewer may read. */
  position: Scalars['Int']['output'];
  previous: Maybe<Post>;
  seriesPostId: Scalars['ID']['output'];
  /** The series' {slug}-{id}, as in /s/{slug}/{postId}. */
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** A story's settings and facts as its writer sees them. */
export type PostSettings = {
  __typename: 'PostSettings';
  canonicalUrl: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['AWSTimestamp']['output'];
  /** The story's id. */
  id: Scalars['ID']['output'];
  /** The story as its writer sees it: title, link, tags, publication, dates, reading time. */
  post: Post;
  seoDescription: Maybe<Scalars['String']['output']>;
  seoTitle: Maybe<Scalars['String']['output']>;
  /** False when the writer keeps the story out of recommendations (the home feed). */
  showInRecommendations: Scalars['Boolean']['output'];
  /** The part of the story's link before its id (uniqueSlug is {slug}-{id}); '' when there is none. */
  slug: Scalars['String']['output'];
  /** Words of the writer's current text (the draft, or the published body when there is no draft). */
  wordCount: Scalars['Int']['output'];
};

export type PostSettingsResult = BadRequest | NotFound | PostSettings | Unauthorized;

export type PostStatus =
  | 'DELETED'
  | 'DRAFT'
  | 'PUBLISHED';

export type PostSubmissionResult = BadRequest | Conflict | Forbidden | NotFound | Post | RateLimited | Unauthorized;

/** The viewer's side of a story. */
export type PostViewerEdge = {
  __typename: 'PostViewerEdge';
  /** Always READING_LIST_NONE for a visitor. */
  readingList: PostReadingListState;
};

export type PostVisibility =
  | 'LOCKED'
  | 'PUBLIC'
  | 'UNLISTED';

/** Exactly one of the fields; remove names the story or list, not its item. */
export type PredefinedCatalogOperation = {
  append?: InputMaybe<CatalogItemInput>;
  prepend?: InputMaybe<CatalogItemInput>;
  remove?: InputMaybe<CatalogItemInput>;
};

export type PredefinedCatalogType =
  | 'CURRENTLY_READING'
  | 'PURCHASED'
  | 'READING_LIST';

export type PreviewContent = {
  __typename: 'PreviewContent';
  isFullContent: Scalars['Boolean']['output'];
  subtitle: Scalars['String']['output'];
};

export type PublishCatalogResponseInput = {
  catalogId: Scalars['ID']['input'];
  paragraphs: Array<ParagraphInput>;
};

export type PublishPostInput = {
  allowResponses: Scalars['Boolean']['input'];
  /** A publication of the writer's to submit the story to. */
  collectionId?: InputMaybe<Scalars['ID']['input']>;
  /** Member-only: the story's visibility becomes LOCKED (when PUBLIC). */
  isLocked: Scalars['Boolean']['input'];
  notifyFollowers: Scalars['Boolean']['input'];
  postId: Scalars['ID']['input'];
  /** Up to 5 tags, each 1–25 characters; a new tag is created on publish. */
  tags: Array<Scalars['String']['input']>;
  visibility: PublishVisibility;
};

export type PublishPostResult = AccountSuspended | BadRequest | Conflict | Forbidden | NotFound | Post | PublishingRestrictedBannedLinks | RateLimited | Unauthorized;

export type PublishResponseInput = {
  inResponseToPostId: Scalars['ID']['input'];
  paragraphs: Array<ParagraphInput>;
};

export type PublishResponseResult = BadRequest | Conflict | Forbidden | NotFound | PostResponse | PublishingRestrictedBannedLinks | RateLimited | ResponseClosed | Unauthorized;

export type PublishVisibility =
  | 'PUBLIC'
  | 'UNLISTED';

/** The story links to a host on the deny list; `hosts` names them. */
export type PublishingRestrictedBannedLinks = {
  __typename: 'PublishingRestrictedBannedLinks';
  hosts: Array<Scalars['String']['output']>;
  message: Scalars['String']['output'];
};

export type PublishingSettings = {
  __typename: 'PublishingSettings';
  allowEmailAddressSharingEditorWriter: Scalars['Boolean']['output'];
  defaultResponsesAllowed: ResponsesAllowed;
};

export type PublishingSettingsInput = {
  allowEmailAddressSharingEditorWriter?: InputMaybe<Scalars['Boolean']['input']>;
  /** Who may respond to the viewer's stories by default: EVERYONE, FOLLOWERS, NOBODY. */
  defaultResponsesAllowed?: InputMaybe<ResponsesAllowed>;
};

export type Query = {
  __typename: 'Query';
  /** One of the viewer's own charges (its receipt): NotFound for any other, whether it exists or not. */
  billingCharge: BillingChargeResult;
  /** The viewer's own charges (membership payments, gifts), newest first, a page at a time. */
  billingHistory: BillingHistoryResult;
  /**
   * A list by its {catalogSlugId} or id; a predefined list's slug (reading-list…) names the viewer's own.
   * NotFound for another reader's private list, the same answer as an unknown id.
   */
  catalog: CatalogResult;
  /** A page of a list's items, as Catalog.itemsConnection gives them: the list page asks here, three levels shallower. */
  catalogItems: CatalogItemsResult;
  /** Spec 3 §7 catalog list queries: a reader's lists, newest first; others see only the public ones. */
  catalogsByUser: CatalogsResult;
  /** Spec 3 §3 gift code check, for the signed-in viewer (a group gift is not for past members). */
  checkGiftCode: CheckGiftCodeResult;
  /** A publication by id. */
  collection: Maybe<Collection>;
  /** A publication by its custom domain or its slug. */
  collectionByDomainOrSlug: Maybe<Collection>;
  /** True when no account uses this e-mail address (sign-up asks before sending). Rate limited per IP. */
  emailAvailability: Scalars['Boolean']['output'];
  /**
   * /me/following/suggestions (decision 219): tags and writers the signed-in reader does not follow yet,
   * from the topics of the tags they follow and those tags' writers; null for a visitor.
   */
  followSuggestions: Maybe<FollowSuggestions>;
  /** The lists the viewer follows (Saved lists), newest first; lists no longer visible are left out. */
  followedCatalogs: FollowedCatalogsResult;
  /** The tags the signed-in viewer follows, newest follow first (at most 20; the home's tag tabs). Empty for a visitor. */
  followedTags: Array<Tag>;
  /**
   * The signed-in home's Following tab (issue #16, decision 211): stories of the writers and publications
   * the viewer follows, newest first, fanned out when they were published; trashed, unlisted and muted
   * stories left out, so a page may hold fewer than its limit while its cursor goes on. Empty for a visitor.
   */
  followingFeed: PostConnection;
  /** What a gifted membership costs, each tier and length (1, 3, 6, 12 months), in one currency (USD when none is given). */
  giftPlans: Array<GiftPlan>;
  /** The newest published stories: the logged-out home. */
  latestPostsFeed: PostConnection;
  /** Spec 2 §9: the price table in one currency (USD when none is given), or the one plan an offer lowers, priced with it: prices come from the server only. */
  membershipPlans: Array<MembershipPlan>;
  /**
   * Spec 2 §3, §7: the viewer's membership status (the reactivation dialog, plan switch eligibility,
   * UsePaymentMethodRetention, UseReactivateMembershipUpsell): null for a visitor and for a reader with no
   * live membership. Read from the table only, never from the payment provider.
   */
  membershipStatus: Maybe<MembershipStatus>;
  /**
   * A subscribers export, for the signed-in manager who asked for it only (decision 176): READY answers a
   * download address working a few minutes; Forbidden for anyone else or a requester who no longer
   * manages the newsletter; EXPIRED 7 days after its file was written.
   */
  newsletterExport: NewsletterExportResult;
  /** A mailing-list import (decision 168): its report and progress, for the one who uploaded it; null for anyone else. */
  newsletterImport: Maybe<NewsletterImport>;
  /**
   * A newsletter's subscribers, newest first, for its writer or its publication's editors only (decision
   * 169): accounts by name, e-mail subscribers by the address that was imported.
   */
  newsletterSubscribers: NewsletterSubscribersResult;
  /** A newsletter by id; null when there is none. */
  newsletterV3: Maybe<NewsletterV3>;
  /**
   * A newsletter's stats (issue #15, decisions 163–165): subscribers over time (granularity DAILY, the
   * default: the last 30 days; WEEKLY: 12 weeks; MONTHLY: 12 months), its sends newest first with their
   * counts, and its suppressed addresses. Only its writer or its publication's editors: Forbidden else.
   */
  newsletterV3Stats: NewsletterV3StatsResult;
  /** Unread notifications of the signed-in reader; null for a visitor. */
  notificationStatus: Maybe<NotificationStatus>;
  /** The signed-in reader's notifications, latest activity first: ALL (default) or RESPONSES (issue #16). */
  notifications: NotificationsResult;
  /** A publication's stories waiting for an editor, newest first (its editors only). */
  pendingSubmissions: PendingSubmissionsResult;
  /** Spec 3 §7 post catalog membership: the viewer's lists, and which of them hold the story. */
  postCatalogMembership: PostCatalogMembershipResult;
  /** The writer's editable copy of a story. NotFound for anyone else, the same answer as an unknown id. */
  postDraft: PostDraftResult;
  /**
   * One story by its hex id. friendLinkKey: the key of the story's friend link (its address's `sk`,
   * decision 142), which opens a member-only story in full for anyone holding it.
   */
  postResult: PostResult;
  /** Stories by id, in the order asked; ids that do not exist are left out. */
  postResults: Array<Post>;
  /** One kept revision of the writer's draft, with its text (the writer only). */
  postRevision: PostRevisionResult;
  /** The kept revisions of the writer's draft, newest first (the writer only). */
  postRevisions: PostRevisionsResult;
  /** A story's settings and facts, for its writer only (NotFound for anyone else, as for an unknown id). */
  postSettings: PostSettingsResult;
  /** One quote by id (a response's quoted passage); a private note only for its reader. */
  quote: QuoteResult;
  /**
   * The signed-in home's For you tab (decision 212, docs/feeds.md): a bounded set of candidates ranked on
   * read by recency, claps, follows and topics, at most 2 stories of a writer in every 10, each with the
   * reason it is shown. Only the viewer's own follows and reading history are used. Empty for a visitor.
   */
  recommendedFeed: RecommendedFeed;
  /** What a response would answer: the story (and the viewer's quoted passage), or why it cannot be answered. */
  responseTarget: ResponseTargetResult;
  /** A series and its stories in order (those the viewer may read). NotFound for a story that is no series. */
  series: SeriesResult;
  /** The viewer's published stories that are in no series: what a series can take (at most 100). */
  seriesCandidates: SeriesCandidatesResult;
  /** The library of series (/collections): published series with a story the viewer may read, newest first by their latest story. */
  seriesLibrary: SeriesLibraryResult;
  /** Stories picked by staff, newest pick first (the 404 screen asks for 4). */
  staffPicksFeed: StaffPicksFeed;
  /** The tag page's tag (issue #16), by its slug; null when no story was ever listed under it (the 404 page). */
  tag: Maybe<Tag>;
  /** Tags with a listed story whose name starts like `prefix` (at most 25 characters), most used first; at most 5. */
  tagSuggestions: Array<Tag>;
  /**
   * RefetchThreadedCatalogResponsesQuery (spec 3 §7): the responses to a list, one page, as
   * threadedPostResponses (same order and page sizes); replies are read with threadedPostResponses.
   * NotFound for another reader's private list.
   */
  threadedCatalogResponses: ThreadedPostResponsesResult;
  /**
   * RefetchThreadedPostResponsesQuery (spec 3 §7): one level of the thread under a story or a response,
   * MOST_RELEVANT (most clapped, then newest) or MOST_RECENT; pages of paging.limit (the story page asks
   * graphql/contract/responses.ts responsesPageSize(depth)). Hidden responses only for the parent's writer.
   */
  threadedPostResponses: ThreadedPostResponsesResult;
  /**
   * A topic by its slug, SPECIAL ones too (spec 3 §7 TopicCacheController reads its tagId); null when
   * there is none or it is not the viewer's to see (a STAFF topic for anyone but staff).
   */
  topic: Maybe<Topic>;
  /**
   * Issue #16 (decision 216): the topics of /explore-topics and /get-started/topics, in the catalogue's
   * order: the PUBLIC ones, and the STAFF ones for staff.
   */
  topics: Array<Topic>;
  /** A user by id or by username (one of the two). */
  userResult: UserResult;
  /** Feature flags and experiment variants for this viewer, from the flag store operators change. */
  variantFlags: Array<VariantFlag>;
  /** The signed-in reader; null for a visitor. */
  viewer: Maybe<User>;
  /** Viewer only (null for a visitor): the newsletters the viewer is subscribed to, newest first. */
  viewerNewsletterSubscriptions: Maybe<Array<NewsletterV3>>;
  /** The visit: a visitor id and the country CloudFront saw (spec 2 §3 Visitor). */
  visitor: Visitor;
  /**
   * Writers worth following (issue #16, decision 223), each with its reason: people followed by those the
   * viewer follows, writers of tags the viewer follows, then writers popular on Folio. Never the viewer,
   * anyone they follow or muted. limit: 1–20, 3 by default.
   */
  whoToFollow: Array<WhoToFollowSuggestion>;
  /** The viewer's own stories on one shelf, newest updated first, and how many each shelf holds. */
  yourStories: YourStoriesResult;
};


export type QueryBillingChargeArgs = {
  chargeId: Scalars['ID']['input'];
};


export type QueryBillingHistoryArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type QueryCatalogArgs = {
  catalogSlugId: Scalars['ID']['input'];
};


export type QueryCatalogItemsArgs = {
  catalogSlugId: Scalars['ID']['input'];
  paging?: InputMaybe<PagingOptions>;
};


export type QueryCatalogsByUserArgs = {
  paging?: InputMaybe<PagingOptions>;
  type?: InputMaybe<CatalogListType>;
  userId: Scalars['ID']['input'];
  visibility?: InputMaybe<CatalogVisibility>;
};


export type QueryCheckGiftCodeArgs = {
  giftCode: Scalars['String']['input'];
};


export type QueryCollectionArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCollectionByDomainOrSlugArgs = {
  domainOrSlug: Scalars['String']['input'];
};


export type QueryEmailAvailabilityArgs = {
  email: Scalars['String']['input'];
};


export type QueryFollowedCatalogsArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type QueryFollowingFeedArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type QueryGiftPlansArgs = {
  currency?: InputMaybe<MembershipCurrency>;
};


export type QueryLatestPostsFeedArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type QueryMembershipPlansArgs = {
  currency?: InputMaybe<MembershipCurrency>;
  offer?: InputMaybe<MembershipOffer>;
};


export type QueryNewsletterExportArgs = {
  id: Scalars['ID']['input'];
};


export type QueryNewsletterImportArgs = {
  id: Scalars['ID']['input'];
};


export type QueryNewsletterSubscribersArgs = {
  newsletterV3Id: Scalars['ID']['input'];
  paging?: InputMaybe<PagingOptions>;
};


export type QueryNewsletterV3Args = {
  id: Scalars['ID']['input'];
};


export type QueryNewsletterV3StatsArgs = {
  granularity?: InputMaybe<NewsletterStatsGranularity>;
  newsletterV3Id: Scalars['ID']['input'];
};


export type QueryNotificationsArgs = {
  paging?: InputMaybe<PagingOptions>;
  tab?: InputMaybe<NotificationTab>;
};


export type QueryPendingSubmissionsArgs = {
  collectionId: Scalars['ID']['input'];
  paging?: InputMaybe<PagingOptions>;
};


export type QueryPostCatalogMembershipArgs = {
  isPostKind?: InputMaybe<Scalars['Boolean']['input']>;
  postId: Scalars['ID']['input'];
};


export type QueryPostDraftArgs = {
  postId: Scalars['ID']['input'];
};


export type QueryPostResultArgs = {
  friendLinkKey?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
};


export type QueryPostResultsArgs = {
  postIds: Array<Scalars['ID']['input']>;
};


export type QueryPostRevisionArgs = {
  postId: Scalars['ID']['input'];
  revisionId: Scalars['ID']['input'];
};


export type QueryPostRevisionsArgs = {
  paging?: InputMaybe<PagingOptions>;
  postId: Scalars['ID']['input'];
};


export type QueryPostSettingsArgs = {
  postId: Scalars['ID']['input'];
};


export type QueryQuoteArgs = {
  quoteId: Scalars['ID']['input'];
};


export type QueryRecommendedFeedArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type QueryResponseTargetArgs = {
  input: ResponseTargetInput;
};


export type QuerySeriesArgs = {
  postId: Scalars['ID']['input'];
};


export type QuerySeriesLibraryArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type QueryStaffPicksFeedArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type QueryTagArgs = {
  tagSlug: Scalars['ID']['input'];
};


export type QueryTagSuggestionsArgs = {
  prefix: Scalars['String']['input'];
};


export type QueryThreadedCatalogResponsesArgs = {
  catalogId: Scalars['ID']['input'];
  catalogResponsesPagingOptions?: InputMaybe<PagingOptions>;
  sortType?: InputMaybe<ResponseSortType>;
};


export type QueryThreadedPostResponsesArgs = {
  postId: Scalars['ID']['input'];
  postResponsesPaging?: InputMaybe<PagingOptions>;
  sortType?: InputMaybe<ResponseSortType>;
};


export type QueryTopicArgs = {
  topicSlug: Scalars['ID']['input'];
};


export type QueryUserResultArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
};


export type QueryWhoToFollowArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryYourStoriesArgs = {
  filterBy: YourStoriesFilter;
  paging?: InputMaybe<PagingOptions>;
};

/** A passage of one paragraph, by the paragraph's name and character offsets (end excluded). */
export type Quote = {
  __typename: 'Quote';
  createdAt: Scalars['AWSTimestamp']['output'];
  endOffset: Scalars['Int']['output'];
  /** A private highlight (decision 224): shown to its reader alone, never counted in the story's tally. */
  isPrivate: Scalars['Boolean']['output'];
  /** The reader's private note: only ever sent to that reader. */
  note: Maybe<Scalars['String']['output']>;
  paragraphName: Scalars['ID']['output'];
  /** The quoted story (in a reader's highlights; null elsewhere). */
  post: Maybe<Post>;
  postId: Scalars['ID']['output'];
  /** The quoted text. */
  quote: Scalars['String']['output'];
  quoteId: Scalars['ID']['output'];
  quoteType: QuoteType;
  startOffset: Scalars['Int']['output'];
};

export type QuoteConnection = {
  __typename: 'QuoteConnection';
  pagingInfo: PagingInfo;
  quotes: Array<Quote>;
};

export type QuoteResult = BadRequest | NotFound | Quote;

export type QuoteType =
  | 'HIGHLIGHT'
  | 'RESPONSE';

export type RateLimited = {
  __typename: 'RateLimited';
  message: Scalars['String']['output'];
};

export type ReadProgress =
  | 'FINISHED'
  | 'STARTED';

export type ReadRecorded = {
  __typename: 'ReadRecorded';
  /** False when the viewer's reading history is paused: nothing was written. */
  recorded: Scalars['Boolean']['output'];
};

export type ReadingHistoryConnection = {
  __typename: 'ReadingHistoryConnection';
  entries: Array<ReadingHistoryEntry>;
  isPaused: Scalars['Boolean']['output'];
  pagingInfo: PagingInfo;
};

export type ReadingHistoryEditResult = BadRequest | RateLimited | ReadingHistoryState | Unauthorized;

export type ReadingHistoryEntry = {
  __typename: 'ReadingHistoryEntry';
  /** When the viewer reached the story's end; null while unfinished. */
  finishedAt: Maybe<Scalars['AWSTimestamp']['output']>;
  lastReadAt: Scalars['AWSTimestamp']['output'];
  post: Post;
};

export type ReadingHistoryState = {
  __typename: 'ReadingHistoryState';
  isPaused: Scalars['Boolean']['output'];
};

/** Why a story is in For you: the strongest signal of its score (docs/feeds.md). */
export type RecommendationReason = {
  __typename: 'RecommendationReason';
  kind: RecommendationReasonKind;
  /** The tag the reason names (FOLLOWED_TAG, READING_HISTORY, POPULAR_IN_TAG, NEW_IN_TAG); null otherwise. */
  tagSlug: Maybe<Scalars['String']['output']>;
  tagTitle: Maybe<Scalars['String']['output']>;
};

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

/** A page of For you (decision 212). */
export type RecommendedFeed = {
  __typename: 'RecommendedFeed';
  items: Array<RecommendedFeedItem>;
  pagingInfo: PagingInfo;
};

/** A recommended story and why it is shown. */
export type RecommendedFeedItem = {
  __typename: 'RecommendedFeedItem';
  /** The story's id (a story is in the ranking once). */
  id: Scalars['ID']['output'];
  post: Post;
  reason: RecommendationReason;
};

export type RecordPostReadResult = BadRequest | NotFound | RateLimited | ReadRecorded | Unauthorized;

/** GiftCodeCheck when the code is not VALID (nothing changed); Conflict for a reader who is already a member. */
export type RedeemGiftCodeResult = BadRequest | Conflict | GiftCodeCheck | GiftRedemption | RateLimited | Unauthorized;

export type RemoveCatalogItemInput = {
  catalogItemId: Scalars['ID']['input'];
};

/** Spec 3 §3: APPROVED (shown), PENDING (waiting), REMOVED (hidden by the parent's writer). */
export type ResponseApprovalState =
  | 'APPROVED'
  | 'PENDING'
  | 'REMOVED';

/** Spec 2 §5: the thread's story does not take responses; nothing was saved. */
export type ResponseClosed = {
  __typename: 'ResponseClosed';
  message: Scalars['String']['output'];
};

export type ResponseDeleted = {
  __typename: 'ResponseDeleted';
  /** True when replies kept it as a deleted response in the thread. */
  kept: Scalars['Boolean']['output'];
  /** The list it responded to (then parentPostId is empty). */
  parentCatalogId: Maybe<Scalars['ID']['output']>;
  parentPostId: Scalars['ID']['output'];
  responseId: Scalars['ID']['output'];
};

export type ResponseSortType =
  | 'MOST_RECENT'
  | 'MOST_RELEVANT';

/** What a response drafted in the full editor answers. */
export type ResponseTarget = {
  __typename: 'ResponseTarget';
  post: Post;
  /** The quoted passage, for a response to a quote. */
  quotedText: Maybe<Scalars['String']['output']>;
};

/** Exactly one of the two: a story, or the viewer's own RESPONSE quote of one. */
export type ResponseTargetInput = {
  inResponseToPostId?: InputMaybe<Scalars['ID']['input']>;
  inResponseToQuoteId?: InputMaybe<Scalars['ID']['input']>;
};

export type ResponseTargetResult = BadRequest | NotFound | ResponseClosed | ResponseTarget;

export type ResponsesAllowed =
  | 'EVERYONE'
  | 'FOLLOWERS'
  | 'NOBODY';

export type RevertDraftResult = BadRequest | Conflict | NotFound | PostDraft | RateLimited | Unauthorized;

export type RichText = {
  __typename: 'RichText';
  paragraphs: Array<Paragraph>;
};

export type SaveDraftInput = {
  /** The version the editor's text was based on. */
  baseVersion: Scalars['Int']['input'];
  paragraphs: Array<ParagraphInput>;
  postId: Scalars['ID']['input'];
  subtitle: Scalars['String']['input'];
  title: Scalars['String']['input'];
};

export type SaveDraftResult = BadRequest | Conflict | DraftSaved | Forbidden | NotFound | RateLimited | Unauthorized;

export type SendAcctAuthEmailResult = BadRequest | FailedChallenge | NotFound | RateLimited | SusiMethod;

export type SendNewsletterSubscriptionAcctAuthEmailResult = BadRequest | FailedChallenge | NotFound | RateLimited | SusiMethod;

export type SendVerificationEmailResult = BadRequest | RateLimited | Unauthorized | User;

/** A series: its own story (title, description as subtitle, writer) and its stories in order. */
export type Series = {
  __typename: 'Series';
  post: Post;
  sequenceSlug: Scalars['String']['output'];
  /** The stories the viewer may read, in order (at most 100). */
  stories: Array<Post>;
  /** The series' version: pass it to the next addToSeries, removeFromSeries or moveInSeries. */
  version: Scalars['Int']['output'];
};

export type SeriesCandidatesResult = PostConnection | Unauthorized;

export type SeriesEditResult = BadRequest | Conflict | Forbidden | NotFound | RateLimited | Series | Unauthorized;

export type SeriesLibraryResult = BadRequest | LibrarySeriesConnection;

export type SeriesResult = BadRequest | NotFound | Series;

/** A signed-in browser of the viewer (Security settings). */
export type Session = {
  __typename: 'Session';
  createdAt: Scalars['AWSTimestamp']['output'];
  /** The SHA-256 of the session's secret id: safe to show, enough to revoke. */
  id: Scalars['ID']['output'];
  /** True for the browser asking. */
  isCurrent: Scalars['Boolean']['output'];
  lastSeenAt: Scalars['AWSTimestamp']['output'];
  method: Scalars['String']['output'];
  userAgent: Scalars['String']['output'];
};

export type SetCatalogItemNoteInput = {
  catalogItemId: Scalars['ID']['input'];
  /** Null or '' removes the note. */
  note?: InputMaybe<Scalars['String']['input']>;
};

export type SetHighlightPrivacyResult = BadRequest | Forbidden | NotFound | Quote | RateLimited | Unauthorized;

export type SetPasswordResult = BadRequest | InvalidPassword | PasswordPermanentLockout | PasswordSoftLockout | RateLimited | Unauthorized | User;

/** What a follow or mute of a publication answers. */
export type SocialCollectionResult = AlreadyExists | BadRequest | Collection | NotFound | RateLimited | Unauthorized;

/** Spec 2 §3: the address has an account not linked to this provider; sign in by e-mail, then connect. */
export type SocialLoginSuggestion = {
  __typename: 'SocialLoginSuggestion';
  redactedEmailAddress: Scalars['String']['output'];
  userId: Scalars['ID']['output'];
};

/** Spec 2 §3: followers of a user; followingCount counts the users and publications they follow. */
export type SocialStats = {
  __typename: 'SocialStats';
  followerCount: Scalars['Int']['output'];
  followingCount: Scalars['Int']['output'];
};

/** What a follow of a tag answers. */
export type SocialTagResult = AlreadyExists | BadRequest | NotFound | RateLimited | Tag | Unauthorized;

/** What a follow of a topic answers. */
export type SocialTopicResult = BadRequest | NotFound | RateLimited | Topic | Unauthorized;

/** What a follow or mute of a user answers: the user as the viewer now sees them, or why nothing changed. */
export type SocialUserResult = AlreadyExists | BadRequest | NotFound | RateLimited | Unauthorized | User;

export type StaffPicksFeed = {
  __typename: 'StaffPicksFeed';
  items: Array<StaffPicksFeedItem>;
  pagingInfo: PagingInfo;
};

export type StaffPicksFeedItem = {
  __typename: 'StaffPicksFeedItem';
  post: Post;
};

export type StartDraftResult = NotFound | PostDraft | RateLimited | Unauthorized;

export type StartGiftCheckoutResult = BadRequest | GiftCheckout | RateLimited | Unauthorized;

export type StartImageUploadResult = ImageUploadStarted | RateLimited | Unauthorized;

export type StartMembershipCheckoutResult = BadRequest | Conflict | MembershipCheckout | RateLimited | Unauthorized;

export type StartPaymentMethodUpdateResult = BadRequest | Conflict | NotFound | PaymentMethodUpdate | RateLimited | Unauthorized;

export type StartResponseDraftResult = BadRequest | NotFound | PostDraft | RateLimited | ResponseClosed | Unauthorized;

/** How the sign-in e-mail was sent. */
export type SusiMethod = {
  __typename: 'SusiMethod';
  value: AuthEmailType;
};

/** Spec 2 §3 switchPlanSchedule: the plan that takes over at startAt (the current period's end). */
export type SwitchPlanSchedule = {
  __typename: 'SwitchPlanSchedule';
  membershipType: MembershipPlanCadence;
  plan: MembershipPlan;
  startAt: Scalars['AWSTimestamp']['output'];
};

export type Tag = {
  __typename: 'Tag';
  /** The tag's listed stories first published in a UTC year, or one month of it, newest first (the archive). */
  archivePostsConnection: PostConnection;
  /** The years from the tag's first listed story to this one, newest first (the archive's navigation). */
  archiveYears: Array<Scalars['Int']['output']>;
  displayTitle: Scalars['String']['output'];
  /** Readers following the tag, exact (moved in the follow's transaction). */
  followerCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  postCount: Scalars['Int']['output'];
  /** The tag's listed stories, newest first (the tag page); a signed-in reader's muted writers and publications left out. */
  postsConnection: PostConnection;
  /**
   * The recommended tab (decision 218): the tag's newest 200 listed stories ranked by claps weighed down
   * by age, at most 2 a writer, 20 shown; muted writers and publications left out.
   */
  recommendedPosts: Array<Post>;
  /** Tags that share the tag's topics first, then those most often beside it on its newest 100 stories; at most 8. */
  relatedTags: Array<Tag>;
  /**
   * The most clapped listed stories first published in the period (decision 183): at most 20, ranked
   * among the period's newest 200 stories of the tag; muted writers and publications left out.
   */
  topPosts: Array<Post>;
  /**
   * Who to follow (decision 218): the writers of the tag's newest 200 listed stories, most clapped in the
   * tag first, at most 10; the viewer and the writers they muted left out.
   */
  topWriters: Array<User>;
  /** The viewer's relation to the tag (not following for a visitor). */
  viewerEdge: TagViewerEdge;
};


export type TagArchivePostsConnectionArgs = {
  month?: InputMaybe<Scalars['Int']['input']>;
  paging?: InputMaybe<PagingOptions>;
  year: Scalars['Int']['input'];
};


export type TagPostsConnectionArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type TagTopPostsArgs = {
  timePeriod: TagTimePeriod;
};

export type TagConnection = {
  __typename: 'TagConnection';
  pagingInfo: PagingInfo;
  tags: Array<Tag>;
};

/** Issue #16: the periods of /tag/{tagSlug}/top/{timePeriod} (week, month, year, all-time): the last 7, 30, 365 days, or ever. */
export type TagTimePeriod =
  | 'ALL_TIME'
  | 'MONTH'
  | 'WEEK'
  | 'YEAR';

export type TagViewerEdge = {
  __typename: 'TagViewerEdge';
  /** {tagSlug}:{viewerId}, or {tagSlug}:visitor. */
  id: Scalars['ID']['output'];
  isFollowing: Scalars['Boolean']['output'];
};

export type ThreadedPostResponsesResult = BadRequest | NotFound | PostResponseConnection;

export type TooManyRequests = {
  __typename: 'TooManyRequests';
  message: Scalars['String']['output'];
};

/** The passage most readers highlighted, shown to every reader. */
export type TopHighlight = {
  __typename: 'TopHighlight';
  endOffset: Scalars['Int']['output'];
  paragraphName: Scalars['ID']['output'];
  quote: Scalars['String']['output'];
  readerCount: Scalars['Int']['output'];
  startOffset: Scalars['Int']['output'];
};

/** Issue #16 (decision 216): a group of tags curated by Folio, its first tag its main one. */
export type Topic = {
  __typename: 'Topic';
  description: Scalars['String']['output'];
  /** The topic's slug, as in /topic/{topicSlug}. */
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** The main tag's slug: where /topic/{topicSlug} leads, and what the topic cache decision reads. */
  tagId: Scalars['ID']['output'];
  /** Its tags with a listed story, in the topic's order (the main tag first when it has one). */
  tags: Array<Tag>;
  /** Whether the viewer follows every tag of the topic that has stories (never for a visitor). */
  viewerEdge: TopicViewerEdge;
  visibility: TopicVisibility;
};

export type TopicViewerEdge = {
  __typename: 'TopicViewerEdge';
  /** {topicSlug}:{viewerId}, or {topicSlug}:visitor. */
  id: Scalars['ID']['output'];
  isFollowing: Scalars['Boolean']['output'];
};

/** Spec 3 §3 topic visibility: PUBLIC listed, SPECIAL at its address only, STAFF for staff alone. */
export type TopicVisibility =
  | 'PUBLIC'
  | 'SPECIAL'
  | 'STAFF';

export type Unauthorized = {
  __typename: 'Unauthorized';
  message: Scalars['String']['output'];
};

export type UncancelMembershipResult = BadRequest | Conflict | MutationSuccess | NotFound | RateLimited | Unauthorized;

export type UnsubscribeAllNewslettersResult = RateLimited | Unauthorized | UnsubscribedNewsletters;

export type UnsubscribeByLinkResult = BadRequest | UnsubscribedByLink;

/** The newsletter a one-click link left (its name for the page that says so). */
export type UnsubscribedByLink = {
  __typename: 'UnsubscribedByLink';
  newsletterName: Scalars['String']['output'];
};

/** How many subscriptions unsubscribeAllNewslettersV3 ended. */
export type UnsubscribedNewsletters = {
  __typename: 'UnsubscribedNewsletters';
  count: Scalars['Int']['output'];
};

export type UpdateCatalogInput = {
  catalogId: Scalars['ID']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  visibility?: InputMaybe<CatalogVisibility>;
};

export type UpdatePostSettingsInput = {
  /** An absolute http(s) URL; '' removes it. */
  canonicalUrl?: InputMaybe<Scalars['String']['input']>;
  postId: Scalars['ID']['input'];
  /** At most 156 characters; '' removes it. */
  seoDescription?: InputMaybe<Scalars['String']['input']>;
  /** At most 60 characters; '' removes it. */
  seoTitle?: InputMaybe<Scalars['String']['input']>;
  showInRecommendations?: InputMaybe<Scalars['Boolean']['input']>;
  /** Published stories only: lower-case letters and digits joined by single hyphens, 1–100 characters. */
  slug?: InputMaybe<Scalars['String']['input']>;
};

export type UpdatePostSettingsResult = BadRequest | NotFound | PostSettings | RateLimited | Unauthorized;

export type UpdateViewerProfileInput = {
  bio?: InputMaybe<Scalars['String']['input']>;
  /** An image stored by POST /_/avatar (the HTTP Lambda sets it after the upload). */
  imageId?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  pronouns?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type User = {
  __typename: 'User';
  /** Viewer only: publications this reader administers, newest first. */
  adminCollections: Maybe<Array<Collection>>;
  bio: Scalars['String']['output'];
  catalogsConnection: CatalogConnection;
  /** The listed stories this user clapped, newest first clap first (/@{username}/has-recommended). */
  clappedPostsConnection: PostConnection;
  /** Viewer only: the sign-in providers linked to this account, oldest first. */
  connectedAccounts: Maybe<Array<ConnectedAccount>>;
  /** Viewer only: the flags this reader dismissed (banners, prompts). */
  dismissableFlags: Maybe<Array<Scalars['String']['output']>>;
  /** Viewer only (null for anyone else): the e-mail address with most characters hidden. */
  emailObfuscated: Maybe<Scalars['String']['output']>;
  /** Who follows this user, newest follow first. */
  followersConnection: UserConnection;
  /** The publications this user follows, newest follow first. */
  followingCollectionsConnection: CollectionConnection;
  /** The users this user follows, newest follow first. */
  followingConnection: UserConnection;
  /** Viewer only (null for anyone else, decision 219): the tags the viewer follows, newest follow first. */
  followingTagsConnection: Maybe<TagConnection>;
  /** Viewer only: the country CloudFront saw the viewer's request come from (as Query.visitor). */
  geolocation: Maybe<Geolocation>;
  /** Viewer only: group gifts (/group-gift) are offered to this reader (flag enable_group_gifting, decision 151). */
  hasGroupGiftingEnabled: Maybe<Scalars['Boolean']['output']>;
  /** Viewer only: whether a password is set (it is optional: e-mail links and codes always work). */
  hasPassword: Maybe<Scalars['Boolean']['output']>;
  /** Viewer only: the reader had a membership (paid or gifted) that has ended (decision 150). */
  hasPastMemberships: Maybe<Scalars['Boolean']['output']>;
  /** True when the writer serves their profile at {username}.{authDomain}. */
  hasSubdomain: Scalars['Boolean']['output'];
  /** The user's highlights, newest first (their private notes only to themselves). */
  highlights: QuoteConnection;
  id: Scalars['ID']['output'];
  imageId: Maybe<Scalars['String']['output']>;
  /** Viewer only: API tokens, newest first (the token itself is shown only when created). */
  integrationTokens: Maybe<Array<IntegrationToken>>;
  /** Viewer only: true once an author verification was approved. */
  isAuthorVerified: Maybe<Scalars['Boolean']['output']>;
  /**
   * Viewer only (spec 2 §3, decision 167): the writer may import a mailing list into their newsletter (a
   * published story, a verified address, not suspended, an account at least 14 days old).
   */
  isEligibleToImportEmails: Maybe<Scalars['Boolean']['output']>;
  /** Viewer only: the reader was never a member, paid or gifted (decision 150; Folio offers no trial). */
  isMembershipTrialEligible: Maybe<Scalars['Boolean']['output']>;
  isSuspended: Scalars['Boolean']['output'];
  /** Spec 2 §3 user card: when the user's newest listed story was first published; null when there is none. */
  lastPostCreatedAt: Maybe<Scalars['AWSTimestamp']['output']>;
  mediumMemberAt: Maybe<Scalars['AWSTimestamp']['output']>;
  /** Null for a reader who is not a member. */
  membership: Maybe<Membership>;
  /** Viewer only: the publications the viewer muted, newest first. */
  mutedCollectionsConnection: Maybe<CollectionConnection>;
  /** Viewer only: the users the viewer muted, newest first. */
  mutedUsersConnection: Maybe<UserConnection>;
  name: Scalars['String']['output'];
  /** The writer's newsletter (issue #15); null until someone first subscribes or the writer enables it. */
  newsletterV3: Maybe<NewsletterV3>;
  /**
   * The id the writer's newsletter has, or will have once it is made (derived from the writer's id, decision
   * 152): a Subscribe button needs no read of the newsletter.
   */
  newsletterV3Id: Scalars['ID']['output'];
  /** Viewer only. */
  notificationSettings: Maybe<NotificationSettings>;
  /** Viewer only: enrolment in the partner programme. */
  partnerProgramEnrollment: Maybe<PartnerProgramEnrollment>;
  /** The stories the user pinned to the top of their profile (at most 3), the most recently pinned first. */
  pinnedPosts: Array<Post>;
  /**
   * Viewer only (spec 2 §3): when the membership upsell after subscribing to a newsletter was shown; null
   * until it is. Recorded on the server so it shows once on any device (decision 160).
   */
  postSubscribeMembershipUpsellShownAt: Maybe<Scalars['AWSTimestamp']['output']>;
  /** The user's published stories, newest first. */
  postsConnection: PostConnection;
  pronouns: Array<Scalars['String']['output']>;
  /** Viewer only. */
  publishingSettings: Maybe<PublishingSettings>;
  /** Viewer only (null for anyone else): the stories read, newest read first. */
  readingHistory: Maybe<ReadingHistoryConnection>;
  /** The user's published responses, newest first (/@{username}/responses). */
  responsesConnection: PostConnection;
  seriesConnection: PostConnection;
  /** Viewer only: the signed-in browsers, newest first. */
  sessions: Maybe<Array<Session>>;
  socialStats: SocialStats;
  /** Viewer only: the handle of the X (Twitter) account linked to this one, if any. */
  twitterScreenName: Maybe<Scalars['String']['output']>;
  /** Viewer only: an address waiting for verification. */
  unverifiedEmail: Maybe<Scalars['String']['output']>;
  username: Scalars['String']['output'];
  /** The viewer's relation to this user (all false for a visitor and for the viewer themselves). */
  viewerEdge: UserViewerEdge;
};


export type UserCatalogsConnectionArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type UserClappedPostsConnectionArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type UserFollowersConnectionArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type UserFollowingCollectionsConnectionArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type UserFollowingConnectionArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type UserFollowingTagsConnectionArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type UserHighlightsArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type UserMutedCollectionsConnectionArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type UserMutedUsersConnectionArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type UserPostsConnectionArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type UserReadingHistoryArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type UserResponsesConnectionArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type UserSeriesConnectionArgs = {
  paging?: InputMaybe<PagingOptions>;
};

export type UserConnection = {
  __typename: 'UserConnection';
  pagingInfo: PagingInfo;
  users: Array<User>;
};

export type UserResult = BadRequest | NotFound | User;

/** The viewer's relation to a user. id is `{userId}:{viewerId}`, or `{userId}:visitor` for a visitor. */
export type UserViewerEdge = {
  __typename: 'UserViewerEdge';
  /** When the viewer started following; null when not following. */
  createdAt: Maybe<Scalars['AWSTimestamp']['output']>;
  id: Scalars['ID']['output'];
  isFollowing: Scalars['Boolean']['output'];
  isMuting: Scalars['Boolean']['output'];
  /** Whether the viewer is subscribed to the user's newsletter (read in the same batch as the follows and mutes). */
  isSubscribedToNewsletter: Scalars['Boolean']['output'];
};

/** A flag's value is a boolean or a string variant. */
export type VariantFlag = {
  __typename: 'VariantFlag';
  name: Scalars['String']['output'];
  valueType: VariantFlagValue;
};

export type VariantFlagValue = {
  __typename: 'VariantFlagValue';
  boolValue: Maybe<Scalars['Boolean']['output']>;
  stringValue: Maybe<Scalars['String']['output']>;
};

export type VerifyLoginCodeResult = AccountToken | BadRequest | NotFound | RateLimited | TooManyRequests;

/** What a settings change answers: the viewer as it now is, or why nothing changed. */
export type ViewerUpdateResult = AlreadyExists | BadRequest | Forbidden | NotFound | RateLimited | Unauthorized | User;

export type Visitor = {
  __typename: 'Visitor';
  geolocation: Geolocation;
  id: Scalars['ID']['output'];
};

export type WhoToFollowReason = {
  __typename: 'WhoToFollowReason';
  kind: WhoToFollowReasonKind;
  subject: Maybe<Scalars['String']['output']>;
};

/** Why Query.whoToFollow suggests a writer (decision 223). */
export type WhoToFollowReasonKind =
  /** Someone the viewer follows follows them: subject is that person's name. */
  | 'FOLLOWED_BY'
  /** Their recent stories drew the most claps on Folio: no subject. */
  | 'POPULAR'
  /** They wrote lately under a tag the viewer follows: subject is the tag's title. */
  | 'WRITES_ABOUT';

/** A writer Query.whoToFollow suggests, and why. */
export type WhoToFollowSuggestion = {
  __typename: 'WhoToFollowSuggestion';
  reason: WhoToFollowReason;
  user: User;
};

export type YourStories = {
  __typename: 'YourStories';
  counts: YourStoriesCounts;
  pagingInfo: PagingInfo;
  posts: Array<Post>;
};

export type YourStoriesCounts = {
  __typename: 'YourStoriesCounts';
  deleted: Scalars['Int']['output'];
  drafts: Scalars['Int']['output'];
  public: Scalars['Int']['output'];
  responses: Scalars['Int']['output'];
  unlisted: Scalars['Int']['output'];
};

/** The shelves of Your stories (/me/stories/{filterBy}). */
export type YourStoriesFilter =
  | 'DELETED'
  | 'DRAFTS'
  | 'PUBLIC'
  | 'RESPONSES'
  | 'UNLISTED';

export type YourStoriesResult = BadRequest | Unauthorized | YourStories;
