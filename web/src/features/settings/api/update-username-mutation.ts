import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';
import { AccountSettings_user } from '../components/account/account-settings-fragment.ts';
import { useViewerUpdate, ViewerUpdateResult_problem } from './viewer-update.ts';

type Result = Operations.UpdateUsernameMutation;
type Variables = Operations.UpdateUsernameMutationVariables;

/** A new username (the rules of #contract/username.ts; the server also says when it is taken). */
export const UpdateUsername: TypedDocumentNode<Result, Variables> = gql`
  mutation UpdateUsername($username: String!) {
    updateUsername(username: $username) {
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

const pick = (data: Result) => data.updateUsername;

export const useUpdateUsername = () => useViewerUpdate(UpdateUsername, pick);
