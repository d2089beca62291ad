import { useApolloClient } from '@apollo/client/react';
import type * as Operations from '#graphql/generated/operations.ts';
import { mutateOutcome } from '#web/lib/apollo/mutate-outcome.ts';
import { useToasts } from '#web/lib/toasts/toasts-context.ts';
import { EditCatalogItemsMutation } from '../api/catalog-edit-mutations.ts';
import type { CatalogOfPage } from '../api/catalog-page-query.ts';
import { ownerTexts } from './owner-texts.ts';

type CatalogShape = Pick<CatalogOfPage, 'id' | 'version' | 'items'>;
/** A change computed against a list as it stands: null when it no longer applies there. */
export type ItemsChange = (catalog: CatalogShape) => Operations.CatalogItemOperation[] | null;

/**
 * Runs an owner's change of the items over the version the page shows. The answer replaces the page's list
 * (the same fragment); a Conflict (another window changed the list) brings the list as it is now: the
 * change is computed again against it and sent once more, so neither window's change is lost.
 */
export function useCatalogEdit() {
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
  return async (catalog: CatalogShape, change: ItemsChange) => {
    const operations = change(catalog);
    if (!operations) return;
    let result = await send(catalog, operations);
    if (result.__typename === 'Conflict' && result.currentCatalog) {
      showToast({ message: ownerTexts.merged });
      const again = change(result.currentCatalog);
      // The list as it is now is shown whether or not the change still applies to it.
      if (!again) return;
      result = await send(result.currentCatalog, again);
    }
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
    return [{ move: { catalogItemId, afterCatalogItemId: catalog.items[index - 2]?.catalogItemId ?? null } }];
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
