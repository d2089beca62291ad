import { useMembershipStatusQuery } from '#web/connected/membership/membership-status-query.ts';
import { useFlags } from '#web/lib/flags/use-flags.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { isMember } from '#web/lib/viewer-session.ts';
import { texts } from '#web/lib/texts.ts';
import type { AvatarMenu_UserFragment } from '#graphql/generated/operations.ts';
import { AvatarMenu } from './avatar-menu/avatar-menu.tsx';
import { NotificationsLink } from './notifications-link/notifications-link.tsx';

/** Spec 1 §2.4: after Write, the signed-in reader's notifications link and avatar menu. */
export function SignedInActions({ viewer }: { viewer: AvatarMenu_UserFragment }) {
  const flags = useFlags();
  // Spec 2 §5: Reactivate and Become a Friend follow the member's real status, read once hydrated.
  const { status } = useMembershipStatusQuery(!useHydrated() || !isMember(viewer));
  const extras = {
    reactivationEligible: status?.isEligibleForReactivation === true,
    canSwitchPlan: status?.canSwitchPlan === true,
  };
  const menuFlags = {
    enable_mastodon_for_members: flags.enable_mastodon_for_members === true,
    disable_lite_gift_page: flags.disable_lite_gift_page === true,
  };
  return (
    <>
      <NotificationsLink />
      <AvatarMenu viewer={viewer} flags={menuFlags} extras={extras} />
    </>
  );
}

/** Spec 1 §2.4 "Loading shows skeleton placeholders": where the notifications link and avatar will be. */
export function SignedInSkeleton() {
  return (
    <span className="header__skeleton" role="status" aria-busy="true" aria-label={texts.loading}>
      <span className="skeleton skeleton--icon" />
      <span className="skeleton skeleton--avatar" />
    </span>
  );
}
