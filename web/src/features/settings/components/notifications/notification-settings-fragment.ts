import { gql } from '@apollo/client';

export type {
  DigestFrequency,
  EmailFrequency,
  EmailPermission,
  NotificationPermission,
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
      notifyNewFollowers
      notifyClaps
      notifyResponses
      notifyHighlights
      notifyListFollows
      notifyNewStories
      notifySubmissions
      notifyGifts
      notifyMentions
    }
  }
`;
