import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  AccountSettings_user,
  type AccountSettingsUser,
} from '../components/account/account-settings-fragment.ts';
import { useViewerUpdate, type ViewerUpdateAnswer } from './viewer-update.ts';

export type ClaimSubdomainVariables = Record<string, never>;

interface ClaimSubdomainData {
  claimSubdomain: ViewerUpdateAnswer<AccountSettingsUser>;
}

/** Serves the viewer's profile at {username}.{authDomain} too. */
export const ClaimSubdomain: TypedDocumentNode<ClaimSubdomainData, ClaimSubdomainVariables> = gql`
  mutation ClaimSubdomain {
    claimSubdomain {
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

const pick = (data: ClaimSubdomainData) => data.claimSubdomain;

export const useClaimSubdomain = () => useViewerUpdate(ClaimSubdomain, pick);
