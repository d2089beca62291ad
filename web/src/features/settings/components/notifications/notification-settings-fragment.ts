import { gql } from '@apollo/client';
import type { NotificationSettings } from '#shared/user-settings';

export type {
  DigestFrequency,
  EmailFrequency,
  EmailPermission,
  NotificationSettings,
} from '#shared/user-settings';

export interface NotificationSettingsUser {
  __typename: 'User';
  id: string;
  notificationSettings: NotificationSettings | null;
}

export const NotificationSettings_user = gql`
  fragment NotificationSettings_user on User {
    id
    notificationSettings {
      emailFrequency
      digestFrequency
      allowEmailNewFollowers
      allowEmailResponses
      allowEmailMentions
      allowEmailHighlights
      allowEmailRecommendedStories
      allowEmailNewsletters
    }
  }
`;
