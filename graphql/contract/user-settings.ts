/**
 * The settings a reader keeps on their account (Settings › Account, Publishing, Notifications): their
 * values, defaults and limits in one place. The users domain validates with them and the web client
 * checks forms with the very same numbers and messages, so this file imports nothing.
 */

/** Spec 3 §5 user flags: which activity is e-mailed (everything, only from the reader's network, none). */
export const emailFrequencies = ['ALL', 'NETWORK', 'OFF'] as const;
export const digestFrequencies = ['DAILY', 'WEEKLY', 'OFF'] as const;
/** Who may respond to the reader's new stories unless they choose otherwise for a story. */
export const responsesAllowedValues = ['EVERYONE', 'FOLLOWERS', 'NOBODY'] as const;

export type EmailFrequency = (typeof emailFrequencies)[number];
export type DigestFrequency = (typeof digestFrequencies)[number];
export type ResponsesAllowed = (typeof responsesAllowedValues)[number];

/** The "allow e-mail" switches of the schema's NotificationSettings, each a Boolean. */
export const emailPermissions = [
  'allowEmailNewFollowers',
  'allowEmailResponses',
  'allowEmailMentions',
  'allowEmailHighlights',
  'allowEmailRecommendedStories',
  'allowEmailNewsletters',
] as const;
export type EmailPermission = (typeof emailPermissions)[number];

/**
 * Which notifications a reader gets at all (issue #16, decision 207): a kind turned off is never
 * created for them (graphql/contract/notifications.ts says which switch each kind has).
 */
export const notificationPermissions = [
  'notifyNewFollowers',
  'notifyClaps',
  'notifyResponses',
  'notifyHighlights',
  'notifyListFollows',
  'notifyNewStories',
  'notifySubmissions',
  'notifyGifts',
  'notifyMentions',
] as const;
export type NotificationPermission = (typeof notificationPermissions)[number];

export type NotificationSettings = {
  emailFrequency: EmailFrequency;
  digestFrequency: DigestFrequency;
} & Record<EmailPermission | NotificationPermission, boolean>;

export interface PublishingSettings {
  allowEmailAddressSharingEditorWriter: boolean;
  defaultResponsesAllowed: ResponsesAllowed;
}

/**
 * What a reader who never opened the settings gets (docs/decisions.md): e-mail about their own
 * activity and a weekly digest — noticed, not flooded; an address is never shared with editors until
 * its owner says so; responses open to everyone, as a story's own default is.
 */
export const defaultNotificationSettings: NotificationSettings = {
  emailFrequency: 'ALL',
  digestFrequency: 'WEEKLY',
  allowEmailNewFollowers: true,
  allowEmailResponses: true,
  allowEmailMentions: true,
  allowEmailHighlights: true,
  allowEmailRecommendedStories: true,
  allowEmailNewsletters: true,
  notifyNewFollowers: true,
  notifyClaps: true,
  notifyResponses: true,
  notifyHighlights: true,
  notifyListFollows: true,
  notifyNewStories: true,
  notifySubmissions: true,
  notifyGifts: true,
  notifyMentions: true,
};

export const defaultPublishingSettings: PublishingSettings = {
  allowEmailAddressSharingEditorWriter: false,
  defaultResponsesAllowed: 'EVERYONE',
};

/** Settings › Account › profile information. */
export const profileLimits = {
  nameMaxLength: 50,
  bioMaxLength: 160,
  pronounsMaxCount: 4,
  pronounMaxLength: 20,
} as const;

export const profileMessages = {
  nameEmpty: 'Please enter your name.',
  nameTooLong: `Names can be at most ${profileLimits.nameMaxLength} characters long.`,
  bioTooLong: `Bios can be at most ${profileLimits.bioMaxLength} characters long.`,
  tooManyPronouns: `You can add at most ${profileLimits.pronounsMaxCount} pronouns.`,
  pronounLength: `Each pronoun needs 1 to ${profileLimits.pronounMaxLength} characters.`,
  imageId: 'That image was not uploaded here.',
} as const;

/** What a visitor is told when they try to change settings without a session. */
export const signInToChangeSettings = 'Sign in to change your settings.';
