import { useViewerSession } from '#web/lib/viewer-session.ts';
import { AvatarBadge } from '../avatar-badge.tsx';
import { FriendBadgePopover } from './friend-badge-popover.tsx';
import { PopoverButton } from './popover-button.tsx';
import { badgeViewerOf } from './popover-viewer.ts';
import { popoverTexts } from './texts.ts';

interface FriendBadgeButtonProps {
  /** The Friend the badge belongs to; friendSince: AWSTimestamp (seconds). */
  friend: { id: string; name: string; friendSince: number };
  /** The avatar's size: the badge's follows it. */
  size: number;
}

/**
 * Spec 1 §2.7, 2 §1: a Friend's badge opens the Friend badge popover, worded for whoever opens it.
 * Until the session is known, the badge alone.
 */
export function FriendBadgeButton({ friend, size }: FriendBadgeButtonProps) {
  const viewer = badgeViewerOf(useViewerSession(), friend.id);
  const badge = <AvatarBadge kind="friend" size={size} />;
  if (!viewer) return badge;
  return (
    <PopoverButton
      label={popoverTexts.friendBadge}
      className="avatar-badge__button"
      popover={<FriendBadgePopover friend={friend} isViewer={viewer.isViewer} viewerTier={viewer.tier} />}
    >
      {badge}
    </PopoverButton>
  );
}
