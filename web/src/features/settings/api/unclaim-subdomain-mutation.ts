import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  AccountSettings_user,
  type AccountSettingsUser,
} from '../components/account/account-settings-fragment.ts';
import { useViewerUpdate, type ViewerUpdateAnswer, ViewerUpdateResult_problem } from './viewer-update.ts';

export type UnclaimSubdomainVariables = Record<string, never>;

interface UnclaimSubdomainData {
  unclaimSubdomain: ViewerUpdateAnswer<AccountSettingsUser>;
}

/** Stops serving the profile at its subdomain (a failure shows the UNCLAIM_SUBDOMAIN_ERROR toast). */
export const UnclaimSubdomain: TypedDocumentNode<UnclaimSubdomainData, UnclaimSubdomainVariables> = gql`
  mutation UnclaimSubdomain {
    unclaimSubdomain {
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

const pick = (data: UnclaimSubdomainData) => data.unclaimSubdomain;

export const useUnclaimSubdomain = () => useViewerUpdate(UnclaimSubdomain, pick);
