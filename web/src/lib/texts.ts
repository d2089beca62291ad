import { abbreviateCount } from './format/count.ts';

/**
 * User-visible texts of the shell and shared components. Texts from the spec are verbatim (spec 1 §2.4,
 * §2.7; spec 3 §8) and live only here.
 */
export const texts = {
  siteName: 'Folio',
  signIn: 'Sign in',
  /** Spec 1 §2.4: Sign up is labelled Get started on home. */
  signUp: 'Sign up',
  getStarted: 'Get started',
  /** Spec 1 §2.4: the header's link to the editor (ShowNewPost). */
  write: 'Write',
  /** Spec 1 §2.4: the secondary bar on small screens. */
  openInApp: 'Open in app',
  /** Spec 1 §2.4: what the header's placeholders say while the reader's data loads (our wording). */
  loading: 'Loading',
  /** Spec 1 §2.4: the signed-in header's link to the notifications (our wording). */
  notifications: 'Notifications',
  /** Spec 1 §2.4: the unread badge, capped at 99+ (spec 1 §9). */
  unreadNotifications: (count: string) => `${count} unread`,
  /**
   * Spec 1 §2.5 avatar menu. The spec names the items; 'See all publications' and the Sign out line are
   * its words, the other labels are ours.
   */
  avatarMenu: {
    label: 'Your account',
    memberSince: (monthYear: string) => `Member since ${monthYear}`,
    friendSince: (monthYear: string) => `Friend since ${monthYear}`,
    profile: 'Profile',
    library: 'Library',
    stories: 'Stories',
    stats: 'Stats',
    partnerProgram: 'Partner Program',
    seeAllPublications: 'See all publications',
    settings: 'Settings',
    refineRecommendations: 'Refine recommendations',
    managePublications: 'Manage publications',
    help: 'Help',
    authorVerification: 'Get verified as an author',
    becomeMember: 'Become a member',
    reactivateMembership: 'Reactivate membership',
    becomeFriend: 'Become a Friend',
    mastodonLinked: 'Your Mastodon account',
    mastodonCreate: 'Create a Mastodon account',
    giftMembership: 'Gift a membership',
    signOut: 'Sign out',
  },
  home: 'Home',
  notFound: {
    label: 'PAGE NOT FOUND',
    code: '404',
    heading: 'Out of nothing, something.',
  },
  serverError: {
    heading: 'Apologies, but something went wrong on our end.',
    statusLink: 'Site status',
    topStoriesLink: 'Top stories',
    /** Our text (the spec has none): before the id a failure on the server is logged under. */
    requestId: 'Request id:',
  },
  /** Pages of the registry whose content is not built yet (our text; the spec has none). */
  pendingPage: {
    heading: 'Not available yet',
    text: 'This page is not available yet.',
  },
  /** Spec 1 §2.7 general failure page: the heading and the text, together the spec's sentence. */
  generalFailure: {
    heading: 'Error.',
    text: 'We’re sorry, but there was a problem displaying this page. Please reload and try again.',
  },
  /** Spec 1 §2.7 footer links, in order. */
  footer: {
    help: 'Help',
    status: 'Status',
    about: 'About',
    careers: 'Careers',
    press: 'Press',
    blog: 'Blog',
    privacy: 'Privacy',
    terms: 'Terms',
    textToSpeech: 'Text to speech',
    teams: 'Teams',
  },
  /** Spec 1 §2.6 search box (our wording; the spec names the parts, not their labels). */
  search: {
    label: 'Search',
    placeholder: 'Search',
    suggestions: 'Search suggestions',
    exploreTopics: 'Explore topics',
  },
  memberOnly: 'Member-only story',
  /** Spec 1 §3: statusForCollection APPROVED shows 'in {collection}'; the collection name is a link after it. */
  inCollection: 'in',
  minRead: (minutes: number) => `${minutes} min read`,
  showMore: 'Show more',
  noStories: 'No stories yet.',
  /** A writer's profile: the stories they pinned to its top. */
  pinned: 'Pinned',
  /** Spec 2 §8 and spec 3 §8 toast texts, verbatim (the spec's spelling "occured" included). */
  toasts: {
    error: 'An error occured.',
    followFailed: "Sorry, that didn't work. Click Follow on the page below to try again.",
    cannotFollowSelf: 'You cannot follow yourself',
    alreadyFollowing: "You're already following",
    unfollowed: (name: string) => `You've unfollowed ${name}`,
    unmuted: (name: string) => `${name} has been unmuted.`,
    /** The FOLLOW_PUBLISHER and MUTE_ENTITY toasts: the spec names them without a text (ours). */
    followed: (name: string) => `You're now following ${name}.`,
    muted: (name: string) => `You muted ${name}. Their stories won't appear in your feeds.`,
    /** Spec 2 §4 names undo actions without giving their label. */
    undo: 'Undo',
    /** The PUBLISH_RESPONSE toast (spec 2 §4 names it without a text: ours), in place or in the editor. */
    responsePublished: 'Your response is published.',
    /** Spec 1 §2.2: shown when the address carries payment-updated=1. */
    paymentUpdated: 'Your payment method has been updated successfully.',
  },
  /** Sharing a story (the story bar, the share-success page): our wording. */
  share: {
    share: 'Share',
    copyLink: 'Copy link',
    copied: 'Link copied',
    twitter: 'Share on X',
    linkedIn: 'Share on LinkedIn',
    facebook: 'Share on Facebook',
  },
  /**
   * Spec 2 §4 follow and mute. The spec gives "{count} followers"; the singular and the labels of the
   * buttons and of the post page's menu are ours.
   */
  social: {
    follow: 'Follow',
    following: 'Following',
    followers: (count: number) => (count === 1 ? '1 follower' : `${abbreviateCount(count)} followers`),
    followingCount: (count: number) => `${abbreviateCount(count)} following`,
    more: 'More',
    muteAuthor: 'Mute author',
    unmuteAuthor: 'Unmute author',
    mutePublication: 'Mute publication',
    unmutePublication: 'Unmute publication',
  },
  /**
   * Spec 2 §4 automatic toasts and the privacy banner. The spec gives only 'into your member account'
   * (the sign-in confirmation of a member); the rest is our wording.
   */
  sessionNotices: {
    verifyEmail: (address: string) =>
      `Please verify your email address, ${address}, so you can always sign in.`,
    addEmail: 'Add an email address to your account, so you can always sign in.',
    sendVerificationEmail: 'Send verification email',
    goToSettings: 'Go to settings',
    sentVerificationEmail: (address: string) =>
      `We sent a verification link to ${address}. Check your inbox.`,
    sentVerificationEmailGeneric: 'We sent you a verification link. Check your inbox.',
    gotIt: 'Got it',
    userSuspended: 'Your account has been suspended for violating our rules.',
    learnMore: 'Learn more',
    signedIn: (name: string, member: boolean) =>
      member ? `You’re signed in as ${name} into your member account.` : `You’re signed in as ${name}.`,
    privacy:
      'Folio keeps a record of how the site is used, to make it work and to improve it. By using Folio, you agree to our Privacy Policy, including our cookie policy.',
    privacyPolicy: 'Privacy Policy',
    acceptPrivacy: 'I agree',
  },
  /**
   * Spec 2 §4 banners above the page. The payment texts are the spec's, verbatim; the upsell and the
   * reactivation banner are ours.
   */
  banners: {
    label: 'Membership',
    dismiss: 'Dismiss',
    membershipUpsell: (weekly: string) =>
      `Read every story on Folio and support the writers you love, for ${weekly} a week.`,
    becomeMember: 'Become a member',
    reactivation: (date: string) =>
      `Your membership ends on ${date}. Reactivate it to keep reading member-only stories.`,
    reactivate: 'Reactivate membership',
    paymentExpired: 'Your payment method has expired.',
    paymentExpiredLink: 'Update to keep your membership',
    paymentFailed: 'Your subscription payment failed.',
    updatePaymentMethod: 'Update payment method',
    paymentExpiresSoon: 'Your payment method will expire soon.',
  },
} as const;
