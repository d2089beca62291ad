import { gql, type TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import type * as Operations from '#graphql/generated/operations.ts';
import { useToasts } from '#web/lib/toasts/toasts-context.ts';
import { writerTexts } from '../components/writer-texts.ts';
import { SeriesPage_series, SeriesPageQuery, type SeriesOfPage } from './series-page-query.ts';

/** What the writer is told when a change is refused: the server's message. */
const SeriesEdit_refusal = gql`
  fragment SeriesEdit_refusal on SeriesEditResult {
    ... on BadRequest {
      message
    }
    ... on NotFound {
      message
    }
    ... on Forbidden {
      message
    }
    ... on Conflict {
      message
    }
    ... on RateLimited {
      message
    }
    ... on Unauthorized {
      message
    }
  }
`;

export const AddToSeriesMutation: TypedDocumentNode<
  Operations.AddToSeriesMutation,
  Operations.AddToSeriesMutationVariables
> = gql`
  mutation AddToSeriesMutation($seriesId: ID!, $postId: ID!, $version: Int!) {
    addToSeries(seriesId: $seriesId, postId: $postId, version: $version) {
      __typename
      ...SeriesPage_series
      ...SeriesEdit_refusal
    }
  }
  ${SeriesPage_series}
  ${SeriesEdit_refusal}
`;

export const RemoveFromSeriesMutation: TypedDocumentNode<
  Operations.RemoveFromSeriesMutation,
  Operations.RemoveFromSeriesMutationVariables
> = gql`
  mutation RemoveFromSeriesMutation($seriesId: ID!, $postId: ID!, $version: Int!) {
    removeFromSeries(seriesId: $seriesId, postId: $postId, version: $version) {
      __typename
      ...SeriesPage_series
      ...SeriesEdit_refusal
    }
  }
  ${SeriesPage_series}
  ${SeriesEdit_refusal}
`;

export const MoveInSeriesMutation: TypedDocumentNode<
  Operations.MoveInSeriesMutation,
  Operations.MoveInSeriesMutationVariables
> = gql`
  mutation MoveInSeriesMutation($seriesId: ID!, $postId: ID!, $position: Int!, $version: Int!) {
    moveInSeries(seriesId: $seriesId, postId: $postId, position: $position, version: $version) {
      __typename
      ...SeriesPage_series
      ...SeriesEdit_refusal
    }
  }
  ${SeriesPage_series}
  ${SeriesEdit_refusal}
`;

type EditResult =
  | Operations.AddToSeriesMutation['addToSeries']
  | Operations.RemoveFromSeriesMutation['removeFromSeries']
  | Operations.MoveInSeriesMutation['moveInSeries'];

/**
 * Runs one of the writer's changes and shows its answer: the series as changed replaces the page's
 * (the same fragment), a refusal is a toast with the server's message; a Conflict reloads the series,
 * so the writer sees what the other tab did.
 */
export function useSeriesEdit(series: SeriesOfPage) {
  const client = useApolloClient();
  const { showToast } = useToasts();
  const variables = { postId: series.post.id };
  return async (run: (base: { seriesId: string; version: number }) => Promise<EditResult | undefined>) => {
    try {
      const result = await run({ seriesId: series.post.id, version: series.version });
      if (result?.__typename === 'Series') {
        client.writeQuery({ query: SeriesPageQuery, variables, data: { series: result } });
        return true;
      }
      showToast({ message: result?.message ?? writerTexts.failed, toastStyle: 'ERROR' });
      if (result?.__typename === 'Conflict') await client.refetchQueries({ include: [SeriesPageQuery] });
    } catch {
      showToast({ message: writerTexts.failed, toastStyle: 'ERROR' });
    }
    return false;
  };
}
