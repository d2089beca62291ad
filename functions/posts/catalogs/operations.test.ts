import { catalogLimits, catalogMessages } from '#contract/catalogs.ts';
import { applyOperations, type CatalogOperation } from './operations.ts';
import type { CatalogItem } from './repository.ts';

const item = (id: string, note?: string): CatalogItem => ({
  catalogItemId: `i-${id}`,
  type: 'POST',
  entityId: id,
  addedAt: 1,
  ...(note ? { note } : {}),
});
let counter = 0;
const context = { catalogId: 'list', newItemId: () => `new-${++counter}`, now: 5 };
const order = (result: ReturnType<typeof applyOperations>) =>
  'items' in result ? result.items.map((entry) => entry.entityId) : result.refusal;
const apply = (items: CatalogItem[], ...operations: CatalogOperation[]) =>
  applyOperations(items, operations, context);

describe('the operations of editCatalogItems', () => {
  test('prepend and append add new items with new ids, and say which items they touched', () => {
    const result = apply(
      [item('a')],
      { prepend: { type: 'POST', entityId: 'b' } },
      { append: { type: 'POST', entityId: 'c', note: 'later' } },
    );
    expect(order(result)).toEqual(['b', 'a', 'c']);
    expect(result).toMatchObject({ touched: ['new-1', 'new-2'] });
    expect('items' in result && result.items[2]).toEqual({
      catalogItemId: 'new-2',
      type: 'POST',
      entityId: 'c',
      note: 'later',
      addedAt: 5,
    });
  });

  test('move goes after the item named, or to the top; remove and setNote touch the item named', () => {
    const items = [item('a'), item('b'), item('c')];
    expect(order(apply(items, { move: { catalogItemId: 'i-a', afterCatalogItemId: 'i-c' } }))).toEqual([
      'b',
      'c',
      'a',
    ]);
    expect(order(apply(items, { move: { catalogItemId: 'i-c' } }))).toEqual(['c', 'a', 'b']);
    expect(order(apply(items, { remove: { catalogItemId: 'i-b' } }))).toEqual(['a', 'c']);
    const noted = apply([item('a', 'old')], { setNote: { catalogItemId: 'i-a', note: '' } });
    expect('items' in noted && noted.items[0]).toEqual({
      catalogItemId: 'i-a',
      type: 'POST',
      entityId: 'a',
      addedAt: 1,
    });
    expect(items.map((entry) => entry.entityId)).toEqual(['a', 'b', 'c']);
  });

  test('the first operation that cannot apply refuses the whole change', () => {
    const items = [item('a')];
    expect(apply(items, { append: { type: 'POST', entityId: 'a' } })).toEqual({
      refusal: catalogMessages.alreadyInList,
    });
    expect(apply(items, { append: { type: 'CATALOG', entityId: 'list' } })).toEqual({
      refusal: catalogMessages.listInItself,
    });
    expect(apply(items, { remove: { catalogItemId: 'i-z' } })).toEqual({
      refusal: catalogMessages.notInList,
    });
    expect(apply(items, { move: { catalogItemId: 'i-a', afterCatalogItemId: 'i-z' } })).toEqual({
      refusal: catalogMessages.notInList,
    });
    const full = Array.from({ length: catalogLimits.itemsMax }, (_, index) => item(`s${index}`));
    expect(apply(full, { prepend: { type: 'POST', entityId: 'one-more' } })).toEqual({
      refusal: catalogMessages.full,
    });
  });
});
