import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';
import { ConnectionsSettings_user } from '../components/security/security-settings-fragment.ts';
import { useViewerUpdate, ViewerUpdateResult_problem } from './viewer-update.ts';

type Result = Operations.DisconnectAccountMutation;
type Variables = Operations.DisconnectAccountMutationVariables;

/** Unlinks a sign-in provider from the viewer; the answer lists the providers still connected. */
export const DisconnectAccount: TypedDocumentNode<Result, Variables> = gql`
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

const pick = (data: Result) => data.disconnectAccount;

export const useDisconnectAccount = () => useViewerUpdate(DisconnectAccount, pick);
