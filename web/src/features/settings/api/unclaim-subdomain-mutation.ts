import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';
import { AccountSettings_user } from '../components/account/account-settings-fragment.ts';
import { useViewerUpdate, ViewerUpdateResult_problem } from './viewer-update.ts';

type Result = Operations.UnclaimSubdomainMutation;
type Variables = Operations.UnclaimSubdomainMutationVariables;

/** Stops serving the profile at its subdomain (a failure shows the UNCLAIM_SUBDOMAIN_ERROR toast). */
export const UnclaimSubdomain: TypedDocumentNode<Result, Variables> = gql`
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

const pick = (data: Result) => data.unclaimSubdomain;

export const useUnclaimSubdomain = () => useViewerUpdate(UnclaimSubdomain, pick);
