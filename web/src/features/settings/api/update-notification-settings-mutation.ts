import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';
import { NotificationSettings_user } from '../components/notifications/notification-settings-fragment.ts';
import { useViewerUpdate, ViewerUpdateResult_problem } from './viewer-update.ts';

type Result = Operations.UpdateNotificationSettingsMutation;
type Variables = Operations.UpdateNotificationSettingsMutationVariables;

/** One notification setting at a time (the input is a partial update). */
export const UpdateNotificationSettings: TypedDocumentNode<Result, Variables> = gql`
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

const pick = (data: Result) => data.updateNotificationSettings;

export const useUpdateNotificationSettings = () => useViewerUpdate(UpdateNotificationSettings, pick);
