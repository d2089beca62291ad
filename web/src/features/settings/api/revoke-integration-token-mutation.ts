import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';
import { TokensSettings_user } from '../components/security/security-settings-fragment.ts';
import { useViewerUpdate, ViewerUpdateResult_problem } from './viewer-update.ts';

type Result = Operations.RevokeIntegrationTokenMutation;
type Variables = Operations.RevokeIntegrationTokenMutationVariables;

/** Revokes one integration token; the answer lists those left. */
export const RevokeIntegrationToken: TypedDocumentNode<Result, Variables> = gql`
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

const pick = (data: Result) => data.revokeIntegrationToken;

export const useRevokeIntegrationToken = () => useViewerUpdate(RevokeIntegrationToken, pick);
