import { gql } from '@apollo/client';

export type {
  DigestFrequency,
  EmailFrequency,
  EmailPermission,
  NotificationSettings,
} from '#contract/user-settings.ts';

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
