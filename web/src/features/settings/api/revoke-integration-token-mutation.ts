import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  TokensSettings_user,
  type SecuritySettingsUser,
} from '../components/security/security-settings-fragment.ts';
import { useViewerUpdate, type ViewerUpdateAnswer, ViewerUpdateResult_problem } from './viewer-update.ts';

export type RevokeIntegrationTokenVariables = { id: string };

interface RevokeIntegrationTokenData {
  revokeIntegrationToken: ViewerUpdateAnswer<SecuritySettingsUser>;
}

/** Revokes one integration token; the answer lists those left. */
export const RevokeIntegrationToken: TypedDocumentNode<
  RevokeIntegrationTokenData,
  RevokeIntegrationTokenVariables
> = gql`
  mutation RevokeIntegrationToken($id: ID!) {
    revokeIntegrationToken(id: $id) {
      __typename
      ...ViewerUpdateResult_problem
      ... on User {
        ...TokensSettings_user
      }
    }
  }
  ${TokensSettings_user}
  ${ViewerUpdateResult_problem}
`;

const pick = (data: RevokeIntegrationTokenData) => data.revokeIntegrationToken;

export const useRevokeIntegrationToken = () => useViewerUpdate(RevokeIntegrationToken, pick);
