import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';
import { PublishingSettings_user } from '../components/publishing/publishing-settings-fragment.ts';
import { useViewerUpdate, ViewerUpdateResult_problem } from './viewer-update.ts';

type Result = Operations.UpdatePublishingSettingsMutation;
type Variables = Operations.UpdatePublishingSettingsMutationVariables;

/** One publishing setting at a time (the input is a partial update). */
export const UpdatePublishingSettings: TypedDocumentNode<Result, Variables> = gql`
  mutation UpdatePublishingSettings($input: PublishingSettingsInput!) {
    updatePublishingSettings(input: $input) {
      __typename
      ...ViewerUpdateResult_problem
      ... on User {
        ...PublishingSettings_user
      }
    }
  }
  ${PublishingSettings_user}
  ${ViewerUpdateResult_problem}
`;

const pick = (data: Result) => data.updatePublishingSettings;

export const useUpdatePublishingSettings = () => useViewerUpdate(UpdatePublishingSettings, pick);
