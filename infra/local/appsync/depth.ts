import {
  Kind,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/** The deepest field nesting of an operation, fragments expanded (a flat `{ viewer { id } }` is 2). */
export function operationDepth(
  operation: OperationDefinitionNode,
  fragments: Record<string, FragmentDefinitionNode>,
): number {
  const depth = (selectionSet: SelectionSetNode | undefined, seen: Set<string>): number => {
    let deepest = 0;
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        deepest = Math.max(deepest, 1 + depth(selection.selectionSet, seen));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        deepest = Math.max(deepest, depth(selection.selectionSet, seen));
      } else if (!seen.has(selection.name.value)) {
        const fragment = fragments[selection.name.value];
        deepest = Math.max(deepest, depth(fragment?.selectionSet, new Set([...seen, selection.name.value])));
      }
    }
    return deepest;
  };
  return depth(operation.selectionSet, new Set());
}
