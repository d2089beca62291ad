import type { ResolverEvent } from './resolver-router.ts';

type SelectionInfo = Partial<Pick<ResolverEvent['info'], 'selectionSetList' | 'selectionSetGraphQL'>>;

/**
 * Whether a field's selection asks for nothing but `id` (no aliases, which AppSync lists under the alias
 * name): then the parent's own foreign key answers it and no item needs reading — e.g. the cache
 * decision's `creator { id }`.
 */
export function selectsOnlyId(info: SelectionInfo): boolean {
  const fields = info.selectionSetList ?? [];
  return fields.every((field) => field === 'id') && !(info.selectionSetGraphQL ?? '').includes(':');
}
