import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  SessionsSettings_user,
  type SecuritySettingsUser,
} from '../components/security/security-settings-fragment.ts';
import { useViewerUpdate, type ViewerUpdateAnswer, ViewerUpdateResult_problem } from './viewer-update.ts';

export type RevokeSessionVariables = { id: string };

interface RevokeSessionData {
  revokeSession: ViewerUpdateAnswer<SecuritySettingsUser>;
}

/** Ends one of the viewer's other sessions; the answer lists those left. */
export const RevokeSession: TypedDocumentNode<RevokeSessionData, RevokeSessionVariables> = gql`
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

const pick = (data: RevokeSessionData) => data.revokeSession;

export const useRevokeSession = () => useViewerUpdate(RevokeSession, pick);
