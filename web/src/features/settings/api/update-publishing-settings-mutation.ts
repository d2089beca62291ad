import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  PublishingSettings_user,
  type PublishingSettings,
  type PublishingSettingsUser,
} from '../components/publishing/publishing-settings-fragment.ts';
import { useViewerUpdate, type ViewerUpdateAnswer, ViewerUpdateResult_problem } from './viewer-update.ts';

export type UpdatePublishingSettingsVariables = { input: Partial<PublishingSettings> };

interface UpdatePublishingSettingsData {
  updatePublishingSettings: ViewerUpdateAnswer<PublishingSettingsUser>;
}

/** One publishing setting at a time (the input is a partial update). */
export const UpdatePublishingSettings: TypedDocumentNode<
  UpdatePublishingSettingsData,
  UpdatePublishingSettingsVariables
> = gql`
  mutation UpdatePublishingSettings($input: PublishingSettingsInput!) {
    updatePublishingSettings(input: $input) {
      __typename
      ...ViewerUpdateResult_problem
      ... on User {
        ...PublishingSettings_user
      }
    }
  }
  ${PublishingSettings_user}
  ${ViewerUpdateResult_problem}
`;

const pick = (data: UpdatePublishingSettingsData) => data.updatePublishingSettings;

export const useUpdatePublishingSettings = () => useViewerUpdate(UpdatePublishingSettings, pick);
