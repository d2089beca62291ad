import type { ResolverEvent } from '#shared/api/resolver-router.ts';

type SelectionInfo = Partial<Pick<ResolverEvent['info'], 'selectionSetList' | 'selectionSetGraphQL'>>;

/** `content` as a field in GraphQL text, not as an alias name (`content: title`). */
const contentField = /(?:^|[^\w$])content\b(?!\s*:)/;

/**
 * Whether the operation asks for a story's body at `path` ('content' for a Post, 'posts/content' in a
 * PostConnection): reading the body costs a read, so it is read only when asked for. AppSync lists an
 * aliased field under its alias only, so the selection's GraphQL text is checked too: a false positive
 * costs one read, a false negative would fail the non-null field.
 */
export function selectsContent(info: SelectionInfo, path: string): boolean {
  const listed =
    info.selectionSetList?.some((entry) => entry === path || entry.startsWith(`${path}/`)) ?? false;
  return listed || contentField.test(info.selectionSetGraphQL ?? '');
}
