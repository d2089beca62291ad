import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';
import { SessionsSettings_user } from '../components/security/security-settings-fragment.ts';
import { useViewerUpdate, ViewerUpdateResult_problem } from './viewer-update.ts';

type Result = Operations.RevokeSessionMutation;
type Variables = Operations.RevokeSessionMutationVariables;

/** Ends one of the viewer's other sessions; the answer lists those left. */
export const RevokeSession: TypedDocumentNode<Result, Variables> = gql`
  mutation RevokeSession($id: ID!) {
    revokeSession(id: $id) {
      __typename
      ...ViewerUpdateResult_problem
      ... on User {
        ...SessionsSettings_user
      }
    }
  }
  ${SessionsSettings_user}
  ${ViewerUpdateResult_problem}
`;

const pick = (data: Result) => data.revokeSession;

export const useRevokeSession = () => useViewerUpdate(RevokeSession, pick);
