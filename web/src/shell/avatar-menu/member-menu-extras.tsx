import { useEffect } from 'react';
import { useMembershipStatusQuery } from '#web/connected/membership/membership-status-query.ts';
import type { AvatarMenuExtras } from './avatar-menu-items.ts';

/**
 * Spec 2 §5: Reactivate and Become a Friend follow the member's real status. A separate chunk, loaded
 * once hydrated for members only, so no page's script carries the membership status query.
 */
export default function MemberMenuExtras({ onExtras }: { onExtras: (extras: AvatarMenuExtras) => void }) {
  const { status } = useMembershipStatusQuery(false);
  const reactivationEligible = status?.isEligibleForReactivation === true;
  const canSwitchPlan = status?.canSwitchPlan === true;
  useEffect(
    () => onExtras({ reactivationEligible, canSwitchPlan }),
    [onExtras, reactivationEligible, canSwitchPlan],
  );
  return null;
}
