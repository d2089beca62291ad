import { matchRoute } from '#web/routes/match-route.ts';
import { postIdFromParam } from '#web/routes/post-id.ts';
import { routeTables } from '#web/routes/route-tables.ts';
import type { PageRequest } from './page-request.ts';

/** A revision's id is the 13 digits of the time it was saved; a base version a whole number. */
const revisionId = /^\d{13}$/;
const baseVersion = /^[1-9]\d{0,9}$/;

/**
 * Spec 3 §2 `/p/{postId}/revert/{versionId}/{baseRev}`, answered by the server: a 302 to the editor
 * with the revision and the version it was offered on, where the writer confirms and the editor sends
 * revertDraft (a mutation, with the xsrf token). A GET changes nothing, so a link on another site
 * reverts nothing. Null for any other path, or parameters that cannot be a revision.
 */
export function revertRedirect(
  request: Pick<PageRequest, 'path' | 'hostKind' | 'hostTarget'>,
): string | null {
  const match = matchRoute(routeTables[request.hostKind], request.path, request.hostTarget, () => undefined);
  if (match?.name !== 'RevertPostDraft') return null;
  const { postId, versionId = '', baseRev = '' } = match.params;
  const id = postIdFromParam(postId ?? '');
  if (!id || !revisionId.test(versionId) || !baseVersion.test(baseRev)) return null;
  return `/p/${id}/edit?${new URLSearchParams({ revert: versionId, baseRev })}`;
}
