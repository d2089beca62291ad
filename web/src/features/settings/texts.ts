import { texts } from '#web/lib/texts.ts';

/**
 * The settings page's texts. Spec 2 names the page, its tabs (settings-tabs.ts) and its sections
 * without their wording: everything here is ours, except 'Please try again.' (spec 2 §8 default).
 */
export const settingsTexts = {
  loading: 'Loading…',
  signInPrompt: 'Sign in to see and change your settings.',
  signIn: texts.signIn,
  tabs: 'Settings sections',
  save: 'Save',
  saving: 'Saving…',
  saved: 'Saved',
  cancel: 'Cancel',
  tryAgain: 'Please try again.',
  retry: 'Retry',
  counter: (count: number, limit: number) => `${count}/${limit}`,
  tooLong: (label: string, limit: number) => `${label} can be at most ${limit} characters long.`,

  // Account: #email.
  emailHeading: 'Email address',
  noEmail: 'No email address yet.',
  pendingEmail: (address: string) =>
    `${address} is waiting for verification: click the link we sent there to make it your address.`,
  resendLink: 'Resend link',
  changeEmail: 'Change email',
  newEmailLabel: 'New email address',
  sendVerification: 'Send verification link',
  verificationSent: (address: string) =>
    `We sent a verification link to ${address}. Your address changes once you click it.`,

  // Account: #profileInformation.
  profileHeading: 'Profile information',
  nameLabel: 'Name',
  bioLabel: 'Short bio',
  pronounsLabel: 'Pronouns',
  pronounsHint: (max: number) => `Up to ${max}, separated by commas.`,
  photoLabel: 'Photo',
  photoHint: 'A square JPG, PNG, GIF or WebP image works best, at most 4 MB.',
  uploadPhoto: 'Upload a new photo',
  uploading: 'Uploading…',
  photoUpdated: 'Photo updated',
  photoTooLarge: 'That image is larger than 4 MB.',
  photoWrongType: 'Choose a JPG, PNG, GIF or WebP image.',

  // Account: #username.
  usernameHeading: 'Username and subdomain',
  usernameLabel: 'Username',
  profileAddress: (path: string) => `Your profile: ${path}`,
  subdomainLabel: 'Subdomain',
  subdomainOff: (host: string) => `Serve your profile at ${host} as well.`,
  subdomainOn: (host: string) => `Your profile is served at ${host}.`,
  claimSubdomain: 'Use this subdomain',
  unclaimSubdomain: 'Stop using it',
  unclaimFailed: 'We could not stop serving your subdomain. Please try again.',

  // Account: the link to the muted page (customize-muted), near the bottom as on Medium.
  mutedLink: 'Muted writers and publications',

  // Publishing.
  audienceHeading: 'Audience development',
  allowEmailSharing: 'Let the publications you write for see your email address',
  allowEmailSharingHint: 'Editors can then reach you about your stories outside Folio.',
  followersHeading: 'Responses',
  defaultResponsesLabel: 'Who can respond to your new stories',
  responsesAllowed: { EVERYONE: 'Everyone', FOLLOWERS: 'Only your followers', NOBODY: 'Nobody' },
  managePublicationsHeading: 'Manage publications',
  noPublications: 'You do not edit any publication yet.',

  // Notifications.
  emailSettingsHeading: 'Email notifications',
  emailFrequencyLabel: 'Activity emails',
  emailFrequency: { ALL: 'All activity', NETWORK: 'Only from people you follow', OFF: 'Off' },
  digestLabel: 'Story digest',
  digestFrequency: { DAILY: 'Daily', WEEKLY: 'Weekly', OFF: 'Off' },
  allowEmail: {
    allowEmailNewFollowers: 'New followers',
    allowEmailResponses: 'Responses to your stories',
    allowEmailMentions: 'Mentions of you',
    allowEmailHighlights: 'Highlights of your stories',
    allowEmailRecommendedStories: 'Stories recommended for you',
    allowEmailNewsletters: 'Newsletters of the writers and publications you subscribe to',
  },
  manageSubscriptionsHeading: 'Subscriptions',
  /** #manageSubscriptions' list of newsletters (issue #15): our wording. */
  subscriptionsList: 'Newsletters you subscribe to',
  noSubscriptions: 'You are not subscribed to any newsletter.',
  unsubscribe: 'Unsubscribe',
  unsubscribeFrom: (name: string) => `Unsubscribe from ${name}`,
  unsubscribing: 'Unsubscribing…',

  // Membership and payment.
  membershipHeading: 'Membership',
  tier: { MEMBER: 'Member', FRIEND: 'Friend', FREE: 'Free reader' },
  currentTier: (tier: string) => `Your plan: ${tier}`,
  memberSince: (monthYear: string) => `Member since ${monthYear}`,
  friendSince: (monthYear: string) => `Friend since ${monthYear}`,
  notMember: 'You read Folio for free.',
  becomeMember: 'Become a member',
  paymentHeading: 'Payment',
  noPaymentMethod: 'No payment method on file.',
  // Billing history (issue #14).
  billingHistoryHeading: 'Billing history',
  noCharges: 'You have no payments yet.',
  billingHistoryFailed: 'Your billing history could not be loaded.',
  billingColumns: { date: 'Date', description: 'Description', amount: 'Amount', receipt: 'Receipt' },
  manageMembership: 'Manage membership',
  friendUpsell: 'Become a Friend: the premium plan that gives writers even more of your support.',
  friendUpsellLink: 'Upgrade to Friend',
  dismiss: 'Dismiss',

  // Security and apps.
  securityHeading: 'Security',
  passwordLabel: 'Password',
  setPassword: 'Set a password',
  changePassword: 'Change password',
  passwordSet: 'You can sign in with your password or with a link sent to your email.',
  passwordUnset: 'You sign in with a link or a code sent to your email. A password is optional.',
  sessionsHeading: 'Where you are signed in',
  thisDevice: 'This device',
  unknownDevice: 'Unknown device',
  revoke: 'Revoke',
  revoking: 'Revoking…',
  lastActive: (date: string) => `Last active ${date}`,
  signedInWith: (method: string) => `Signed in with ${method}`,
  sessionMethods: {
    email: 'an email link or code',
    password: 'a password',
    apple: 'Apple',
    facebook: 'Facebook',
    google: 'Google',
    twitter: 'X',
    // A session passed from the auth domain to a custom domain or subdomain (functions/auth/handoff/).
    handoff: "your Folio sign-in, on a publication's or writer's own address",
  } as Record<string, string>,
  connectionsHeading: 'Connected accounts',
  connectionsHint: 'Connect an account of one of these services to sign in to Folio with it too.',
  connect: 'Connect',
  disconnect: 'Disconnect',
  disconnecting: 'Disconnecting…',
  connectedSince: (date: string) => `Connected ${date}`,
  developersHeading: 'Developers',
  tokensHeading: 'Integration tokens',
  tokensHint: 'A token lets a program of yours use the Folio API as you. Keep it secret.',
  tokenDescriptionLabel: 'What the token is for',
  tokenDescriptionEmpty: 'Please describe what the token is for.',
  createToken: 'Get token',
  tokenWarning: 'Copy this token now: for your security, it will not be shown again.',
  copy: 'Copy',
  copied: 'Copied',
  noTokens: 'No integration tokens yet.',
  createdOn: (date: string) => `Created ${date}`,
  lastUsed: (date: string) => `last used ${date}`,
  neverUsed: 'never used',
} as const;
