import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  AccountSettings_user,
  type AccountSettingsUser,
} from '../components/account/account-settings-fragment.ts';
import { useViewerUpdate, type ViewerUpdateAnswer, ViewerUpdateResult_problem } from './viewer-update.ts';

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
        ...ViewerUpdateResult_problem
        ... on User {
          ...AccountSettings_user
        }
      }
    }
    ${AccountSettings_user}
    ${ViewerUpdateResult_problem}
  `;

const pick = (data: UpdateViewerProfileData) => data.updateViewerProfile;

export const useUpdateViewerProfile = () => useViewerUpdate(UpdateViewerProfile, pick);
