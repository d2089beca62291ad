import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  AccountSettings_user,
  type AccountSettingsUser,
} from '../components/account/account-settings-fragment.ts';
import { useViewerUpdate, type ViewerUpdateAnswer, ViewerUpdateResult_problem } from './viewer-update.ts';

export type RequestEmailChangeVariables = { email: string };

interface RequestEmailChangeData {
  requestEmailChange: ViewerUpdateAnswer<AccountSettingsUser>;
}

/** Starts an e-mail change: the new address waits in unverifiedEmail until its link is clicked. */
export const RequestEmailChange: TypedDocumentNode<RequestEmailChangeData, RequestEmailChangeVariables> = gql`
  mutation RequestEmailChange($email: String!) {
    requestEmailChange(email: $email) {
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

const pick = (data: RequestEmailChangeData) => data.requestEmailChange;

export const useRequestEmailChange = () => useViewerUpdate(RequestEmailChange, pick);
