import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  AccountSettings_user,
  type AccountSettingsUser,
} from '../components/account/account-settings-fragment.ts';
import { useViewerUpdate, type ViewerUpdateAnswer, ViewerUpdateResult_problem } from './viewer-update.ts';

export type UpdateUsernameVariables = { username: string };

interface UpdateUsernameData {
  updateUsername: ViewerUpdateAnswer<AccountSettingsUser>;
}

/** A new username (the rules of #shared/username; the server also says when it is taken). */
export const UpdateUsername: TypedDocumentNode<UpdateUsernameData, UpdateUsernameVariables> = gql`
  mutation UpdateUsername($username: String!) {
    updateUsername(username: $username) {
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

const pick = (data: UpdateUsernameData) => data.updateUsername;

export const useUpdateUsername = () => useViewerUpdate(UpdateUsername, pick);
