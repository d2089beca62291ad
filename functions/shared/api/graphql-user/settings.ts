import {
  defaultNotificationSettings,
  defaultPublishingSettings,
  emailPermissions,
  notificationPermissions,
  type NotificationSettings,
  type PublishingSettings,
} from '#contract/user-settings.ts';
import type { UserItem } from '../../data/reads/users.ts';

export type GraphqlNotificationSettings = { __typename: 'NotificationSettings' } & NotificationSettings;
export type GraphqlPublishingSettings = { __typename: 'PublishingSettings' } & PublishingSettings;

/** A stored user's notification settings, each unset value read as its default. */
export function toGraphqlNotificationSettings(user: UserItem): GraphqlNotificationSettings {
  const defaults = defaultNotificationSettings;
  return {
    __typename: 'NotificationSettings',
    emailFrequency: user.emailFrequency ?? defaults.emailFrequency,
    digestFrequency: user.digestFrequency ?? defaults.digestFrequency,
    ...(Object.fromEntries(
      [...emailPermissions, ...notificationPermissions].map((permission) => [
        permission,
        user[permission] ?? defaults[permission],
      ]),
    ) as Pick<
      NotificationSettings,
      (typeof emailPermissions)[number] | (typeof notificationPermissions)[number]
    >),
  };
}

export function toGraphqlPublishingSettings(user: UserItem): GraphqlPublishingSettings {
  const defaults = defaultPublishingSettings;
  return {
    __typename: 'PublishingSettings',
    allowEmailAddressSharingEditorWriter:
      user.allowEmailAddressSharingEditorWriter ?? defaults.allowEmailAddressSharingEditorWriter,
    defaultResponsesAllowed: user.defaultResponsesAllowed ?? defaults.defaultResponsesAllowed,
  };
}
