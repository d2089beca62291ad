import { catalogLimits, catalogMessages } from '#contract/catalogs.ts';
import type { CatalogItem, CatalogItemType } from './repository.ts';

/** Pure rules of a list's items (spec 3 §7 editCatalogItems): each operation, applied in order. */

export interface NewItem {
  type: CatalogItemType;
  entityId: string;
  note?: string | null;
}

export type CatalogOperation =
  | { prepend: NewItem }
  | { append: NewItem }
  /** `afterCatalogItemId` null or absent: to the top. */
  | { move: { catalogItemId: string; afterCatalogItemId?: string | null } }
  | { remove: { catalogItemId: string } }
  | { setNote: { catalogItemId: string; note?: string | null } };

export interface OperationContext {
  catalogId: string;
  newItemId: () => string;
  now: number;
}

/** The items after every operation, or the message of the first that cannot apply (nothing applied then). */
export function applyOperations(
  items: readonly CatalogItem[],
  operations: readonly CatalogOperation[],
  context: OperationContext,
): { items: CatalogItem[]; touched: string[] } | { refusal: string } {
  let current = [...items];
  const touched: string[] = [];
  for (const operation of operations) {
    const next = applyOne(current, operation, context);
    if (typeof next === 'string') return { refusal: next };
    current = next.items;
    touched.push(next.touched);
  }
  return { items: current, touched };
}

const indexOf = (items: readonly CatalogItem[], catalogItemId: string) =>
  items.findIndex((item) => item.catalogItemId === catalogItemId);

/** The item that would hold `entity` in these items, if any (one entity is in a list at most once). */
export const itemOf = (items: readonly CatalogItem[], entity: Pick<NewItem, 'type' | 'entityId'>) =>
  items.find((item) => item.type === entity.type && item.entityId === entity.entityId);

function applyOne(
  items: CatalogItem[],
  operation: CatalogOperation,
  { catalogId, newItemId, now }: OperationContext,
): { items: CatalogItem[]; touched: string } | string {
  if ('prepend' in operation || 'append' in operation) {
    const entity = 'prepend' in operation ? operation.prepend : operation.append;
    if (entity.type === 'CATALOG' && entity.entityId === catalogId) return catalogMessages.listInItself;
    if (itemOf(items, entity)) return catalogMessages.alreadyInList;
    if (items.length >= catalogLimits.itemsMax) return catalogMessages.full;
    const item: CatalogItem = {
      catalogItemId: newItemId(),
      type: entity.type,
      entityId: entity.entityId,
      ...(entity.note ? { note: entity.note } : {}),
      addedAt: now,
    };
    const added = 'prepend' in operation ? [item, ...items] : [...items, item];
    return { items: added, touched: item.catalogItemId };
  }
  if ('move' in operation) {
    const { catalogItemId, afterCatalogItemId } = operation.move;
    const from = indexOf(items, catalogItemId);
    if (from < 0) return catalogMessages.notInList;
    const [moved] = items.splice(from, 1) as [CatalogItem];
    if (!afterCatalogItemId) return { items: [moved, ...items], touched: catalogItemId };
    const after = indexOf(items, afterCatalogItemId);
    if (after < 0) return catalogMessages.notInList;
    return {
      items: [...items.slice(0, after + 1), moved, ...items.slice(after + 1)],
      touched: catalogItemId,
    };
  }
  if ('remove' in operation) {
    const at = indexOf(items, operation.remove.catalogItemId);
    if (at < 0) return catalogMessages.notInList;
    return { items: items.filter((_, index) => index !== at), touched: operation.remove.catalogItemId };
  }
  const at = indexOf(items, operation.setNote.catalogItemId);
  if (at < 0) return catalogMessages.notInList;
  const changed = withNote(items[at]!, operation.setNote.note);
  return {
    items: items.map((item, index) => (index === at ? changed : item)),
    touched: changed.catalogItemId,
  };
}

/** The item with `note`, or without any note when it is empty (a stored map keeps no empty attribute). */
function withNote(item: CatalogItem, note: string | null | undefined): CatalogItem {
  const { catalogItemId, type, entityId, addedAt } = item;
  return note ? { catalogItemId, type, entityId, addedAt, note } : { catalogItemId, type, entityId, addedAt };
}
