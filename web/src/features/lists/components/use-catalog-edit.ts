import { useApolloClient } from '@apollo/client/react';
import type * as Operations from '#graphql/generated/operations.ts';
import { mutateOutcome } from '#web/lib/apollo/mutate-outcome.ts';
import { useToasts } from '#web/lib/toasts/toasts-context.ts';
import { EditCatalogItemsMutation } from '../api/catalog-edit-mutations.ts';
import { CatalogMoreItemsQuery, catalogPageQuery, pageCatalog } from '../api/catalog-page-query.ts';
import { ownerTexts } from './owner-texts.ts';

/** What a change is computed against: the list's version and the order of the items loaded so far. */
interface CatalogShape {
  id: string;
  version: number;
  items: readonly { catalogItemId: string }[];
}
/** A change computed against a list as it stands: null when it no longer applies there. */
export type ItemsChange = (catalog: CatalogShape) => Operations.CatalogItemOperation[] | null;

/**
 * Runs an owner's change of the items over the version the page shows, then reads the page's list again.
 * A Conflict (another window changed the list) reads it first: the change is computed again against the
 * list as it is now and sent once more, so neither window's change is lost.
 */
export function useCatalogEdit(catalogSlugId: string) {
  const client = useApolloClient();
  const { showToast } = useToasts();
  const send = (catalog: CatalogShape, operations: Operations.CatalogItemOperation[]) =>
    mutateOutcome(
      client,
      {
        mutation: EditCatalogItemsMutation,
        variables: { catalogId: catalog.id, version: catalog.version, operations },
      },
      (data) => data.editCatalogItems,
    );
  /**
   * The list read again with as many items as the page had loaded (`loaded`), page after page, then
   * written into the cache at once as the page's first answer (which replaces the items): the page goes
   * from the old order to the new one, Show more's pages kept, never showing only the first page between.
   */
  const reread = async (loaded: number) => {
    const { data } = await client.query({ ...catalogPageQuery(catalogSlugId), fetchPolicy: 'no-cache' });
    const first = pageCatalog(data);
    if (!data) return undefined;
    if (!first || data.catalogItems.__typename !== 'CatalogItemConnection') {
      // The list is gone meanwhile: the page shows the answer as it is.
      client.writeQuery({ ...catalogPageQuery(catalogSlugId), data });
      return undefined;
    }
    let connection = data.catalogItems;
    const items = [...connection.items];
    let to = connection.pagingInfo.next?.to;
    while (to && items.length < loaded) {
      const { data: more } = await client.query({
        query: CatalogMoreItemsQuery,
        variables: { catalogSlugId, to },
        fetchPolicy: 'no-cache',
      });
      if (more?.catalogItems.__typename !== 'CatalogItemConnection') break;
      connection = more.catalogItems;
      items.push(...connection.items);
      to = connection.pagingInfo.next?.to;
    }
    client.writeQuery({
      ...catalogPageQuery(catalogSlugId),
      data: { ...data, catalogItems: { ...connection, items } },
    });
    return { ...first.catalog, items };
  };
  return async (catalog: CatalogShape, change: ItemsChange) => {
    const operations = change(catalog);
    if (!operations) return;
    let result = await send(catalog, operations);
    if (result.__typename === 'Conflict') {
      showToast({ message: ownerTexts.merged });
      const current = await reread(catalog.items.length);
      const again = current && change(current);
      // The change no longer applies (the other window removed the item): the list as it is now shows.
      if (!current || !again) return;
      result = await send(current, again);
    }
    await reread(catalog.items.length);
    if (result.__typename === 'EditCatalogItemsSuccess') return;
    showToast({ message: 'message' in result ? result.message : ownerTexts.failed, toastStyle: 'ERROR' });
  };
}

const indexOf = (catalog: CatalogShape, catalogItemId: string) =>
  catalog.items.findIndex((item) => item.catalogItemId === catalogItemId);

/** Up one place: after the item two above (or to the top). */
export const moveUp =
  (catalogItemId: string): ItemsChange =>
  (catalog) => {
    const index = indexOf(catalog, catalogItemId);
    if (index < 1) return null;
    return [
      {
        move: {
          catalogItemId,
          afterCatalogItemId: catalog.items[index - 2]?.catalogItemId ?? null,
        },
      },
    ];
  };

/** Down one place: after the item below. */
export const moveDown =
  (catalogItemId: string): ItemsChange =>
  (catalog) => {
    const index = indexOf(catalog, catalogItemId);
    const below = index < 0 ? undefined : catalog.items[index + 1];
    return below ? [{ move: { catalogItemId, afterCatalogItemId: below.catalogItemId } }] : null;
  };

export const removeItem =
  (catalogItemId: string): ItemsChange =>
  (catalog) =>
    indexOf(catalog, catalogItemId) < 0 ? null : [{ remove: { catalogItemId } }];

export const setNote =
  (catalogItemId: string, note: string): ItemsChange =>
  (catalog) =>
    indexOf(catalog, catalogItemId) < 0 ? null : [{ setNote: { catalogItemId, note } }];
