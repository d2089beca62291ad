import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  AccountSettings_user,
  type AccountSettingsUser,
} from '../components/account/account-settings-fragment.ts';
import { useViewerUpdate, type ViewerUpdateAnswer } from './viewer-update.ts';

export type UpdateViewerProfileVariables = {
  input: { name?: string; bio?: string; pronouns?: string[] };
};

interface UpdateViewerProfileData {
  updateViewerProfile: ViewerUpdateAnswer<AccountSettingsUser>;
}

/** Name, bio and pronouns: each form sends only its own field (the input is a partial update). */
export const UpdateViewerProfile: TypedDocumentNode<UpdateViewerProfileData, UpdateViewerProfileVariables> =
  gql`
    mutation UpdateViewerProfile($input: UpdateViewerProfileInput!) {
      updateViewerProfile(input: $input) {
        __typename
        ... on User {
          ...AccountSettings_user
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
    ${AccountSettings_user}
  `;

const pick = (data: UpdateViewerProfileData) => data.updateViewerProfile;

export const useUpdateViewerProfile = () => useViewerUpdate(UpdateViewerProfile, pick);
