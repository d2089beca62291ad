import { openClappersParameter } from '#contract/claps.ts';
import { matchRoute } from '#web/routes/match-route.ts';
import { postIdFromParam } from '#web/routes/post-id.ts';
import { routeTables } from '#web/routes/route-tables.ts';
import type { PageRequest } from './page-request.ts';

/**
 * Spec 3 §2 `/p/{postId}/upvotes`, answered by the server: a 302 to the story with its clappers list
 * open (the clap button reads `openClappersParameter`). An unknown story is the story page's own 404.
 * Null for any other path.
 */
export function upvotesRedirect(
  request: Pick<PageRequest, 'path' | 'hostKind' | 'hostTarget'>,
): string | null {
  const match = matchRoute(routeTables[request.hostKind], request.path, request.hostTarget, () => undefined);
  if (match?.name !== 'ShowPostUpvotes') return null;
  const id = postIdFromParam(match.params.postId ?? '');
  return id ? `/p/${id}?${openClappersParameter}` : null;
}
