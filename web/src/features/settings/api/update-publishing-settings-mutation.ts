import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  PublishingSettings_user,
  type PublishingSettings,
  type PublishingSettingsUser,
} from '../components/publishing/publishing-settings-fragment.ts';
import { useViewerUpdate, type ViewerUpdateAnswer } from './viewer-update.ts';

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
      ... on User {
        ...PublishingSettings_user
      }
      ... on BadRequest {
        message
      }
      ... on AlreadyExists {
        message
      }
      ... on NotFound {
        message
      }
      ... on Forbidden {
        message
      }
      ... on Unauthorized {
        message
      }
      ... on RateLimited {
        message
      }
    }
  }
  ${PublishingSettings_user}
`;

const pick = (data: UpdatePublishingSettingsData) => data.updatePublishingSettings;

export const useUpdatePublishingSettings = () => useViewerUpdate(UpdatePublishingSettings, pick);
