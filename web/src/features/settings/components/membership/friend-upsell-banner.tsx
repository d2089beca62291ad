import { Alert } from '@aws-amplify/ui-react';
import { useEffect, useState } from 'react';
import type { MembershipTier } from '#graphql/generated/operations.ts';
import { useMembershipStatusQuery } from '#web/connected/membership/membership-status-query.ts';
import { readLocal, writeLocal } from '#web/lib/local-store.ts';
import { Link } from '#web/lib/router/link.tsx';
import { friendUpsellDismissedKey, showsFriendUpsell } from '../../friend-upsell.ts';
import { settingsTexts } from '../../texts.ts';

interface FriendUpsellBannerProps {
  tier: MembershipTier | null;
}

/** The Friend upsell of the settings page (spec 2 §2, §4): for Members who can switch plans. */
export function FriendUpsellBanner({ tier }: FriendUpsellBannerProps) {
  // Spec 2 §4 plan switching: the member's real status (provider, cancellation, payment failures).
  const { status } = useMembershipStatusQuery(tier !== 'MEMBER');
  const canSwitchPlan = status?.canSwitchPlan === true;
  // Local storage and the clock are the browser's: read once hydrated, so the server's HTML matches.
  const [local, setLocal] = useState<{ dismissedAt: number | null; now: number } | null>(null);
  const [dismissedThisSession, setDismissedThisSession] = useState(false);
  useEffect(
    () => setLocal({ dismissedAt: readLocal<number>(friendUpsellDismissedKey), now: Date.now() }),
    [],
  );

  const shown = showsFriendUpsell({
    canSwitchPlan,
    hydrated: local !== null,
    // No native app exists: the web is all there is.
    inNativeApp: false,
    dismissedThisSession,
    tier,
    dismissedAt: local?.dismissedAt ?? null,
    now: local?.now ?? 0,
  });
  if (!shown) return null;

  function dismiss() {
    setDismissedThisSession(true);
    writeLocal(friendUpsellDismissedKey, Date.now());
  }

  // An offer beside the page (a complementary landmark), not an alert to announce.
  return (
    <Alert
      as="aside"
      role={undefined}
      aria-label={settingsTexts.friendUpsellLink}
      variation="info"
      hasIcon={false}
      isDismissible
      dismissButtonLabel={settingsTexts.dismiss}
      onDismiss={dismiss}
      className="settings-banner"
    >
      <div className="settings-banner__body">
        <p className="settings-banner__text">{settingsTexts.friendUpsell}</p>
        <Link to="ShowManageMembershipPage" params={{}} className="button button--dark">
          {settingsTexts.friendUpsellLink}
        </Link>
      </div>
    </Alert>
  );
}
