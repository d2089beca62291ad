import { Kind, print, type FieldNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';

/** The paths under each selection set node already walked (documents are prepared once per query). */
const pathsOf = new WeakMap<SelectionSetNode, readonly string[]>();

/**
 * The field paths under a selection set, fragments flattened, aliases replaced by field names,
 * `__typename` left out. Each selection set is walked once and remembered, so a fragment spread many
 * times, or a query sent again, costs one walk (validation refused fragment cycles before any resolver
 * runs).
 */
function relativePaths(
  selectionSet: SelectionSetNode | undefined,
  fragments: Record<string, FragmentDefinitionNode>,
): readonly string[] {
  if (!selectionSet) return [];
  const known = pathsOf.get(selectionSet);
  if (known) return known;
  const paths = new Set<string>();
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value === '__typename') continue;
      const name = selection.name.value;
      paths.add(name);
      for (const path of relativePaths(selection.selectionSet, fragments)) paths.add(`${name}/${path}`);
    } else {
      const nested =
        selection.kind === Kind.INLINE_FRAGMENT
          ? selection.selectionSet
          : fragments[selection.name.value]?.selectionSet;
      for (const path of relativePaths(nested, fragments)) paths.add(path);
    }
  }
  const result = [...paths];
  pathsOf.set(selectionSet, result);
  return result;
}

/**
 * AppSync's `info.selectionSetList`: every field path under the resolved field, fragments flattened,
 * aliases replaced by field names, `__typename` left out — e.g. ['id', 'content', 'content/bodyModel'].
 */
export function selectionSetList(
  fieldNodes: readonly FieldNode[],
  fragments: Record<string, FragmentDefinitionNode>,
): string[] {
  const paths = new Set<string>();
  for (const node of fieldNodes)
    for (const path of relativePaths(node.selectionSet, fragments)) paths.add(path);
  return [...paths];
}

const described = new WeakMap<FieldNode, { selectionSetList: string[]; selectionSetGraphQL: string }>();

/**
 * The event's `selectionSetList` and `selectionSetGraphQL` for a field. Documents are prepared once per
 * query, so a field node recurs across requests: its description is remembered with it.
 */
export function describeSelection(
  fieldNodes: readonly FieldNode[],
  fragments: Record<string, FragmentDefinitionNode>,
) {
  const [first] = fieldNodes;
  const cached = first && fieldNodes.length === 1 ? described.get(first) : undefined;
  if (cached) return cached;
  const description = {
    selectionSetList: selectionSetList(fieldNodes, fragments),
    selectionSetGraphQL: first?.selectionSet ? print(first.selectionSet) : '',
  };
  if (first && fieldNodes.length === 1) described.set(first, description);
  return description;
}
