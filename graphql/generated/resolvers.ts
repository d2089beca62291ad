import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
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

export type AccountToken = {
  __typename?: 'AccountToken';
  value: Scalars['String']['output'];
};

export type AlreadyExists = {
  __typename?: 'AlreadyExists';
  message: Scalars['String']['output'];
};

export type AuthEmailType =
  | 'code'
  | 'link';

export type AuthOperation =
  | 'login'
  | 'register';

export type BadRequest = {
  __typename?: 'BadRequest';
  message: Scalars['String']['output'];
};

export type Collection = {
  __typename?: 'Collection';
  avatar?: Maybe<ImageMetadata>;
  description: Scalars['String']['output'];
  domain?: Maybe<Scalars['String']['output']>;
  /** Who follows the publication, newest follow first. */
  followersConnection: UserConnection;
  id: Scalars['ID']['output'];
  logo?: Maybe<ImageMetadata>;
  name: Scalars['String']['output'];
  /** The publication's navigation bar, in order (at most 8). */
  navigationItems: Array<NavigationItem>;
  /** The publication's approved stories, newest first. */
  postsConnection: PostConnection;
  slug: Scalars['String']['output'];
  /** How many follow the publication. */
  subscriberCount: Scalars['Int']['output'];
  viewerEdge: CollectionViewerEdge;
};


export type CollectionFollowersConnectionArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type CollectionPostsConnectionArgs = {
  paging?: InputMaybe<PagingOptions>;
};

export type CollectionConnection = {
  __typename?: 'CollectionConnection';
  collections: Array<Collection>;
  pagingInfo: PagingInfo;
};

/** The viewer's relation to a publication. id is `{collectionId}:{viewerId}`, or `{collectionId}:visitor`. */
export type CollectionViewerEdge = {
  __typename?: 'CollectionViewerEdge';
  id: Scalars['ID']['output'];
  /** True when the viewer may edit the publication (its creator). */
  isEditor: Scalars['Boolean']['output'];
  isFollowing: Scalars['Boolean']['output'];
  isMuting: Scalars['Boolean']['output'];
};

/** A sign-in provider account linked to the viewer's (Security settings). */
export type ConnectedAccount = {
  __typename?: 'ConnectedAccount';
  connectedAt: Scalars['AWSTimestamp']['output'];
  /** apple, facebook, google or twitter. */
  provider: Scalars['String']['output'];
};

export type CreateIntegrationTokenResult = BadRequest | CreatedIntegrationToken | RateLimited | Unauthorized;

export type CreatedIntegrationToken = {
  __typename?: 'CreatedIntegrationToken';
  integrationToken: IntegrationToken;
  /** The token itself: shown once, never again. */
  token: Scalars['String']['output'];
};

export type DigestFrequency =
  | 'DAILY'
  | 'OFF'
  | 'WEEKLY';

/** No account uses the Google account's verified address (spec 2 §4): the one-tap sign-up card. */
export type EmailAvailable = {
  __typename?: 'EmailAvailable';
  email: Scalars['String']['output'];
  /** The name Google gave, if any: the new account's name. */
  name?: Maybe<Scalars['String']['output']>;
};

export type EmailFrequency =
  | 'ALL'
  | 'NETWORK'
  | 'OFF';

export type FailedChallenge = {
  __typename?: 'FailedChallenge';
  message: Scalars['String']['output'];
};

export type Forbidden = {
  __typename?: 'Forbidden';
  message: Scalars['String']['output'];
};

export type Geolocation = {
  __typename?: 'Geolocation';
  /** ISO 3166-1 alpha-2, or null when unknown. */
  country?: Maybe<Scalars['String']['output']>;
};

export type GoogleOneTapResult = AccountToken | BadRequest | EmailAvailable | Forbidden | NotFound | RateLimited | SocialLoginSuggestion;

export type ImageMetadata = {
  __typename?: 'ImageMetadata';
  alt?: Maybe<Scalars['String']['output']>;
  focusPercentX?: Maybe<Scalars['Float']['output']>;
  focusPercentY?: Maybe<Scalars['Float']['output']>;
  id: Scalars['ID']['output'];
  originalHeight?: Maybe<Scalars['Int']['output']>;
  originalWidth?: Maybe<Scalars['Int']['output']>;
};

export type IntegrationToken = {
  __typename?: 'IntegrationToken';
  createdAt: Scalars['AWSTimestamp']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastUsedAt?: Maybe<Scalars['AWSTimestamp']['output']>;
};

/** Spec 2 §8: the attempts left are 6 minus failCount. */
export type InvalidPassword = {
  __typename?: 'InvalidPassword';
  failCount: Scalars['Int']['output'];
  message: Scalars['String']['output'];
};

export type IpAuthLockout = {
  __typename?: 'IpAuthLockout';
  /** Epoch milliseconds; the client states whole days (86400000 ms). */
  lockedOutUntil: Scalars['Float']['output'];
  message: Scalars['String']['output'];
};

export type Markup = {
  __typename?: 'Markup';
  end: Scalars['Int']['output'];
  href?: Maybe<Scalars['String']['output']>;
  start: Scalars['Int']['output'];
  type: MarkupType;
};

export type MarkupType =
  | 'A'
  | 'CODE'
  | 'EM'
  | 'STRONG';

export type Membership = {
  __typename?: 'Membership';
  friendSince?: Maybe<Scalars['AWSTimestamp']['output']>;
  id: Scalars['ID']['output'];
  memberSince?: Maybe<Scalars['AWSTimestamp']['output']>;
  tier: MembershipTier;
};

export type MembershipTier =
  | 'FREE'
  | 'FRIEND'
  | 'MEMBER';

export type Mutation = {
  __typename?: 'Mutation';
  /** Serves the viewer's profile at {username}.{authDomain} (and stops doing so). */
  claimSubdomain: ViewerUpdateResult;
  /** A token for the API, shown once in the answer; only its hash is kept. */
  createIntegrationToken: CreateIntegrationTokenResult;
  /** Unlinks a sign-in provider (apple, facebook, google, twitter) from the viewer (Security settings). */
  disconnectAccount: ViewerUpdateResult;
  /** Spec 2 §7 DismissFlag: records that the viewer dismissed a banner or prompt. */
  dismissFlag: ViewerUpdateResult;
  followCollection: SocialCollectionResult;
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
  /** A muted publication's stories leave the viewer's feeds. */
  muteCollection: SocialCollectionResult;
  /** A muted writer's stories leave the viewer's feeds (home and staff picks); muting oneself is a BadRequest. */
  muteUser: SocialUserResult;
  /** Starts an e-mail change: a link to the new address confirms it at /m/account/confirm/{key}. */
  requestEmailChange: ViewerUpdateResult;
  revokeIntegrationToken: ViewerUpdateResult;
  /** Ends one of the viewer's sessions (Security settings). */
  revokeSession: ViewerUpdateResult;
  /**
   * Sends a magic link (type link) or a 6-digit code (type code) to the address. login needs an existing
   * account (NotFound otherwise); register runs the captcha first (FailedChallenge when it fails).
   * `binding`: the browser's, from GET /m/callback/email/binding; the link (or the code's account token)
   * then signs that browser in without asking, and any other browser only once its reader confirms.
   */
  sendAcctAuthEmail: SendAcctAuthEmailResult;
  /** Sends a link that verifies the viewer's address (the verify-email toast; spec 2 §4). */
  sendVerificationEmail: SendVerificationEmailResult;
  /** Sets the viewer's first password (currentPassword omitted) or changes it. */
  setPassword: SetPasswordResult;
  /**
   * Signs in with e-mail and password: the AccountToken goes to /m/callback/email like a verified code
   * (`binding` as for sendAcctAuthEmail).
   */
  signInWithPassword: PasswordSignInResult;
  unclaimSubdomain: ViewerUpdateResult;
  unfollowCollection: SocialCollectionResult;
  unfollowUser: SocialUserResult;
  unmuteCollection: SocialCollectionResult;
  unmuteUser: SocialUserResult;
  updateNotificationSettings: ViewerUpdateResult;
  updatePublishingSettings: ViewerUpdateResult;
  updateUsername: ViewerUpdateResult;
  /** Name, bio and pronouns of the viewer's profile. */
  updateViewerProfile: ViewerUpdateResult;
  /**
   * Checks the code sent to `email`. The AccountToken is single-use and short-lived: the browser takes it
   * to /_/auth/callback/email on the auth domain, which signs in (or creates the account) and sets the
   * session cookie.
   */
  verifyLoginCode: VerifyLoginCodeResult;
};


export type MutationCreateIntegrationTokenArgs = {
  description: Scalars['String']['input'];
};


export type MutationDisconnectAccountArgs = {
  provider: Scalars['String']['input'];
};


