import type { BadgeKind } from '#web/lib/format/avatar.ts';
import { popoverTexts } from './membership-popover/texts.ts';

/** The badge's diameter for an avatar of `size` px: a third of it, never under 12 px. */
export const badgeSize = (size: number) => Math.max(12, Math.round(size / 3));

/**
 * Spec 2 §3: the badge at an avatar's lower right, a star on a disc — gold for a Member, the accent
 * colour for a Friend ("A FRIEND tier gets a different badge").
 */
export function AvatarBadge({ kind, size }: { kind: Exclude<BadgeKind, 'none'>; size: number }) {
  const diameter = badgeSize(size);
  const label = kind === 'friend' ? popoverTexts.friendBadge : popoverTexts.memberBadge;
  return (
    <span
      className={`avatar-badge avatar-badge--${kind}`}
      style={{ width: diameter, height: diameter }}
      role="img"
      aria-label={label}
      title={label}
    >
      <svg
        viewBox="0 0 16 16"
        width={diameter - 4}
        height={diameter - 4}
        aria-hidden="true"
        focusable="false"
      >
        <path d="M8 1.6l1.9 3.9 4.3.6-3.1 3 .7 4.3L8 11.4l-3.8 2 .7-4.3-3.1-3 4.3-.6z" fill="currentColor" />
      </svg>
    </span>
  );
}
