import type { MembershipTier } from '#graphql/generated/operations.ts';
import type { ViewerSession } from '#web/lib/viewer-session.ts';
import { isMember } from '#web/lib/viewer-session.ts';
import type { StarViewer } from './member-only-star-popover.tsx';

/**
 * Who opens a story's member-only star (spec 2 §6); null while the session is not known yet, so the
 * star is a plain marker rather than a popover for the wrong reader. A Friend is a member too: since
 * their membership began (memberSince, else friendSince when only that is known).
 */
export function starViewerOf(session: ViewerSession, authorId: string): StarViewer | null {
  if (session.kind === 'loading') return null;
  if (session.kind === 'signed-out') return { kind: 'signed-out' };
  const { viewer } = session;
  if (viewer.id === authorId) return { kind: 'author' };
  const since = isMember(viewer) ? (viewer.membership?.memberSince ?? viewer.membership?.friendSince) : null;
  return { kind: 'reader', memberSince: since ?? null };
}

export interface BadgeViewer {
  /** The viewer opened their own badge. */
  isViewer: boolean;
  /** Null when signed out; FREE for a signed-in reader without a membership. */
  tier: MembershipTier | null;
}

/** Who opens a Friend badge (spec 1 §2.7); null while the session is not known yet. */
export function badgeViewerOf(session: ViewerSession, userId: string): BadgeViewer | null {
  if (session.kind === 'loading') return null;
  if (session.kind === 'signed-out') return { isViewer: false, tier: null };
  const { viewer } = session;
  return { isViewer: viewer.id === userId, tier: viewer.membership?.tier ?? 'FREE' };
}
