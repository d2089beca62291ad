import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';
import { AccountSettings_user } from '../components/account/account-settings-fragment.ts';
import { useViewerUpdate, ViewerUpdateResult_problem } from './viewer-update.ts';

type Result = Operations.UpdateViewerProfileMutation;
type Variables = Operations.UpdateViewerProfileMutationVariables;

/** Name, bio and pronouns: each form sends only its own field (the input is a partial update). */
export const UpdateViewerProfile: TypedDocumentNode<Result, Variables> = gql`
  mutation UpdateViewerProfile($input: UpdateViewerProfileInput!) {
    updateViewerProfile(input: $input) {
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

const pick = (data: Result) => data.updateViewerProfile;

export const useUpdateViewerProfile = () => useViewerUpdate(UpdateViewerProfile, pick);
