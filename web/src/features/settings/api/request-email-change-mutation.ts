import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  AccountSettings_user,
  type AccountSettingsUser,
} from '../components/account/account-settings-fragment.ts';
import { useViewerUpdate, type ViewerUpdateAnswer } from './viewer-update.ts';

export type RequestEmailChangeVariables = { email: string };

interface RequestEmailChangeData {
  requestEmailChange: ViewerUpdateAnswer<AccountSettingsUser>;
}

/** Starts an e-mail change: the new address waits in unverifiedEmail until its link is clicked. */
export const RequestEmailChange: TypedDocumentNode<RequestEmailChangeData, RequestEmailChangeVariables> = gql`
  mutation RequestEmailChange($email: String!) {
    requestEmailChange(email: $email) {
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

const pick = (data: RequestEmailChangeData) => data.requestEmailChange;

export const useRequestEmailChange = () => useViewerUpdate(RequestEmailChange, pick);