export type MutationDismissFlagArgs = {
  flag: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationFollowCollectionArgs = {
  targetCollectionId: Scalars['ID']['input'];
};


export type MutationFollowUserArgs = {
  targetUserId: Scalars['ID']['input'];
};


export type MutationGoogleOneTapArgs = {
  binding?: InputMaybe<Scalars['String']['input']>;
  credential: Scalars['String']['input'];
  operation: AuthOperation;
};


export type MutationMuteCollectionArgs = {
  targetCollectionId: Scalars['ID']['input'];
};


export type MutationMuteUserArgs = {
  targetUserId: Scalars['ID']['input'];
};


export type MutationRequestEmailChangeArgs = {
  email: Scalars['String']['input'];
};


export type MutationRevokeIntegrationTokenArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRevokeSessionArgs = {
  id: Scalars['ID']['input'];
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


export type MutationSetPasswordArgs = {
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  newPassword: Scalars['String']['input'];
};


export type MutationSignInWithPasswordArgs = {
  binding?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationUnfollowCollectionArgs = {
  targetCollectionId: Scalars['ID']['input'];
};


export type MutationUnfollowUserArgs = {
  targetUserId: Scalars['ID']['input'];
};


export type MutationUnmuteCollectionArgs = {
  targetCollectionId: Scalars['ID']['input'];
};


export type MutationUnmuteUserArgs = {
  targetUserId: Scalars['ID']['input'];
};


export type MutationUpdateNotificationSettingsArgs = {
  input: NotificationSettingsInput;
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


export type MutationVerifyLoginCodeArgs = {
  email: Scalars['String']['input'];
  loginCode: Scalars['String']['input'];
};

export type NavigationDestination =
  /** value is a tag slug: the publication's stories with that tag (ShowCollectionTagged). */
  | 'TAG'
  /** value is an absolute http or https address, opened as a plain link. */
  | 'URL';

/** An entry of a publication's navigation bar. */
export type NavigationItem = {
  __typename?: 'NavigationItem';
  destination: NavigationDestination;
  title: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type NotFound = {
  __typename?: 'NotFound';
  message: Scalars['String']['output'];
};

export type NotificationSettings = {
  __typename?: 'NotificationSettings';
  allowEmailHighlights: Scalars['Boolean']['output'];
  allowEmailMentions: Scalars['Boolean']['output'];
  allowEmailNewFollowers: Scalars['Boolean']['output'];
  allowEmailNewsletters: Scalars['Boolean']['output'];
  allowEmailRecommendedStories: Scalars['Boolean']['output'];
  allowEmailResponses: Scalars['Boolean']['output'];
  digestFrequency: DigestFrequency;
  emailFrequency: EmailFrequency;
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
};

export type NotificationStatus = {
  __typename?: 'NotificationStatus';
  unreadNotificationCount: Scalars['Int']['output'];
};

export type PageParams = {
  __typename?: 'PageParams';
  limit: Scalars['Int']['output'];
  to?: Maybe<Scalars['String']['output']>;
};

export type PagingInfo = {
  __typename?: 'PagingInfo';
  /** Where the next page starts; null on the last page. */
  next?: Maybe<PageParams>;
};

/** Paging of a list: at most `limit` items (1 to 25, default 10) after the cursor `to`. */
export type PagingOptions = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};

export type Paragraph = {
  __typename?: 'Paragraph';
  layout?: Maybe<ParagraphLayout>;
  markups: Array<Markup>;
  metadata?: Maybe<ImageMetadata>;
  name: Scalars['ID']['output'];
  text: Scalars['String']['output'];
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
  | 'IMG'
  | 'OLI'
  | 'P'
  | 'PQ'
  | 'PRE'
  | 'ULI';

export type PartnerProgramEnrollment = {
  __typename?: 'PartnerProgramEnrollment';
  id: Scalars['ID']['output'];
  status: Scalars['String']['output'];
};

export type PasswordPermanentLockout = {
  __typename?: 'PasswordPermanentLockout';
  message: Scalars['String']['output'];
};

export type PasswordSignInResult = AccountToken | BadRequest | InvalidPassword | IpAuthLockout | PasswordPermanentLockout | PasswordSoftLockout | RateLimited;

export type PasswordSoftLockout = {
  __typename?: 'PasswordSoftLockout';
  /** Epoch milliseconds (spec 2 §9 counts minutes of 60000 ms). */
  lockedOutUntil: Scalars['Float']['output'];
  message: Scalars['String']['output'];
};

export type Post = {
  __typename?: 'Post';
  clapCount: Scalars['Int']['output'];
  collection?: Maybe<Collection>;
  /** The body, or only its preview when the viewer may not read a member-only story. */
  content: PostContent;
  creator: User;
  extendedPreviewContent: PreviewContent;
  firstPublishedAt?: Maybe<Scalars['AWSTimestamp']['output']>;
  id: Scalars['ID']['output'];
  /** Member-only: past the preview, the body is sent only to members and the author. */
  isLocked: Scalars['Boolean']['output'];
  isPublished: Scalars['Boolean']['output'];
  isSuspended: Scalars['Boolean']['output'];
  latestPublishedAt?: Maybe<Scalars['AWSTimestamp']['output']>;
  previewImage?: Maybe<ImageMetadata>;
  /** Minutes, fractional. */
  readingTime: Scalars['Float']['output'];
  responsesCount: Scalars['Int']['output'];
  /** APPROVED shows the story as 'in {collection}'. */
  statusForCollection?: Maybe<PostCollectionStatus>;
  tags: Array<Tag>;
  title: Scalars['String']['output'];
  /** The title's slug plus the id, as in /@writer/my-story-1a2b3c4d5e6f. */
  uniqueSlug: Scalars['String']['output'];
  updatedAt: Scalars['AWSTimestamp']['output'];
  visibility: PostVisibility;
};

export type PostCollectionStatus =
  | 'APPROVED'
  | 'PENDING'
  | 'REJECTED';

export type PostConnection = {
  __typename?: 'PostConnection';
  pagingInfo: PagingInfo;
  posts: Array<Post>;
};

export type PostContent = {
  __typename?: 'PostContent';
  bodyModel: RichText;
  /** True when only the preview was sent because the story is member-only. */
  isLockedPreviewOnly: Scalars['Boolean']['output'];
};

export type PostResult = BadRequest | NotFound | Post;

export type PostVisibility =
  | 'LOCKED'
  | 'PUBLIC'
  | 'UNLISTED';

export type PreviewContent = {
  __typename?: 'PreviewContent';
  isFullContent: Scalars['Boolean']['output'];
  subtitle: Scalars['String']['output'];
};

export type PublishingSettings = {
  __typename?: 'PublishingSettings';
  allowEmailAddressSharingEditorWriter: Scalars['Boolean']['output'];
  defaultResponsesAllowed: ResponsesAllowed;
};

export type PublishingSettingsInput = {
  allowEmailAddressSharingEditorWriter?: InputMaybe<Scalars['Boolean']['input']>;
  /** Who may respond to the viewer's stories by default: EVERYONE, FOLLOWERS, NOBODY. */
  defaultResponsesAllowed?: InputMaybe<ResponsesAllowed>;
};

export type Query = {
  __typename?: 'Query';
  /** A publication by id. */
  collection?: Maybe<Collection>;
  /** A publication by its custom domain or its slug. */
  collectionByDomainOrSlug?: Maybe<Collection>;
  /** True when no account uses this e-mail address (sign-up asks before sending). Rate limited per IP. */
  emailAvailability: Scalars['Boolean']['output'];
  /** The newest published stories: the logged-out home. */
  latestPostsFeed: PostConnection;
  /** Unread notifications of the signed-in reader; null for a visitor. */
  notificationStatus?: Maybe<NotificationStatus>;
  /** One story by its hex id. */
  postResult: PostResult;
  /** Stories by id, in the order asked; ids that do not exist are left out. */
  postResults: Array<Post>;
  /** Stories picked by staff, newest pick first (the 404 screen asks for 4). */
  staffPicksFeed: StaffPicksFeed;
  /** A user by id or by username (one of the two). */
  userResult: UserResult;
  /** Feature flags and experiment variants for this viewer, from the flag store operators change. */
  variantFlags: Array<VariantFlag>;
  /** The signed-in reader; null for a visitor. */
  viewer?: Maybe<User>;
  /** The visit: a visitor id and the country CloudFront saw (spec 2 §3 Visitor). */
  visitor: Visitor;
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


export type QueryLatestPostsFeedArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type QueryPostResultArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPostResultsArgs = {
  postIds: Array<Scalars['ID']['input']>;
};


export type QueryStaffPicksFeedArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type QueryUserResultArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
};

export type RateLimited = {
  __typename?: 'RateLimited';
  message: Scalars['String']['output'];
};

export type ResponsesAllowed =
  | 'EVERYONE'
  | 'FOLLOWERS'
  | 'NOBODY';

export type RichText = {
  __typename?: 'RichText';
  paragraphs: Array<Paragraph>;
};

export type SendAcctAuthEmailResult = BadRequest | FailedChallenge | NotFound | RateLimited | SusiMethod;

export type SendVerificationEmailResult = BadRequest | RateLimited | Unauthorized | User;

/** A signed-in browser of the viewer (Security settings). */
export type Session = {
  __typename?: 'Session';
  createdAt: Scalars['AWSTimestamp']['output'];
  /** The SHA-256 of the session's secret id: safe to show, enough to revoke. */
  id: Scalars['ID']['output'];
  /** True for the browser asking. */
  isCurrent: Scalars['Boolean']['output'];
  lastSeenAt: Scalars['AWSTimestamp']['output'];
  method: Scalars['String']['output'];
  userAgent: Scalars['String']['output'];
};

export type SetPasswordResult = BadRequest | InvalidPassword | PasswordPermanentLockout | PasswordSoftLockout | RateLimited | Unauthorized | User;

/** What a follow or mute of a publication answers. */
export type SocialCollectionResult = AlreadyExists | BadRequest | Collection | NotFound | RateLimited | Unauthorized;

/** Spec 2 §3: the address has an account not linked to this provider; sign in by e-mail, then connect. */
export type SocialLoginSuggestion = {
  __typename?: 'SocialLoginSuggestion';
  redactedEmailAddress: Scalars['String']['output'];
  userId: Scalars['ID']['output'];
};

/** Spec 2 §3: followers of a user; followingCount counts the users and publications they follow. */
export type SocialStats = {
  __typename?: 'SocialStats';
  followerCount: Scalars['Int']['output'];
  followingCount: Scalars['Int']['output'];
};

/** What a follow or mute of a user answers: the user as the viewer now sees them, or why nothing changed. */
export type SocialUserResult = AlreadyExists | BadRequest | NotFound | RateLimited | Unauthorized | User;

export type StaffPicksFeed = {
  __typename?: 'StaffPicksFeed';
  items: Array<StaffPicksFeedItem>;
  pagingInfo: PagingInfo;
};

export type StaffPicksFeedItem = {
  __typename?: 'StaffPicksFeedItem';
  post: Post;
};

/** How the sign-in e-mail was sent. */
export type SusiMethod = {
  __typename?: 'SusiMethod';
  value: AuthEmailType;
};

export type Tag = {
  __typename?: 'Tag';
  displayTitle: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  postCount: Scalars['Int']['output'];
};

export type TooManyRequests = {
  __typename?: 'TooManyRequests';
  message: Scalars['String']['output'];
};

export type Unauthorized = {
  __typename?: 'Unauthorized';
  message: Scalars['String']['output'];
};

export type UpdateViewerProfileInput = {
  bio?: InputMaybe<Scalars['String']['input']>;
  /** An image stored by POST /_/avatar (the HTTP Lambda sets it after the upload). */
  imageId?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  pronouns?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type User = {
  __typename?: 'User';
  /** Viewer only: publications this reader administers, newest first. */
  adminCollections?: Maybe<Array<Collection>>;
  bio: Scalars['String']['output'];
  /** Viewer only: the sign-in providers linked to this account, oldest first. */
  connectedAccounts?: Maybe<Array<ConnectedAccount>>;
  /** Viewer only: the flags this reader dismissed (banners, prompts). */
  dismissableFlags?: Maybe<Array<Scalars['String']['output']>>;
  /** Viewer only (null for anyone else): the e-mail address with most characters hidden. */
  emailObfuscated?: Maybe<Scalars['String']['output']>;
  /** Who follows this user, newest follow first. */
  followersConnection: UserConnection;
  /** The users this user follows, newest follow first. */
  followingConnection: UserConnection;
  /** Viewer only: the country CloudFront saw the viewer's request come from (as Query.visitor). */
  geolocation?: Maybe<Geolocation>;
  /** Viewer only: whether a password is set (it is optional: e-mail links and codes always work). */
  hasPassword?: Maybe<Scalars['Boolean']['output']>;
  /** True when the writer serves their profile at {username}.{authDomain}. */
  hasSubdomain: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  imageId?: Maybe<Scalars['String']['output']>;
  /** Viewer only: API tokens, newest first (the token itself is shown only when created). */
  integrationTokens?: Maybe<Array<IntegrationToken>>;
  /** Viewer only: true once an author verification was approved. */
  isAuthorVerified?: Maybe<Scalars['Boolean']['output']>;
  isSuspended: Scalars['Boolean']['output'];
  mediumMemberAt?: Maybe<Scalars['AWSTimestamp']['output']>;
  /** Null for a reader who is not a member. */
  membership?: Maybe<Membership>;
  /** Viewer only: the publications the viewer muted, newest first. */
  mutedCollectionsConnection?: Maybe<CollectionConnection>;
  /** Viewer only: the users the viewer muted, newest first. */
  mutedUsersConnection?: Maybe<UserConnection>;
  name: Scalars['String']['output'];
  /** Viewer only. */
  notificationSettings?: Maybe<NotificationSettings>;
  /** Viewer only: enrolment in the partner programme. */
  partnerProgramEnrollment?: Maybe<PartnerProgramEnrollment>;
  /** The user's published stories, newest first. */
  postsConnection: PostConnection;
  pronouns: Array<Scalars['String']['output']>;
  /** Viewer only. */
  publishingSettings?: Maybe<PublishingSettings>;
  /** Viewer only: the signed-in browsers, newest first. */
  sessions?: Maybe<Array<Session>>;
  socialStats: SocialStats;
  /** Viewer only: the handle of the X (Twitter) account linked to this one, if any. */
  twitterScreenName?: Maybe<Scalars['String']['output']>;
  /** Viewer only: an address waiting for verification. */
  unverifiedEmail?: Maybe<Scalars['String']['output']>;
  username: Scalars['String']['output'];
  /** The viewer's relation to this user (all false for a visitor and for the viewer themselves). */
  viewerEdge: UserViewerEdge;
};


export type UserFollowersConnectionArgs = {
  paging?: InputMaybe<PagingOptions>;
};


export type UserFollowingConnectionArgs = {
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

export type UserConnection = {
  __typename?: 'UserConnection';
  pagingInfo: PagingInfo;
  users: Array<User>;
};

export type UserResult = BadRequest | NotFound | User;

/** The viewer's relation to a user. id is `{userId}:{viewerId}`, or `{userId}:visitor` for a visitor. */
export type UserViewerEdge = {
  __typename?: 'UserViewerEdge';
  /** When the viewer started following; null when not following. */
  createdAt?: Maybe<Scalars['AWSTimestamp']['output']>;
  id: Scalars['ID']['output'];
  isFollowing: Scalars['Boolean']['output'];
  isMuting: Scalars['Boolean']['output'];
};

/** A flag's value is a boolean or a string variant. */
export type VariantFlag = {
  __typename?: 'VariantFlag';
  name: Scalars['String']['output'];
  valueType: VariantFlagValue;
};

export type VariantFlagValue = {
  __typename?: 'VariantFlagValue';
  boolValue?: Maybe<Scalars['Boolean']['output']>;
  stringValue?: Maybe<Scalars['String']['output']>;
};

export type VerifyLoginCodeResult = AccountToken | BadRequest | NotFound | RateLimited | TooManyRequests;

/** What a settings change answers: the viewer as it now is, or why nothing changed. */
export type ViewerUpdateResult = AlreadyExists | BadRequest | Forbidden | NotFound | RateLimited | Unauthorized | User;

export type Visitor = {
  __typename?: 'Visitor';
  geolocation: Geolocation;
  id: Scalars['ID']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;



/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = {
  CreateIntegrationTokenResult:
    | ( BadRequest )
    | ( CreatedIntegrationToken )
    | ( RateLimited )
    | ( Unauthorized )
  ;
  GoogleOneTapResult:
    | ( AccountToken )
    | ( BadRequest )
    | ( EmailAvailable )
    | ( Forbidden )
    | ( NotFound )
    | ( RateLimited )
    | ( SocialLoginSuggestion )
  ;
  PasswordSignInResult:
    | ( AccountToken )
    | ( BadRequest )
    | ( InvalidPassword )
    | ( IpAuthLockout )
    | ( PasswordPermanentLockout )
    | ( PasswordSoftLockout )
    | ( RateLimited )
  ;
  PostResult:
    | ( BadRequest )
    | ( NotFound )
    | ( Post )
  ;
  SendAcctAuthEmailResult:
    | ( BadRequest )
    | ( FailedChallenge )
    | ( NotFound )
    | ( RateLimited )
    | ( SusiMethod )
  ;
  SendVerificationEmailResult:
    | ( BadRequest )
    | ( RateLimited )
    | ( Unauthorized )
    | ( User )
  ;
  SetPasswordResult:
    | ( BadRequest )
    | ( InvalidPassword )
    | ( PasswordPermanentLockout )
    | ( PasswordSoftLockout )
    | ( RateLimited )
    | ( Unauthorized )
    | ( User )
  ;
  SocialCollectionResult:
    | ( AlreadyExists )
    | ( BadRequest )
    | ( Collection )
    | ( NotFound )
    | ( RateLimited )
    | ( Unauthorized )
  ;
  SocialUserResult:
    | ( AlreadyExists )
    | ( BadRequest )
    | ( NotFound )
    | ( RateLimited )
    | ( Unauthorized )
    | ( User )
  ;
  UserResult:
    | ( BadRequest )
    | ( NotFound )
    | ( User )
  ;
  VerifyLoginCodeResult:
    | ( AccountToken )
    | ( BadRequest )
    | ( NotFound )
    | ( RateLimited )
    | ( TooManyRequests )
  ;
  ViewerUpdateResult:
    | ( AlreadyExists )
    | ( BadRequest )
    | ( Forbidden )
    | ( NotFound )
    | ( RateLimited )
    | ( Unauthorized )
    | ( User )
  ;
};


/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AWSDate: ResolverTypeWrapper<Scalars['AWSDate']['output']>;
  AWSDateTime: ResolverTypeWrapper<Scalars['AWSDateTime']['output']>;
  AWSEmail: ResolverTypeWrapper<Scalars['AWSEmail']['output']>;
  AWSIPAddress: ResolverTypeWrapper<Scalars['AWSIPAddress']['output']>;
  AWSJSON: ResolverTypeWrapper<Scalars['AWSJSON']['output']>;
  AWSPhone: ResolverTypeWrapper<Scalars['AWSPhone']['output']>;
  AWSTime: ResolverTypeWrapper<Scalars['AWSTime']['output']>;
  AWSTimestamp: ResolverTypeWrapper<Scalars['AWSTimestamp']['output']>;
  AWSURL: ResolverTypeWrapper<Scalars['AWSURL']['output']>;
  AccountToken: ResolverTypeWrapper<AccountToken>;
  AlreadyExists: ResolverTypeWrapper<AlreadyExists>;
  AuthEmailType: AuthEmailType;
  AuthOperation: AuthOperation;
  BadRequest: ResolverTypeWrapper<BadRequest>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Collection: ResolverTypeWrapper<Collection>;
  CollectionConnection: ResolverTypeWrapper<CollectionConnection>;
  CollectionViewerEdge: ResolverTypeWrapper<CollectionViewerEdge>;
  ConnectedAccount: ResolverTypeWrapper<ConnectedAccount>;
  CreateIntegrationTokenResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CreateIntegrationTokenResult']>;
  CreatedIntegrationToken: ResolverTypeWrapper<CreatedIntegrationToken>;
  DigestFrequency: DigestFrequency;
  EmailAvailable: ResolverTypeWrapper<EmailAvailable>;
  EmailFrequency: EmailFrequency;
  FailedChallenge: ResolverTypeWrapper<FailedChallenge>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Forbidden: ResolverTypeWrapper<Forbidden>;
  Geolocation: ResolverTypeWrapper<Geolocation>;
  GoogleOneTapResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['GoogleOneTapResult']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImageMetadata: ResolverTypeWrapper<ImageMetadata>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  IntegrationToken: ResolverTypeWrapper<IntegrationToken>;
  InvalidPassword: ResolverTypeWrapper<InvalidPassword>;
  IpAuthLockout: ResolverTypeWrapper<IpAuthLockout>;
  Markup: ResolverTypeWrapper<Markup>;
  MarkupType: MarkupType;
  Membership: ResolverTypeWrapper<Membership>;
  MembershipTier: MembershipTier;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NavigationDestination: NavigationDestination;
  NavigationItem: ResolverTypeWrapper<NavigationItem>;
  NotFound: ResolverTypeWrapper<NotFound>;
  NotificationSettings: ResolverTypeWrapper<NotificationSettings>;
  NotificationSettingsInput: NotificationSettingsInput;
  NotificationStatus: ResolverTypeWrapper<NotificationStatus>;
  PageParams: ResolverTypeWrapper<PageParams>;
  PagingInfo: ResolverTypeWrapper<PagingInfo>;
  PagingOptions: PagingOptions;
  Paragraph: ResolverTypeWrapper<Paragraph>;
  ParagraphLayout: ParagraphLayout;
  ParagraphType: ParagraphType;
  PartnerProgramEnrollment: ResolverTypeWrapper<PartnerProgramEnrollment>;
  PasswordPermanentLockout: ResolverTypeWrapper<PasswordPermanentLockout>;
  PasswordSignInResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PasswordSignInResult']>;
  PasswordSoftLockout: ResolverTypeWrapper<PasswordSoftLockout>;
  Post: ResolverTypeWrapper<Post>;
  PostCollectionStatus: PostCollectionStatus;
  PostConnection: ResolverTypeWrapper<PostConnection>;
  PostContent: ResolverTypeWrapper<PostContent>;
  PostResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PostResult']>;
  PostVisibility: PostVisibility;
  PreviewContent: ResolverTypeWrapper<PreviewContent>;
  PublishingSettings: ResolverTypeWrapper<PublishingSettings>;
  PublishingSettingsInput: PublishingSettingsInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RateLimited: ResolverTypeWrapper<RateLimited>;
  ResponsesAllowed: ResponsesAllowed;
  RichText: ResolverTypeWrapper<RichText>;
  SendAcctAuthEmailResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SendAcctAuthEmailResult']>;
  SendVerificationEmailResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SendVerificationEmailResult']>;
  Session: ResolverTypeWrapper<Session>;
  SetPasswordResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SetPasswordResult']>;
  SocialCollectionResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SocialCollectionResult']>;
  SocialLoginSuggestion: ResolverTypeWrapper<SocialLoginSuggestion>;
  SocialStats: ResolverTypeWrapper<SocialStats>;
  SocialUserResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SocialUserResult']>;
  StaffPicksFeed: ResolverTypeWrapper<StaffPicksFeed>;
  StaffPicksFeedItem: ResolverTypeWrapper<StaffPicksFeedItem>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SusiMethod: ResolverTypeWrapper<SusiMethod>;
  Tag: ResolverTypeWrapper<Tag>;
  TooManyRequests: ResolverTypeWrapper<TooManyRequests>;
  Unauthorized: ResolverTypeWrapper<Unauthorized>;
  UpdateViewerProfileInput: UpdateViewerProfileInput;
  User: ResolverTypeWrapper<User>;
  UserConnection: ResolverTypeWrapper<UserConnection>;
  UserResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['UserResult']>;
  UserViewerEdge: ResolverTypeWrapper<UserViewerEdge>;
  VariantFlag: ResolverTypeWrapper<VariantFlag>;
  VariantFlagValue: ResolverTypeWrapper<VariantFlagValue>;
  VerifyLoginCodeResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['VerifyLoginCodeResult']>;
  ViewerUpdateResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ViewerUpdateResult']>;
  Visitor: ResolverTypeWrapper<Visitor>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AWSDate: Scalars['AWSDate']['output'];
  AWSDateTime: Scalars['AWSDateTime']['output'];
  AWSEmail: Scalars['AWSEmail']['output'];
  AWSIPAddress: Scalars['AWSIPAddress']['output'];
  AWSJSON: Scalars['AWSJSON']['output'];
  AWSPhone: Scalars['AWSPhone']['output'];
  AWSTime: Scalars['AWSTime']['output'];
  AWSTimestamp: Scalars['AWSTimestamp']['output'];
  AWSURL: Scalars['AWSURL']['output'];
  AccountToken: AccountToken;
  AlreadyExists: AlreadyExists;
  BadRequest: BadRequest;
  Boolean: Scalars['Boolean']['output'];
  Collection: Collection;
  CollectionConnection: CollectionConnection;
  CollectionViewerEdge: CollectionViewerEdge;
  ConnectedAccount: ConnectedAccount;
  CreateIntegrationTokenResult: ResolversUnionTypes<ResolversParentTypes>['CreateIntegrationTokenResult'];
  CreatedIntegrationToken: CreatedIntegrationToken;
  EmailAvailable: EmailAvailable;
  FailedChallenge: FailedChallenge;
  Float: Scalars['Float']['output'];
  Forbidden: Forbidden;
  Geolocation: Geolocation;
  GoogleOneTapResult: ResolversUnionTypes<ResolversParentTypes>['GoogleOneTapResult'];
  ID: Scalars['ID']['output'];
  ImageMetadata: ImageMetadata;
  Int: Scalars['Int']['output'];
  IntegrationToken: IntegrationToken;
  InvalidPassword: InvalidPassword;
  IpAuthLockout: IpAuthLockout;
  Markup: Markup;
  Membership: Membership;
  Mutation: Record<PropertyKey, never>;
  NavigationItem: NavigationItem;
  NotFound: NotFound;
  NotificationSettings: NotificationSettings;
  NotificationSettingsInput: NotificationSettingsInput;
  NotificationStatus: NotificationStatus;
  PageParams: PageParams;
  PagingInfo: PagingInfo;
  PagingOptions: PagingOptions;
  Paragraph: Paragraph;
  PartnerProgramEnrollment: PartnerProgramEnrollment;
  PasswordPermanentLockout: PasswordPermanentLockout;
  PasswordSignInResult: ResolversUnionTypes<ResolversParentTypes>['PasswordSignInResult'];
  PasswordSoftLockout: PasswordSoftLockout;
  Post: Post;
  PostConnection: PostConnection;
  PostContent: PostContent;
  PostResult: ResolversUnionTypes<ResolversParentTypes>['PostResult'];
  PreviewContent: PreviewContent;
  PublishingSettings: PublishingSettings;
  PublishingSettingsInput: PublishingSettingsInput;
  Query: Record<PropertyKey, never>;
  RateLimited: RateLimited;
  RichText: RichText;
  SendAcctAuthEmailResult: ResolversUnionTypes<ResolversParentTypes>['SendAcctAuthEmailResult'];
  SendVerificationEmailResult: ResolversUnionTypes<ResolversParentTypes>['SendVerificationEmailResult'];
  Session: Session;
  SetPasswordResult: ResolversUnionTypes<ResolversParentTypes>['SetPasswordResult'];
  SocialCollectionResult: ResolversUnionTypes<ResolversParentTypes>['SocialCollectionResult'];
  SocialLoginSuggestion: SocialLoginSuggestion;
  SocialStats: SocialStats;
  SocialUserResult: ResolversUnionTypes<ResolversParentTypes>['SocialUserResult'];
  StaffPicksFeed: StaffPicksFeed;
  StaffPicksFeedItem: StaffPicksFeedItem;
  String: Scalars['String']['output'];
  SusiMethod: SusiMethod;
  Tag: Tag;
  TooManyRequests: TooManyRequests;
  Unauthorized: Unauthorized;
  UpdateViewerProfileInput: UpdateViewerProfileInput;
  User: User;
  UserConnection: UserConnection;
  UserResult: ResolversUnionTypes<ResolversParentTypes>['UserResult'];
  UserViewerEdge: UserViewerEdge;
  VariantFlag: VariantFlag;
  VariantFlagValue: VariantFlagValue;
  VerifyLoginCodeResult: ResolversUnionTypes<ResolversParentTypes>['VerifyLoginCodeResult'];
  ViewerUpdateResult: ResolversUnionTypes<ResolversParentTypes>['ViewerUpdateResult'];
  Visitor: Visitor;
};

export type Aws_Api_KeyDirectiveArgs = { };

export type Aws_Api_KeyDirectiveResolver<Result, Parent, ContextType = any, Args = Aws_Api_KeyDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type Aws_AuthDirectiveArgs = {
  cognito_groups?: Maybe<Array<Maybe<Scalars['String']['input']>>>;
};

export type Aws_AuthDirectiveResolver<Result, Parent, ContextType = any, Args = Aws_AuthDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type Aws_Cognito_User_PoolsDirectiveArgs = {
  cognito_groups?: Maybe<Array<Maybe<Scalars['String']['input']>>>;
};

export type Aws_Cognito_User_PoolsDirectiveResolver<Result, Parent, ContextType = any, Args = Aws_Cognito_User_PoolsDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type Aws_IamDirectiveArgs = { };

export type Aws_IamDirectiveResolver<Result, Parent, ContextType = any, Args = Aws_IamDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type Aws_LambdaDirectiveArgs = { };

export type Aws_LambdaDirectiveResolver<Result, Parent, ContextType = any, Args = Aws_LambdaDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type Aws_OidcDirectiveArgs = { };

export type Aws_OidcDirectiveResolver<Result, Parent, ContextType = any, Args = Aws_OidcDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type Aws_SubscribeDirectiveArgs = {
  mutations?: Maybe<Array<Maybe<Scalars['String']['input']>>>;
};

export type Aws_SubscribeDirectiveResolver<Result, Parent, ContextType = any, Args = Aws_SubscribeDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export interface AwsDateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['AWSDate'], any> {
  name: 'AWSDate';
}

export interface AwsDateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['AWSDateTime'], any> {
  name: 'AWSDateTime';
}

export interface AwsEmailScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['AWSEmail'], any> {
  name: 'AWSEmail';
}

export interface AwsipAddressScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['AWSIPAddress'], any> {
  name: 'AWSIPAddress';
}

export interface AwsjsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['AWSJSON'], any> {
  name: 'AWSJSON';
}

export interface AwsPhoneScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['AWSPhone'], any> {
  name: 'AWSPhone';
}

export interface AwsTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['AWSTime'], any> {
  name: 'AWSTime';
}

export interface AwsTimestampScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['AWSTimestamp'], any> {
  name: 'AWSTimestamp';
}

export interface AwsurlScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['AWSURL'], any> {
  name: 'AWSURL';
}

export type AccountTokenResolvers<ContextType = any, ParentType extends ResolversParentTypes['AccountToken'] = ResolversParentTypes['AccountToken']> = {
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AlreadyExistsResolvers<ContextType = any, ParentType extends ResolversParentTypes['AlreadyExists'] = ResolversParentTypes['AlreadyExists']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BadRequestResolvers<ContextType = any, ParentType extends ResolversParentTypes['BadRequest'] = ResolversParentTypes['BadRequest']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CollectionResolvers<ContextType = any, ParentType extends ResolversParentTypes['Collection'] = ResolversParentTypes['Collection']> = {
  avatar?: Resolver<Maybe<ResolversTypes['ImageMetadata']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  domain?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  followersConnection?: Resolver<ResolversTypes['UserConnection'], ParentType, ContextType, Partial<CollectionFollowersConnectionArgs>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['ImageMetadata']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  navigationItems?: Resolver<Array<ResolversTypes['NavigationItem']>, ParentType, ContextType>;
  postsConnection?: Resolver<ResolversTypes['PostConnection'], ParentType, ContextType, Partial<CollectionPostsConnectionArgs>>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subscriberCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  viewerEdge?: Resolver<ResolversTypes['CollectionViewerEdge'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CollectionConnectionResolvers<ContextType = any, ParentType extends ResolversParentTypes['CollectionConnection'] = ResolversParentTypes['CollectionConnection']> = {
  collections?: Resolver<Array<ResolversTypes['Collection']>, ParentType, ContextType>;
  pagingInfo?: Resolver<ResolversTypes['PagingInfo'], ParentType, ContextType>;
};

export type CollectionViewerEdgeResolvers<ContextType = any, ParentType extends ResolversParentTypes['CollectionViewerEdge'] = ResolversParentTypes['CollectionViewerEdge']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isEditor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isFollowing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isMuting?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ConnectedAccountResolvers<ContextType = any, ParentType extends ResolversParentTypes['ConnectedAccount'] = ResolversParentTypes['ConnectedAccount']> = {
  connectedAt?: Resolver<ResolversTypes['AWSTimestamp'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CreateIntegrationTokenResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['CreateIntegrationTokenResult'] = ResolversParentTypes['CreateIntegrationTokenResult']> = {
  __resolveType: TypeResolveFn<'BadRequest' | 'CreatedIntegrationToken' | 'RateLimited' | 'Unauthorized', ParentType, ContextType>;
};

export type CreatedIntegrationTokenResolvers<ContextType = any, ParentType extends ResolversParentTypes['CreatedIntegrationToken'] = ResolversParentTypes['CreatedIntegrationToken']> = {
  integrationToken?: Resolver<ResolversTypes['IntegrationToken'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type EmailAvailableResolvers<ContextType = any, ParentType extends ResolversParentTypes['EmailAvailable'] = ResolversParentTypes['EmailAvailable']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type FailedChallengeResolvers<ContextType = any, ParentType extends ResolversParentTypes['FailedChallenge'] = ResolversParentTypes['FailedChallenge']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ForbiddenResolvers<ContextType = any, ParentType extends ResolversParentTypes['Forbidden'] = ResolversParentTypes['Forbidden']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GeolocationResolvers<ContextType = any, ParentType extends ResolversParentTypes['Geolocation'] = ResolversParentTypes['Geolocation']> = {
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type GoogleOneTapResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['GoogleOneTapResult'] = ResolversParentTypes['GoogleOneTapResult']> = {
  __resolveType: TypeResolveFn<'AccountToken' | 'BadRequest' | 'EmailAvailable' | 'Forbidden' | 'NotFound' | 'RateLimited' | 'SocialLoginSuggestion', ParentType, ContextType>;
};

export type ImageMetadataResolvers<ContextType = any, ParentType extends ResolversParentTypes['ImageMetadata'] = ResolversParentTypes['ImageMetadata']> = {
  alt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  focusPercentX?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  focusPercentY?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  originalHeight?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  originalWidth?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type IntegrationTokenResolvers<ContextType = any, ParentType extends ResolversParentTypes['IntegrationToken'] = ResolversParentTypes['IntegrationToken']> = {
  createdAt?: Resolver<ResolversTypes['AWSTimestamp'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['AWSTimestamp']>, ParentType, ContextType>;
};

export type InvalidPasswordResolvers<ContextType = any, ParentType extends ResolversParentTypes['InvalidPassword'] = ResolversParentTypes['InvalidPassword']> = {
  failCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type IpAuthLockoutResolvers<ContextType = any, ParentType extends ResolversParentTypes['IpAuthLockout'] = ResolversParentTypes['IpAuthLockout']> = {
  lockedOutUntil?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MarkupResolvers<ContextType = any, ParentType extends ResolversParentTypes['Markup'] = ResolversParentTypes['Markup']> = {
  end?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  href?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['MarkupType'], ParentType, ContextType>;
};

export type MembershipResolvers<ContextType = any, ParentType extends ResolversParentTypes['Membership'] = ResolversParentTypes['Membership']> = {
  friendSince?: Resolver<Maybe<ResolversTypes['AWSTimestamp']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  memberSince?: Resolver<Maybe<ResolversTypes['AWSTimestamp']>, ParentType, ContextType>;
  tier?: Resolver<ResolversTypes['MembershipTier'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = any, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  claimSubdomain?: Resolver<ResolversTypes['ViewerUpdateResult'], ParentType, ContextType>;
  createIntegrationToken?: Resolver<ResolversTypes['CreateIntegrationTokenResult'], ParentType, ContextType, RequireFields<MutationCreateIntegrationTokenArgs, 'description'>>;
  disconnectAccount?: Resolver<ResolversTypes['ViewerUpdateResult'], ParentType, ContextType, RequireFields<MutationDisconnectAccountArgs, 'provider'>>;
  dismissFlag?: Resolver<ResolversTypes['ViewerUpdateResult'], ParentType, ContextType, RequireFields<MutationDismissFlagArgs, 'flag' | 'userId'>>;
  followCollection?: Resolver<ResolversTypes['SocialCollectionResult'], ParentType, ContextType, RequireFields<MutationFollowCollectionArgs, 'targetCollectionId'>>;
  followUser?: Resolver<ResolversTypes['SocialUserResult'], ParentType, ContextType, RequireFields<MutationFollowUserArgs, 'targetUserId'>>;
  googleOneTap?: Resolver<ResolversTypes['GoogleOneTapResult'], ParentType, ContextType, RequireFields<MutationGoogleOneTapArgs, 'credential' | 'operation'>>;
  muteCollection?: Resolver<ResolversTypes['SocialCollectionResult'], ParentType, ContextType, RequireFields<MutationMuteCollectionArgs, 'targetCollectionId'>>;
  muteUser?: Resolver<ResolversTypes['SocialUserResult'], ParentType, ContextType, RequireFields<MutationMuteUserArgs, 'targetUserId'>>;
  requestEmailChange?: Resolver<ResolversTypes['ViewerUpdateResult'], ParentType, ContextType, RequireFields<MutationRequestEmailChangeArgs, 'email'>>;
  revokeIntegrationToken?: Resolver<ResolversTypes['ViewerUpdateResult'], ParentType, ContextType, RequireFields<MutationRevokeIntegrationTokenArgs, 'id'>>;
  revokeSession?: Resolver<ResolversTypes['ViewerUpdateResult'], ParentType, ContextType, RequireFields<MutationRevokeSessionArgs, 'id'>>;
  sendAcctAuthEmail?: Resolver<ResolversTypes['SendAcctAuthEmailResult'], ParentType, ContextType, RequireFields<MutationSendAcctAuthEmailArgs, 'email' | 'operation' | 'type'>>;
  sendVerificationEmail?: Resolver<ResolversTypes['SendVerificationEmailResult'], ParentType, ContextType>;
  setPassword?: Resolver<ResolversTypes['SetPasswordResult'], ParentType, ContextType, RequireFields<MutationSetPasswordArgs, 'newPassword'>>;
  signInWithPassword?: Resolver<ResolversTypes['PasswordSignInResult'], ParentType, ContextType, RequireFields<MutationSignInWithPasswordArgs, 'email' | 'password'>>;
  unclaimSubdomain?: Resolver<ResolversTypes['ViewerUpdateResult'], ParentType, ContextType>;
  unfollowCollection?: Resolver<ResolversTypes['SocialCollectionResult'], ParentType, ContextType, RequireFields<MutationUnfollowCollectionArgs, 'targetCollectionId'>>;
  unfollowUser?: Resolver<ResolversTypes['SocialUserResult'], ParentType, ContextType, RequireFields<MutationUnfollowUserArgs, 'targetUserId'>>;
  unmuteCollection?: Resolver<ResolversTypes['SocialCollectionResult'], ParentType, ContextType, RequireFields<MutationUnmuteCollectionArgs, 'targetCollectionId'>>;
  unmuteUser?: Resolver<ResolversTypes['SocialUserResult'], ParentType, ContextType, RequireFields<MutationUnmuteUserArgs, 'targetUserId'>>;
  updateNotificationSettings?: Resolver<ResolversTypes['ViewerUpdateResult'], ParentType, ContextType, RequireFields<MutationUpdateNotificationSettingsArgs, 'input'>>;
  updatePublishingSettings?: Resolver<ResolversTypes['ViewerUpdateResult'], ParentType, ContextType, RequireFields<MutationUpdatePublishingSettingsArgs, 'input'>>;
  updateUsername?: Resolver<ResolversTypes['ViewerUpdateResult'], ParentType, ContextType, RequireFields<MutationUpdateUsernameArgs, 'username'>>;
  updateViewerProfile?: Resolver<ResolversTypes['ViewerUpdateResult'], ParentType, ContextType, RequireFields<MutationUpdateViewerProfileArgs, 'input'>>;
  verifyLoginCode?: Resolver<ResolversTypes['VerifyLoginCodeResult'], ParentType, ContextType, RequireFields<MutationVerifyLoginCodeArgs, 'email' | 'loginCode'>>;
};

export type NavigationItemResolvers<ContextType = any, ParentType extends ResolversParentTypes['NavigationItem'] = ResolversParentTypes['NavigationItem']> = {
  destination?: Resolver<ResolversTypes['NavigationDestination'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NotFoundResolvers<ContextType = any, ParentType extends ResolversParentTypes['NotFound'] = ResolversParentTypes['NotFound']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type NotificationSettingsResolvers<ContextType = any, ParentType extends ResolversParentTypes['NotificationSettings'] = ResolversParentTypes['NotificationSettings']> = {
  allowEmailHighlights?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  allowEmailMentions?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  allowEmailNewFollowers?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  allowEmailNewsletters?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  allowEmailRecommendedStories?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  allowEmailResponses?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  digestFrequency?: Resolver<ResolversTypes['DigestFrequency'], ParentType, ContextType>;
  emailFrequency?: Resolver<ResolversTypes['EmailFrequency'], ParentType, ContextType>;
};

export type NotificationStatusResolvers<ContextType = any, ParentType extends ResolversParentTypes['NotificationStatus'] = ResolversParentTypes['NotificationStatus']> = {
  unreadNotificationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PageParamsResolvers<ContextType = any, ParentType extends ResolversParentTypes['PageParams'] = ResolversParentTypes['PageParams']> = {
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PagingInfoResolvers<ContextType = any, ParentType extends ResolversParentTypes['PagingInfo'] = ResolversParentTypes['PagingInfo']> = {
  next?: Resolver<Maybe<ResolversTypes['PageParams']>, ParentType, ContextType>;
};

export type ParagraphResolvers<ContextType = any, ParentType extends ResolversParentTypes['Paragraph'] = ResolversParentTypes['Paragraph']> = {
  layout?: Resolver<Maybe<ResolversTypes['ParagraphLayout']>, ParentType, ContextType>;
  markups?: Resolver<Array<ResolversTypes['Markup']>, ParentType, ContextType>;
  metadata?: Resolver<Maybe<ResolversTypes['ImageMetadata']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ParagraphType'], ParentType, ContextType>;
};

export type PartnerProgramEnrollmentResolvers<ContextType = any, ParentType extends ResolversParentTypes['PartnerProgramEnrollment'] = ResolversParentTypes['PartnerProgramEnrollment']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PasswordPermanentLockoutResolvers<ContextType = any, ParentType extends ResolversParentTypes['PasswordPermanentLockout'] = ResolversParentTypes['PasswordPermanentLockout']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PasswordSignInResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['PasswordSignInResult'] = ResolversParentTypes['PasswordSignInResult']> = {
  __resolveType: TypeResolveFn<'AccountToken' | 'BadRequest' | 'InvalidPassword' | 'IpAuthLockout' | 'PasswordPermanentLockout' | 'PasswordSoftLockout' | 'RateLimited', ParentType, ContextType>;
};

export type PasswordSoftLockoutResolvers<ContextType = any, ParentType extends ResolversParentTypes['PasswordSoftLockout'] = ResolversParentTypes['PasswordSoftLockout']> = {
  lockedOutUntil?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PostResolvers<ContextType = any, ParentType extends ResolversParentTypes['Post'] = ResolversParentTypes['Post']> = {
  clapCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  collection?: Resolver<Maybe<ResolversTypes['Collection']>, ParentType, ContextType>;
  content?: Resolver<ResolversTypes['PostContent'], ParentType, ContextType>;
  creator?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  extendedPreviewContent?: Resolver<ResolversTypes['PreviewContent'], ParentType, ContextType>;
  firstPublishedAt?: Resolver<Maybe<ResolversTypes['AWSTimestamp']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isLocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPublished?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSuspended?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  latestPublishedAt?: Resolver<Maybe<ResolversTypes['AWSTimestamp']>, ParentType, ContextType>;
  previewImage?: Resolver<Maybe<ResolversTypes['ImageMetadata']>, ParentType, ContextType>;
  readingTime?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  responsesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  statusForCollection?: Resolver<Maybe<ResolversTypes['PostCollectionStatus']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uniqueSlug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['AWSTimestamp'], ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['PostVisibility'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PostConnectionResolvers<ContextType = any, ParentType extends ResolversParentTypes['PostConnection'] = ResolversParentTypes['PostConnection']> = {
  pagingInfo?: Resolver<ResolversTypes['PagingInfo'], ParentType, ContextType>;
  posts?: Resolver<Array<ResolversTypes['Post']>, ParentType, ContextType>;
};

export type PostContentResolvers<ContextType = any, ParentType extends ResolversParentTypes['PostContent'] = ResolversParentTypes['PostContent']> = {
  bodyModel?: Resolver<ResolversTypes['RichText'], ParentType, ContextType>;
  isLockedPreviewOnly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PostResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['PostResult'] = ResolversParentTypes['PostResult']> = {
  __resolveType: TypeResolveFn<'BadRequest' | 'NotFound' | 'Post', ParentType, ContextType>;
};

export type PreviewContentResolvers<ContextType = any, ParentType extends ResolversParentTypes['PreviewContent'] = ResolversParentTypes['PreviewContent']> = {
  isFullContent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  subtitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PublishingSettingsResolvers<ContextType = any, ParentType extends ResolversParentTypes['PublishingSettings'] = ResolversParentTypes['PublishingSettings']> = {
  allowEmailAddressSharingEditorWriter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  defaultResponsesAllowed?: Resolver<ResolversTypes['ResponsesAllowed'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = any, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  collection?: Resolver<Maybe<ResolversTypes['Collection']>, ParentType, ContextType, RequireFields<QueryCollectionArgs, 'id'>>;
  collectionByDomainOrSlug?: Resolver<Maybe<ResolversTypes['Collection']>, ParentType, ContextType, RequireFields<QueryCollectionByDomainOrSlugArgs, 'domainOrSlug'>>;
  emailAvailability?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryEmailAvailabilityArgs, 'email'>>;
  latestPostsFeed?: Resolver<ResolversTypes['PostConnection'], ParentType, ContextType, Partial<QueryLatestPostsFeedArgs>>;
  notificationStatus?: Resolver<Maybe<ResolversTypes['NotificationStatus']>, ParentType, ContextType>;
  postResult?: Resolver<ResolversTypes['PostResult'], ParentType, ContextType, RequireFields<QueryPostResultArgs, 'id'>>;
  postResults?: Resolver<Array<ResolversTypes['Post']>, ParentType, ContextType, RequireFields<QueryPostResultsArgs, 'postIds'>>;
  staffPicksFeed?: Resolver<ResolversTypes['StaffPicksFeed'], ParentType, ContextType, Partial<QueryStaffPicksFeedArgs>>;
  userResult?: Resolver<ResolversTypes['UserResult'], ParentType, ContextType, Partial<QueryUserResultArgs>>;
  variantFlags?: Resolver<Array<ResolversTypes['VariantFlag']>, ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  visitor?: Resolver<ResolversTypes['Visitor'], ParentType, ContextType>;
};

export type RateLimitedResolvers<ContextType = any, ParentType extends ResolversParentTypes['RateLimited'] = ResolversParentTypes['RateLimited']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RichTextResolvers<ContextType = any, ParentType extends ResolversParentTypes['RichText'] = ResolversParentTypes['RichText']> = {
  paragraphs?: Resolver<Array<ResolversTypes['Paragraph']>, ParentType, ContextType>;
};

export type SendAcctAuthEmailResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['SendAcctAuthEmailResult'] = ResolversParentTypes['SendAcctAuthEmailResult']> = {
  __resolveType: TypeResolveFn<'BadRequest' | 'FailedChallenge' | 'NotFound' | 'RateLimited' | 'SusiMethod', ParentType, ContextType>;
};

export type SendVerificationEmailResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['SendVerificationEmailResult'] = ResolversParentTypes['SendVerificationEmailResult']> = {
  __resolveType: TypeResolveFn<'BadRequest' | 'RateLimited' | 'Unauthorized' | 'User', ParentType, ContextType>;
};

export type SessionResolvers<ContextType = any, ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session']> = {
  createdAt?: Resolver<ResolversTypes['AWSTimestamp'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isCurrent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastSeenAt?: Resolver<ResolversTypes['AWSTimestamp'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userAgent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SetPasswordResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['SetPasswordResult'] = ResolversParentTypes['SetPasswordResult']> = {
  __resolveType: TypeResolveFn<'BadRequest' | 'InvalidPassword' | 'PasswordPermanentLockout' | 'PasswordSoftLockout' | 'RateLimited' | 'Unauthorized' | 'User', ParentType, ContextType>;
};

export type SocialCollectionResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['SocialCollectionResult'] = ResolversParentTypes['SocialCollectionResult']> = {
  __resolveType: TypeResolveFn<'AlreadyExists' | 'BadRequest' | 'Collection' | 'NotFound' | 'RateLimited' | 'Unauthorized', ParentType, ContextType>;
};

export type SocialLoginSuggestionResolvers<ContextType = any, ParentType extends ResolversParentTypes['SocialLoginSuggestion'] = ResolversParentTypes['SocialLoginSuggestion']> = {
  redactedEmailAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SocialStatsResolvers<ContextType = any, ParentType extends ResolversParentTypes['SocialStats'] = ResolversParentTypes['SocialStats']> = {
  followerCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  followingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SocialUserResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['SocialUserResult'] = ResolversParentTypes['SocialUserResult']> = {
  __resolveType: TypeResolveFn<'AlreadyExists' | 'BadRequest' | 'NotFound' | 'RateLimited' | 'Unauthorized' | 'User', ParentType, ContextType>;
};

export type StaffPicksFeedResolvers<ContextType = any, ParentType extends ResolversParentTypes['StaffPicksFeed'] = ResolversParentTypes['StaffPicksFeed']> = {
  items?: Resolver<Array<ResolversTypes['StaffPicksFeedItem']>, ParentType, ContextType>;
  pagingInfo?: Resolver<ResolversTypes['PagingInfo'], ParentType, ContextType>;
};

export type StaffPicksFeedItemResolvers<ContextType = any, ParentType extends ResolversParentTypes['StaffPicksFeedItem'] = ResolversParentTypes['StaffPicksFeedItem']> = {
  post?: Resolver<ResolversTypes['Post'], ParentType, ContextType>;
};

export type SusiMethodResolvers<ContextType = any, ParentType extends ResolversParentTypes['SusiMethod'] = ResolversParentTypes['SusiMethod']> = {
  value?: Resolver<ResolversTypes['AuthEmailType'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TagResolvers<ContextType = any, ParentType extends ResolversParentTypes['Tag'] = ResolversParentTypes['Tag']> = {
  displayTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  postCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TooManyRequestsResolvers<ContextType = any, ParentType extends ResolversParentTypes['TooManyRequests'] = ResolversParentTypes['TooManyRequests']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UnauthorizedResolvers<ContextType = any, ParentType extends ResolversParentTypes['Unauthorized'] = ResolversParentTypes['Unauthorized']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UserResolvers<ContextType = any, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  adminCollections?: Resolver<Maybe<Array<ResolversTypes['Collection']>>, ParentType, ContextType>;
  bio?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  connectedAccounts?: Resolver<Maybe<Array<ResolversTypes['ConnectedAccount']>>, ParentType, ContextType>;
  dismissableFlags?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  emailObfuscated?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  followersConnection?: Resolver<ResolversTypes['UserConnection'], ParentType, ContextType, Partial<UserFollowersConnectionArgs>>;
  followingConnection?: Resolver<ResolversTypes['UserConnection'], ParentType, ContextType, Partial<UserFollowingConnectionArgs>>;
  geolocation?: Resolver<Maybe<ResolversTypes['Geolocation']>, ParentType, ContextType>;
  hasPassword?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hasSubdomain?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  integrationTokens?: Resolver<Maybe<Array<ResolversTypes['IntegrationToken']>>, ParentType, ContextType>;
  isAuthorVerified?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isSuspended?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mediumMemberAt?: Resolver<Maybe<ResolversTypes['AWSTimestamp']>, ParentType, ContextType>;
  membership?: Resolver<Maybe<ResolversTypes['Membership']>, ParentType, ContextType>;
  mutedCollectionsConnection?: Resolver<Maybe<ResolversTypes['CollectionConnection']>, ParentType, ContextType, Partial<UserMutedCollectionsConnectionArgs>>;
  mutedUsersConnection?: Resolver<Maybe<ResolversTypes['UserConnection']>, ParentType, ContextType, Partial<UserMutedUsersConnectionArgs>>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notificationSettings?: Resolver<Maybe<ResolversTypes['NotificationSettings']>, ParentType, ContextType>;
  partnerProgramEnrollment?: Resolver<Maybe<ResolversTypes['PartnerProgramEnrollment']>, ParentType, ContextType>;
  postsConnection?: Resolver<ResolversTypes['PostConnection'], ParentType, ContextType, Partial<UserPostsConnectionArgs>>;
  pronouns?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  publishingSettings?: Resolver<Maybe<ResolversTypes['PublishingSettings']>, ParentType, ContextType>;
  sessions?: Resolver<Maybe<Array<ResolversTypes['Session']>>, ParentType, ContextType>;
  socialStats?: Resolver<ResolversTypes['SocialStats'], ParentType, ContextType>;
  twitterScreenName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unverifiedEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewerEdge?: Resolver<ResolversTypes['UserViewerEdge'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UserConnectionResolvers<ContextType = any, ParentType extends ResolversParentTypes['UserConnection'] = ResolversParentTypes['UserConnection']> = {
  pagingInfo?: Resolver<ResolversTypes['PagingInfo'], ParentType, ContextType>;
  users?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
};

export type UserResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['UserResult'] = ResolversParentTypes['UserResult']> = {
  __resolveType: TypeResolveFn<'BadRequest' | 'NotFound' | 'User', ParentType, ContextType>;
};

export type UserViewerEdgeResolvers<ContextType = any, ParentType extends ResolversParentTypes['UserViewerEdge'] = ResolversParentTypes['UserViewerEdge']> = {
  createdAt?: Resolver<Maybe<ResolversTypes['AWSTimestamp']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isFollowing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isMuting?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type VariantFlagResolvers<ContextType = any, ParentType extends ResolversParentTypes['VariantFlag'] = ResolversParentTypes['VariantFlag']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  valueType?: Resolver<ResolversTypes['VariantFlagValue'], ParentType, ContextType>;
};

export type VariantFlagValueResolvers<ContextType = any, ParentType extends ResolversParentTypes['VariantFlagValue'] = ResolversParentTypes['VariantFlagValue']> = {
  boolValue?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  stringValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type VerifyLoginCodeResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['VerifyLoginCodeResult'] = ResolversParentTypes['VerifyLoginCodeResult']> = {
  __resolveType: TypeResolveFn<'AccountToken' | 'BadRequest' | 'NotFound' | 'RateLimited' | 'TooManyRequests', ParentType, ContextType>;
};

export type ViewerUpdateResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['ViewerUpdateResult'] = ResolversParentTypes['ViewerUpdateResult']> = {
  __resolveType: TypeResolveFn<'AlreadyExists' | 'BadRequest' | 'Forbidden' | 'NotFound' | 'RateLimited' | 'Unauthorized' | 'User', ParentType, ContextType>;
};

export type VisitorResolvers<ContextType = any, ParentType extends ResolversParentTypes['Visitor'] = ResolversParentTypes['Visitor']> = {
  geolocation?: Resolver<ResolversTypes['Geolocation'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type Resolvers<ContextType = any> = {
  AWSDate?: GraphQLScalarType;
  AWSDateTime?: GraphQLScalarType;
  AWSEmail?: GraphQLScalarType;
  AWSIPAddress?: GraphQLScalarType;
  AWSJSON?: GraphQLScalarType;
  AWSPhone?: GraphQLScalarType;
  AWSTime?: GraphQLScalarType;
  AWSTimestamp?: GraphQLScalarType;
  AWSURL?: GraphQLScalarType;
  AccountToken?: AccountTokenResolvers<ContextType>;
  AlreadyExists?: AlreadyExistsResolvers<ContextType>;
  BadRequest?: BadRequestResolvers<ContextType>;
  Collection?: CollectionResolvers<ContextType>;
  CollectionConnection?: CollectionConnectionResolvers<ContextType>;
  CollectionViewerEdge?: CollectionViewerEdgeResolvers<ContextType>;
  ConnectedAccount?: ConnectedAccountResolvers<ContextType>;
  CreateIntegrationTokenResult?: CreateIntegrationTokenResultResolvers<ContextType>;
  CreatedIntegrationToken?: CreatedIntegrationTokenResolvers<ContextType>;
  EmailAvailable?: EmailAvailableResolvers<ContextType>;
  FailedChallenge?: FailedChallengeResolvers<ContextType>;
  Forbidden?: ForbiddenResolvers<ContextType>;
  Geolocation?: GeolocationResolvers<ContextType>;
  GoogleOneTapResult?: GoogleOneTapResultResolvers<ContextType>;
  ImageMetadata?: ImageMetadataResolvers<ContextType>;
  IntegrationToken?: IntegrationTokenResolvers<ContextType>;
  InvalidPassword?: InvalidPasswordResolvers<ContextType>;
  IpAuthLockout?: IpAuthLockoutResolvers<ContextType>;
  Markup?: MarkupResolvers<ContextType>;
  Membership?: MembershipResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NavigationItem?: NavigationItemResolvers<ContextType>;
  NotFound?: NotFoundResolvers<ContextType>;
  NotificationSettings?: NotificationSettingsResolvers<ContextType>;
  NotificationStatus?: NotificationStatusResolvers<ContextType>;
  PageParams?: PageParamsResolvers<ContextType>;
  PagingInfo?: PagingInfoResolvers<ContextType>;
  Paragraph?: ParagraphResolvers<ContextType>;
  PartnerProgramEnrollment?: PartnerProgramEnrollmentResolvers<ContextType>;
  PasswordPermanentLockout?: PasswordPermanentLockoutResolvers<ContextType>;
  PasswordSignInResult?: PasswordSignInResultResolvers<ContextType>;
  PasswordSoftLockout?: PasswordSoftLockoutResolvers<ContextType>;
  Post?: PostResolvers<ContextType>;
  PostConnection?: PostConnectionResolvers<ContextType>;
  PostContent?: PostContentResolvers<ContextType>;
  PostResult?: PostResultResolvers<ContextType>;
  PreviewContent?: PreviewContentResolvers<ContextType>;
  PublishingSettings?: PublishingSettingsResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RateLimited?: RateLimitedResolvers<ContextType>;
  RichText?: RichTextResolvers<ContextType>;
  SendAcctAuthEmailResult?: SendAcctAuthEmailResultResolvers<ContextType>;
  SendVerificationEmailResult?: SendVerificationEmailResultResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  SetPasswordResult?: SetPasswordResultResolvers<ContextType>;
  SocialCollectionResult?: SocialCollectionResultResolvers<ContextType>;
  SocialLoginSuggestion?: SocialLoginSuggestionResolvers<ContextType>;
  SocialStats?: SocialStatsResolvers<ContextType>;
  SocialUserResult?: SocialUserResultResolvers<ContextType>;
  StaffPicksFeed?: StaffPicksFeedResolvers<ContextType>;
  StaffPicksFeedItem?: StaffPicksFeedItemResolvers<ContextType>;
  SusiMethod?: SusiMethodResolvers<ContextType>;
  Tag?: TagResolvers<ContextType>;
  TooManyRequests?: TooManyRequestsResolvers<ContextType>;
  Unauthorized?: UnauthorizedResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserConnection?: UserConnectionResolvers<ContextType>;
  UserResult?: UserResultResolvers<ContextType>;
  UserViewerEdge?: UserViewerEdgeResolvers<ContextType>;
  VariantFlag?: VariantFlagResolvers<ContextType>;
  VariantFlagValue?: VariantFlagValueResolvers<ContextType>;
  VerifyLoginCodeResult?: VerifyLoginCodeResultResolvers<ContextType>;
  ViewerUpdateResult?: ViewerUpdateResultResolvers<ContextType>;
  Visitor?: VisitorResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = any> = {
  aws_api_key?: Aws_Api_KeyDirectiveResolver<any, any, ContextType>;
  aws_auth?: Aws_AuthDirectiveResolver<any, any, ContextType>;
  aws_cognito_user_pools?: Aws_Cognito_User_PoolsDirectiveResolver<any, any, ContextType>;
  aws_iam?: Aws_IamDirectiveResolver<any, any, ContextType>;
  aws_lambda?: Aws_LambdaDirectiveResolver<any, any, ContextType>;
  aws_oidc?: Aws_OidcDirectiveResolver<any, any, ContextType>;
  aws_subscribe?: Aws_SubscribeDirectiveResolver<any, any, ContextType>;
};
