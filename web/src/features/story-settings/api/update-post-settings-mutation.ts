import { gql, type TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import type * as Operations from '#graphql/generated/operations.ts';
import { mutateOutcome } from '#web/lib/apollo/mutate-outcome.ts';
import { storySettingsTexts } from '../texts.ts';
import { PostSettings_settings } from './post-settings-fragment.ts';

type Result = Operations.UpdatePostSettingsMutation;
type Variables = Operations.UpdatePostSettingsMutationVariables;

/** One section of settings at a time: the input gives only that section's settings. */
export const UpdatePostSettings: TypedDocumentNode<Result, Variables> = gql`
  mutation UpdatePostSettings($input: UpdatePostSettingsInput!) {
    updatePostSettings(input: $input) {
      __typename
      ... on PostSettings {
        ...PostSettings_settings
      }
      ... on BadRequest {
        message
      }
      ... on NotFound {
        message
      }
      ... on RateLimited {
        message
      }
      ... on Unauthorized {
        message
      }
    }
  }
  ${PostSettings_settings}
`;

/** What a save comes to: done (the cache holds the settings as saved), or a message for the section. */
export type SaveOutcome = { ok: true } | { ok: false; message: string };

/**
 * Saves one section. The answer's PostSettings is normalised into the cache by Apollo, so the page
 * shows what the server kept (trimmed, say). Never rejects: a failure is 'Please try again.'.
 */
export function useUpdatePostSettings() {
  const client = useApolloClient();
  return useCallback(
    async (input: Operations.UpdatePostSettingsInput): Promise<SaveOutcome> => {
      const answer = await mutateOutcome(
        client,
        { mutation: UpdatePostSettings, variables: { input } },
        (data: Result) => data.updatePostSettings,
      );
      if (answer.__typename === 'PostSettings') return { ok: true };
      const message = 'message' in answer ? answer.message.trim() : '';
      return { ok: false, message: message || storySettingsTexts.tryAgain };
    },
    [client],
  );
}
