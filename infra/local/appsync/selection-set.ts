import { Kind, print, type FieldNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';

/**
 * AppSync's `info.selectionSetList`: every field path under the resolved field, fragments flattened,
 * aliases replaced by field names, `__typename` left out — e.g. ['id', 'content', 'content/bodyModel'].
 */
export function selectionSetList(
  fieldNodes: readonly FieldNode[],
  fragments: Record<string, FragmentDefinitionNode>,
): string[] {
  const paths = new Set<string>();
  const walk = (selectionSet: SelectionSetNode | undefined, prefix: string) => {
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value === '__typename') continue;
        const path = prefix + selection.name.value;
        paths.add(path);
        walk(selection.selectionSet, `${path}/`);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        walk(selection.selectionSet, prefix);
      } else {
        walk(fragments[selection.name.value]?.selectionSet, prefix);
      }
    }
  };
  for (const node of fieldNodes) walk(node.selectionSet, '');
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
