import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  NotificationSettings_user,
  type NotificationSettings,
  type NotificationSettingsUser,
} from '../components/notifications/notification-settings-fragment.ts';
import { useViewerUpdate, type ViewerUpdateAnswer, ViewerUpdateResult_problem } from './viewer-update.ts';

export type UpdateNotificationSettingsVariables = { input: Partial<NotificationSettings> };

interface UpdateNotificationSettingsData {
  updateNotificationSettings: ViewerUpdateAnswer<NotificationSettingsUser>;
}

/** One notification setting at a time (the input is a partial update). */
export const UpdateNotificationSettings: TypedDocumentNode<
  UpdateNotificationSettingsData,
  UpdateNotificationSettingsVariables
> = gql`
  mutation UpdateNotificationSettings($input: NotificationSettingsInput!) {
    updateNotificationSettings(input: $input) {
      __typename
      ...ViewerUpdateResult_problem
      ... on User {
        ...NotificationSettings_user
      }
    }
  }
  ${NotificationSettings_user}
  ${ViewerUpdateResult_problem}
`;

const pick = (data: UpdateNotificationSettingsData) => data.updateNotificationSettings;

export const useUpdateNotificationSettings = () => useViewerUpdate(UpdateNotificationSettings, pick);
