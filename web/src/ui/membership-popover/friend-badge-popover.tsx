import { formatMonthYear } from '#web/lib/format/date.ts';
import type { MembershipTier } from '#graphql/generated/operations.ts';
import { popoverTexts } from './texts.ts';
import { learnMoreHref, upgradeHref } from './upgrade-target.ts';

interface FriendBadgePopoverProps {
  /** The Friend whose badge was opened; friendSince is an AWSTimestamp (seconds). */
  friend: { name: string; friendSince: number };
  /** Whether the viewer opened their own badge. */
  isViewer: boolean;
  /** The viewer's tier; null when signed out. */
  viewerTier: MembershipTier | null;
}

/**
 * Spec 1 §2.7, 2 §1: the Friend badge popover. To the Friend themselves it thanks them; to another
 * Friend it says since when; to anyone else it also invites them to become one (Upgrade, Learn more).
 */
export function FriendBadgePopover({ friend, isViewer, viewerTier }: FriendBadgePopoverProps) {
  const since = formatMonthYear(friend.friendSince);
  if (isViewer) {
    return (
      <div
        className="membership-popover"
        role="dialog"
        tabIndex={-1}
        aria-label={popoverTexts.friendSelf(since)}
      >
        <p>{popoverTexts.friendSelf(since)}</p>
      </div>
    );
  }
  const upgrade = upgradeHref(viewerTier);
  return (
    <div
      className="membership-popover"
      role="dialog"
      tabIndex={-1}
      aria-label={popoverTexts.friendOther(friend.name, since)}
    >
      <p>{popoverTexts.friendOther(friend.name, since)}</p>
      {upgrade && (
        <>
          <p>{popoverTexts.friendInvite}</p>
          <div className="membership-popover__actions">
            <a className="button button--dark" href={upgrade}>
              {popoverTexts.upgrade}
            </a>
            <a href={learnMoreHref()}>{popoverTexts.learnMore}</a>
          </div>
        </>
      )}
    </div>
  );
}
