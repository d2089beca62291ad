import type { ResolverEvent } from '#shared/api/resolver-router.ts';
import { viewerFromIdentity } from '#shared/api/viewer.ts';
import type { Reader } from './service.ts';

type SelectionInfo = Partial<Pick<ResolverEvent['info'], 'selectionSetList' | 'selectionSetGraphQL'>>;

/** The field `name` in GraphQL text, not as an alias name (`content: title`). */
const fieldIn = (name: string) => new RegExp(`(?:^|[^\\w$])${name}\\b(?!\\s*:)`);
const fieldPatterns = new Map<string, RegExp>();

/**
 * Whether the operation asks for the field at `path` ('counts', or 'posts/content' in a
 * PostConnection), when answering it costs a read. AppSync lists an aliased field under its alias
 * only, so the selection's GraphQL text is checked too: a false positive costs one read, a false
 * negative would fail a non-null field.
 */
export function selects(info: SelectionInfo, path: string): boolean {
  const listed =
    info.selectionSetList?.some((entry) => entry === path || entry.startsWith(`${path}/`)) ?? false;
  if (listed) return true;
  const name = path.slice(path.lastIndexOf('/') + 1);
  const pattern = fieldPatterns.get(name) ?? fieldIn(name);
  fieldPatterns.set(name, pattern);
  return pattern.test(info.selectionSetGraphQL ?? '');
}

/** Whether the operation asks for a story's body at `path` ('content' for a Post, 'posts/content' in a list). */
export const selectsContent = (info: SelectionInfo, path: string): boolean => selects(info, path);

/** Who is reading, and whether the operation selected the body at `contentPath` (which costs a read). */
export const readerOf = (event: ResolverEvent, contentPath: string): Reader => ({
  viewer: viewerFromIdentity(event.identity),
  withContent: selectsContent(event.info, contentPath),
});
