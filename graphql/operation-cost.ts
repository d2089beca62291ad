import type {
  ArgumentNode,
  DocumentNode,
  FragmentDefinitionNode,
  OperationDefinitionNode,
  SelectionSetNode,
} from 'graphql';
import { Kind } from 'graphql/language/kinds';
import { defaultPageSize, maxPageSize } from '#contract/paging.ts';
import { resolverKey, resolverManifest } from './resolver-manifest.ts';
import { schemaShape } from './schema-shape.ts';

/** What running an operation takes, read from its document and variables before anything runs. */
export interface OperationCost {
  /** The deepest field nesting, fragments expanded: `{ viewer { id } }` is 2 (AppSync's query depth). */
  depth: number;
  /** Field selections once fragments are expanded, each alias counted. */
  fields: number;
  /**
   * At most this many resolver invocations: each resolver-bound field once per parent object, lists
   * counted full (a page at its `paging` limit, a bounded list at its bound, other lists at the
   * largest page).
   */
  resolvers: number;
}

const nothing: OperationCost = { depth: 0, fields: 0, resolvers: 0 };
const resolverFields = new Set(resolverManifest.map(resolverKey));
const rootTypes = { query: 'Query', mutation: 'Mutation', subscription: 'Subscription' } as const;

/** A page's size from a `paging` limit: the default when absent, the largest page when not a valid one. */
function pageSizeOf(limit: unknown): number {
  if (limit === undefined || limit === null) return defaultPageSize;
  const valid = typeof limit === 'number' && Number.isInteger(limit) && limit >= 1 && limit <= maxPageSize;
  return valid ? limit : maxPageSize;
}

/** The `paging` argument's page size; a variable that was not sent counts as the largest page. */
function pageSize(args: readonly ArgumentNode[] | undefined, variables: Readonly<Record<string, unknown>>) {
  const paging = args?.find((arg) => arg.name.value === 'paging')?.value;
  if (!paging || paging.kind === Kind.NULL) return defaultPageSize;
  if (paging.kind === Kind.VARIABLE) {
    if (!(paging.name.value in variables)) return maxPageSize;
    const value = variables[paging.name.value];
    return pageSizeOf(
      typeof value === 'object' && value !== null ? (value as { limit?: unknown }).limit : value,
    );
  }
  if (paging.kind !== Kind.OBJECT) return maxPageSize;
  const limit = paging.fields.find((field) => field.name.value === 'limit')?.value;
  if (!limit || limit.kind === Kind.NULL) return defaultPageSize;
  if (limit.kind === Kind.VARIABLE)
    return limit.name.value in variables ? pageSizeOf(variables[limit.name.value]) : maxPageSize;
  return pageSizeOf(limit.kind === Kind.INT ? Number(limit.value) : Number.NaN);
}

/**
 * The cost of one operation, in time linear in its document: each fragment is walked once per page
 * size it is spread under and remembered, so fragments that spread each other many times cost no more
 * than their text to count. Every spread counts its fragment in full, as if written out (a fragment
 * spread twice counts twice); a fragment cycle counts nothing (validation refuses it first).
 */
export function operationCost(
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Readonly<Record<string, unknown>> = {},
): OperationCost {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const known = new Map<string, OperationCost>();
  const walking = new Set<string>();

  const fragmentCost = (name: string, page: number | undefined): OperationCost => {
    const key = `${name}:${page ?? ''}`;
    const fragment = fragments.get(name);
    if (!fragment || walking.has(key)) return nothing;
    let cost = known.get(key);
    if (!cost) {
      walking.add(key);
      cost = selectionCost(fragment.selectionSet, fragment.typeCondition.name.value, page);
      walking.delete(key);
      known.set(key, cost);
    }
    return cost;
  };

  /** `page`: the page size of the field answering `typeName`, for its paged list. */
  function selectionCost(
    selectionSet: SelectionSetNode,
    typeName: string | undefined,
    page: number | undefined,
  ): OperationCost {
    let depth = 0;
    let fields = 0;
    let resolvers = 0;
    const add = (cost: OperationCost) => {
      depth = Math.max(depth, cost.depth);
      fields += cost.fields;
      resolvers += cost.resolvers;
    };
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        const shape = typeName ? schemaShape[typeName]?.[name] : undefined;
        const below = selection.selectionSet
          ? selectionCost(
              selection.selectionSet,
              shape?.type,
              shape?.paged ? pageSize(selection.arguments, variables) : undefined,
            )
          : nothing;
        const items =
          shape?.list === 'page' ? (page ?? maxPageSize) : shape?.list ? (shape.max ?? maxPageSize) : 1;
        const own = resolverFields.has(`${typeName}.${name}`) ? 1 : 0;
        add({ depth: 1 + below.depth, fields: 1 + below.fields, resolvers: own + items * below.resolvers });
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        add(selectionCost(selection.selectionSet, selection.typeCondition?.name.value ?? typeName, page));
      } else {
        add(fragmentCost(selection.name.value, page));
      }
    }
    return { depth, fields, resolvers };
  }

  return selectionCost(operation.selectionSet, rootTypes[operation.operation], undefined);
}
