import type { FieldFunctionOptions, Reference } from '@apollo/client';
import { cursorPaginated } from './cursor-paginated.ts';

type Merge = (existing: unknown, incoming: unknown, options: FieldFunctionOptions) => unknown;

const mergeOf = (policy: ReturnType<typeof cursorPaginated>) => policy.merge as Merge;
const withCursor = (to?: string) =>
  ({ args: { paging: to ? { to } : {} } }) as unknown as FieldFunctionOptions;

const item = (catalogItemId: string) => ({ __typename: 'CatalogItem', catalogItemId });
const ref = (id: string): Reference => ({ __ref: `Post:${id}` });
const page = <T>(list: string, items: T[], to: string | null) => ({
  [list]: items,
  pagingInfo: { next: to ? { to } : null },
});

describe('a cursor-paginated list in the cache (spec 3 §7 merge rules)', () => {
  const items = mergeOf(cursorPaginated('items', ['catalogSlugId'], 'catalogItemId'));

  test('a first page replaces the list; a later page appends what is not there yet, by the item key', () => {
    const first = page('items', [item('a'), item('b')], 'c1');
    const loaded = items(page('items', [item('z')], null), first, withCursor());
    expect(loaded).toEqual(first);
    const more = items(loaded, page('items', [item('b'), item('c')], null), withCursor('c1'));
    expect(more).toEqual(page('items', [item('a'), item('b'), item('c')], null));
    expect(items(more, page('items', [item('x')], 'c9'), withCursor())).toEqual(
      page('items', [item('x')], 'c9'),
    );
  });

  test('normalised items are told apart by their reference', () => {
    const posts = mergeOf(cursorPaginated('posts'));
    const merged = posts(
      page('posts', [ref('1')], 'c1'),
      page('posts', [ref('1'), ref('2')], null),
      withCursor('c1'),
    );
    expect(merged).toEqual(page('posts', [ref('1'), ref('2')], null));
  });

  test('an answer without a list (a refusal) replaces what was there', () => {
    const refusal = { __typename: 'NotFound', message: 'No list.' };
    expect(items(page('items', [item('a')], 'c1'), refusal, withCursor('c1'))).toEqual(refusal);
  });
});
