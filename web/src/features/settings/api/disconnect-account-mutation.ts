import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  ConnectionsSettings_user,
  type SecuritySettingsUser,
} from '../components/security/security-settings-fragment.ts';
import { useViewerUpdate, type ViewerUpdateAnswer } from './viewer-update.ts';

export type DisconnectAccountVariables = { provider: string };

interface DisconnectAccountData {
  disconnectAccount: ViewerUpdateAnswer<SecuritySettingsUser>;
}

/** Unlinks a sign-in provider from the viewer; the answer lists the providers still connected. */
export const DisconnectAccount: TypedDocumentNode<DisconnectAccountData, DisconnectAccountVariables> = gql`
  mutation DisconnectAccount($provider: String!) {
    disconnectAccount(provider: $provider) {
      __typename
      ... on User {
        ...ConnectionsSettings_user
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
  ${ConnectionsSettings_user}
`;

const pick = (data: DisconnectAccountData) => data.disconnectAccount;

export const useDisconnectAccount = () => useViewerUpdate(DisconnectAccount, pick);
