import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  AccountSettings_user,
  type AccountSettingsUser,
} from '../components/account/account-settings-fragment.ts';
import { useViewerUpdate, type ViewerUpdateAnswer } from './viewer-update.ts';

export type UpdateUsernameVariables = { username: string };

interface UpdateUsernameData {
  updateUsername: ViewerUpdateAnswer<AccountSettingsUser>;
}

/** A new username (the rules of #shared/username; the server also says when it is taken). */
export const UpdateUsername: TypedDocumentNode<UpdateUsernameData, UpdateUsernameVariables> = gql`
  mutation UpdateUsername($username: String!) {
    updateUsername(username: $username) {
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

const pick = (data: UpdateUsernameData) => data.updateUsername;

export const useUpdateUsername = () => useViewerUpdate(UpdateUsername, pick);
