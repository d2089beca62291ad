import { gql, type TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import type * as Operations from '#graphql/generated/operations.ts';
import { IntegrationToken_row } from '../components/security/security-settings-fragment.ts';
import { problemOutcome } from './viewer-update.ts';
import { settingsTexts } from '../texts.ts';

/** A new API token: the answer carries the token itself, the only time it is ever shown. */
export const CreateIntegrationToken: TypedDocumentNode<
  Operations.CreateIntegrationTokenMutation,
  Operations.CreateIntegrationTokenMutationVariables
> = gql`
  mutation CreateIntegrationToken($description: String!) {
    createIntegrationToken(description: $description) {
      __typename
      ... on CreatedIntegrationToken {
        token
        integrationToken {
          ...IntegrationToken_row
        }
      }
      ... on BadRequest {
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
  ${IntegrationToken_row}
`;

export type CreateTokenOutcome = { ok: true; token: string } | { ok: false; message: string };

/**
 * Creates a token and puts its row first in the viewer's list (newest first, as the API lists them).
 * The token itself never enters the cache: it lives only in the component that shows it once.
 */
export function useCreateIntegrationToken(viewerId: string) {
  const client = useApolloClient();
  return useCallback(
    async (description: string): Promise<CreateTokenOutcome> => {
      try {
        const { data, error } = await client.mutate({
          mutation: CreateIntegrationToken,
          variables: { description },
          errorPolicy: 'all',
          // The token stays out of the cache; the row is written below.
          fetchPolicy: 'no-cache',
        });
        if (error) console.error('CreateIntegrationToken failed.', error);
        const answer = data?.createIntegrationToken;
        if (answer?.__typename !== 'CreatedIntegrationToken') {
          return answer
            ? (problemOutcome(answer) as CreateTokenOutcome)
            : { ok: false, message: settingsTexts.tryAgain };
        }
        const row = { ...answer.integrationToken, __typename: 'IntegrationToken' as const };
        const ref = client.cache.writeFragment({ fragment: IntegrationToken_row, data: row });
        if (ref) {
          client.cache.modify<Operations.TokensSettings_UserFragment>({
            id: client.cache.identify({ __typename: 'User', id: viewerId }),
            fields: { integrationTokens: (existing) => [ref, ...(existing ?? [])] },
          });
        }
        return { ok: true, token: answer.token };
      } catch (error) {
        console.error('CreateIntegrationToken failed.', error);
        return { ok: false, message: settingsTexts.tryAgain };
      }
    },
    [client, viewerId],
  );
}
