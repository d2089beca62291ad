import type {
  ApolloCache,
  ApolloClient,
  MutationUpdaterFunction,
  OperationVariables,
  TypedDocumentNode,
} from '@apollo/client';

/** What a mutation comes to when it could not answer: a transport or GraphQL error, or no data. */
export type Failed = { __typename: 'Failed' };

export interface OutcomeRequest<TData, TVariables extends OperationVariables> {
  mutation: TypedDocumentNode<TData, TVariables>;
  variables?: TVariables;
  /** 'no-cache' for answers that carry credentials (tokens) or must not linger. */
  fetchPolicy?: 'no-cache';
  /** Shown at once and taken back when the answer (or the failure) comes: a toggle that feels instant. */
  optimisticResponse?: TData;
  /** Runs for the optimistic answer and again for the real one. */
  update?: MutationUpdaterFunction<TData, TVariables, ApolloCache>;
}

/**
 * Runs a mutation whose field answers one of the spec's result unions, and never rejects: the field's
 * value, or Failed (logged with the operation's name), so forms show 'Please try again.' themselves.
 */
export async function mutateOutcome<TData, TVariables extends OperationVariables, TResult>(
  client: ApolloClient,
  request: OutcomeRequest<TData, TVariables>,
  pick: (data: TData) => TResult | null | undefined,
): Promise<TResult | Failed> {
  const name = request.mutation.definitions.find((definition) => definition.kind === 'OperationDefinition');
  const label = name && 'name' in name && name.name ? name.name.value : 'A mutation';
  try {
    // Apollo types `variables` per document; this helper is generic over them, hence the cast.
    const { data, error } = await client.mutate({ ...request, errorPolicy: 'all' } as never);
    if (error) console.error(`${label} failed.`, error);
    return (data ? pick(data as TData) : null) ?? { __typename: 'Failed' };
  } catch (error) {
    console.error(`${label} failed.`, error);
    return { __typename: 'Failed' };
  }
}
