import {
  defaultNotificationSettings,
  notificationPermissions,
  type EmailPermission,
  type NotificationPermission,
} from '#contract/user-settings.ts';
import { useUpdateNotificationSettings } from '../../api/update-notification-settings-mutation.ts';
import { settingsTexts } from '../../texts.ts';
import { ChoiceSetting } from '../fields/choice-setting.tsx';
import { ToggleSetting } from '../fields/toggle-setting.tsx';
import type { NotificationSettings_UserFragment } from '#graphql/generated/operations.ts';
import { SettingsSection } from '../fields/settings-section.tsx';
import { NewsletterSubscriptions } from './newsletter-subscriptions.tsx';

/** The activity e-mails of #email-settings; the newsletters one belongs to #manageSubscriptions. */
const activityPermissions: EmailPermission[] = [
  'allowEmailNewFollowers',
  'allowEmailResponses',
  'allowEmailMentions',
  'allowEmailHighlights',
  'allowEmailRecommendedStories',
];

/**
 * Notifications: which notifications are made (issue #16), #email-settings (frequency, digest, what is
 * e-mailed), #manageSubscriptions.
 */
export function NotificationsTab({ user }: { user: NotificationSettings_UserFragment }) {
  const update = useUpdateNotificationSettings();
  const settings = user.notificationSettings ?? defaultNotificationSettings;
  const toggle = (permission: EmailPermission | NotificationPermission, label: string) => (
    <ToggleSetting
      key={permission}
      name={permission}
      label={label}
      checked={settings[permission]}
      save={(checked) => update({ input: { [permission]: checked } })}
    />
  );
  return (
    <>
      <SettingsSection id="notifications-on-folio" heading={settingsTexts.inAppHeading}>
        {notificationPermissions.map((permission) => toggle(permission, settingsTexts.notify[permission]))}
      </SettingsSection>
      <SettingsSection id="email-settings" heading={settingsTexts.emailSettingsHeading}>
        <ChoiceSetting
          name="emailFrequency"
          legend={settingsTexts.emailFrequencyLabel}
          options={settingsTexts.emailFrequency}
          value={settings.emailFrequency}
          save={(value) => update({ input: { emailFrequency: value } })}
        />
        <ChoiceSetting
          name="digestFrequency"
          legend={settingsTexts.digestLabel}
          options={settingsTexts.digestFrequency}
          value={settings.digestFrequency}
          save={(value) => update({ input: { digestFrequency: value } })}
        />
        {activityPermissions.map((permission) => toggle(permission, settingsTexts.allowEmail[permission]))}
      </SettingsSection>
      <SettingsSection id="manageSubscriptions" heading={settingsTexts.manageSubscriptionsHeading}>
        {toggle('allowEmailNewsletters', settingsTexts.allowEmail.allowEmailNewsletters)}
        <NewsletterSubscriptions />
      </SettingsSection>
    </>
  );
}
