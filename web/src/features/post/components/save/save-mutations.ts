import { gql, type ApolloCache, type ApolloClient, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';
import { mutateOutcome } from '#web/lib/apollo/mutate-outcome.ts';

export const AddToPredefinedCatalogMutation: TypedDocumentNode<
  Operations.AddToPredefinedCatalogMutation,
  Operations.AddToPredefinedCatalogMutationVariables
> = gql`
  mutation AddToPredefinedCatalogMutation(
    $type: PredefinedCatalogType!
    $operation: PredefinedCatalogOperation!
  ) {
    addToPredefinedCatalog(type: $type, operation: $operation) {
      __typename
      ... on AddToPredefinedCatalogSuccess {
        version
        insertedItem {
          catalogItemId
        }
        catalog {
          id
          version
          itemsCount
        }
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
`;

/** The story's Post.viewerCatalogIds with `catalogId` in (or out). */
export function markSaved(cache: ApolloCache, postId: string, catalogId: string, saved: boolean) {
  cache.modify({
    id: cache.identify({ __typename: 'Post', id: postId }),
    fields: {
      viewerCatalogIds: (ids) => {
        const current = Array.isArray(ids) ? (ids as string[]) : [];
        return saved ? [...new Set([...current, catalogId])] : current.filter((id) => id !== catalogId);
      },
    },
  });
}

/** Saves the story to the viewer's Reading list, or takes it out: the answer's typename or message. */
export async function toggleReadingList(
  client: ApolloClient,
  { postId, readingListId, saved }: { postId: string; readingListId: string; saved: boolean },
) {
  const entity = { type: 'POST' as const, id: postId };
  return mutateOutcome(
    client,
    {
      mutation: AddToPredefinedCatalogMutation,
      variables: { type: 'READING_LIST', operation: saved ? { remove: entity } : { prepend: entity } },
      update: (cache, { data }) => {
        if (data?.addToPredefinedCatalog.__typename === 'AddToPredefinedCatalogSuccess')
          markSaved(cache, postId, readingListId, !saved);
      },
    },
    (data) => data.addToPredefinedCatalog,
  );
}
