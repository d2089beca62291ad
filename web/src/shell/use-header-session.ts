import { useViewerKind } from '#web/lib/viewer-context.ts';
import type { AvatarMenu_UserFragment } from '#graphql/generated/operations.ts';
import { useAvatarMenuQuery } from './avatar-menu/avatar-menu-query.ts';

/** What the header shows on its right: the signed-out actions, placeholders, or the reader's own. */
export type HeaderSession =
  { kind: 'signed-out' } | { kind: 'loading' } | { kind: 'signed-in'; viewer: AvatarMenu_UserFragment };

/**
 * The edge says whether a session cookie came with the page (useViewerKind); only AvatarMenuQuery
 * says whether the API accepted it. A cookie whose session expired or was revoked answers viewer null:
 * the reader is shown the signed-out header. Until the answer is there (not preloaded by the server,
 * or failed), placeholders. A visitor or a bot asks nothing.
 */
export function useHeaderSession(): HeaderSession {
  const hasSessionCookie = useViewerKind() === 'signed-in';
  const { data } = useAvatarMenuQuery(!hasSessionCookie);
  if (!hasSessionCookie) return { kind: 'signed-out' };
  if (data?.viewer) return { kind: 'signed-in', viewer: data.viewer };
  if (data && data.viewer === null) return { kind: 'signed-out' };
  return { kind: 'loading' };
}
