import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';
import { AccountSettings_user } from '../components/account/account-settings-fragment.ts';
import { useViewerUpdate, ViewerUpdateResult_problem } from './viewer-update.ts';

type Result = Operations.RequestEmailChangeMutation;
type Variables = Operations.RequestEmailChangeMutationVariables;

/** Starts an e-mail change: the new address waits in unverifiedEmail until its link is clicked. */
export const RequestEmailChange: TypedDocumentNode<Result, Variables> = gql`
  mutation RequestEmailChange($email: String!) {
    requestEmailChange(email: $email) {
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

const pick = (data: Result) => data.requestEmailChange;

export const useRequestEmailChange = () => useViewerUpdate(RequestEmailChange, pick);
