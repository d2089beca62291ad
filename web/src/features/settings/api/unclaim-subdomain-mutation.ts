import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  AccountSettings_user,
  type AccountSettingsUser,
} from '../components/account/account-settings-fragment.ts';
import { useViewerUpdate, type ViewerUpdateAnswer } from './viewer-update.ts';

export type UnclaimSubdomainVariables = Record<string, never>;

interface UnclaimSubdomainData {
  unclaimSubdomain: ViewerUpdateAnswer<AccountSettingsUser>;
}

/** Stops serving the profile at its subdomain (a failure shows the UNCLAIM_SUBDOMAIN_ERROR toast). */
export const UnclaimSubdomain: TypedDocumentNode<UnclaimSubdomainData, UnclaimSubdomainVariables> = gql`
  mutation UnclaimSubdomain {
    unclaimSubdomain {
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

const pick = (data: UnclaimSubdomainData) => data.unclaimSubdomain;

export const useUnclaimSubdomain = () => useViewerUpdate(UnclaimSubdomain, pick);
