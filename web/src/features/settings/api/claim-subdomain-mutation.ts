import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';
import { AccountSettings_user } from '../components/account/account-settings-fragment.ts';
import { useViewerUpdate, ViewerUpdateResult_problem } from './viewer-update.ts';

type Result = Operations.ClaimSubdomainMutation;
type Variables = Operations.ClaimSubdomainMutationVariables;

/** Serves the viewer's profile at {username}.{authDomain} too. */
export const ClaimSubdomain: TypedDocumentNode<Result, Variables> = gql`
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

const pick = (data: Result) => data.claimSubdomain;

export const useClaimSubdomain = () => useViewerUpdate(ClaimSubdomain, pick);
