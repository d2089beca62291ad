import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  AccountSettings_user,
  type AccountSettingsUser,
} from '../components/account/account-settings-fragment.ts';
import { useViewerUpdate, type ViewerUpdateAnswer, ViewerUpdateResult_problem } from './viewer-update.ts';

export type ClaimSubdomainVariables = Record<string, never>;

interface ClaimSubdomainData {
  claimSubdomain: ViewerUpdateAnswer<AccountSettingsUser>;
}

/** Serves the viewer's profile at {username}.{authDomain} too. */
export const ClaimSubdomain: TypedDocumentNode<ClaimSubdomainData, ClaimSubdomainVariables> = gql`
  mutation ClaimSubdomain {
    claimSubdomain {
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

const pick = (data: ClaimSubdomainData) => data.claimSubdomain;

export const useClaimSubdomain = () => useViewerUpdate(ClaimSubdomain, pick);
