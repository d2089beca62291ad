import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  ConnectionsSettings_user,
  type SecuritySettingsUser,
} from '../components/security/security-settings-fragment.ts';
import { useViewerUpdate, type ViewerUpdateAnswer, ViewerUpdateResult_problem } from './viewer-update.ts';

export type DisconnectAccountVariables = { provider: string };

interface DisconnectAccountData {
  disconnectAccount: ViewerUpdateAnswer<SecuritySettingsUser>;
}

/** Unlinks a sign-in provider from the viewer; the answer lists the providers still connected. */
export const DisconnectAccount: TypedDocumentNode<DisconnectAccountData, DisconnectAccountVariables> = gql`
  mutation DisconnectAccount($provider: String!) {
    disconnectAccount(provider: $provider) {
      __typename
      ...ViewerUpdateResult_problem
      ... on User {
        ...ConnectionsSettings_user
      }
    }
  }
  ${ConnectionsSettings_user}
  ${ViewerUpdateResult_problem}
`;

const pick = (data: DisconnectAccountData) => data.disconnectAccount;

export const useDisconnectAccount = () => useViewerUpdate(DisconnectAccount, pick);
