import { useEffect } from 'react';
import { useFlags } from '#web/lib/flags/use-flags.ts';
import { buildRoute } from '#web/routes/build-route.ts';

/**
 * Spec 1 §2.2 / 2 §2: home opened with the gift-membership marker in its hash goes to the lite gift
 * checkout — unless disable_lite_gift_page hides that page (web/src/app/pages.ts flagHiddenRoutes).
 * The spec does not spell the marker; we use #giftMembership, like its other hash anchors
 * (#redeemGiftMembership, #reactivateMembership). The hash never reaches the server, so this runs in
 * the browser. A replace, not a push: Back must not land on the marker again and bounce forward.
 */
export const giftMembershipHash = '#giftMembership';

const replaceLocation = (href: string) => location.replace(href);

export function useGiftHashRedirect(replace: (href: string) => void = replaceLocation) {
  const giftPageHidden = useFlags().disable_lite_gift_page === true;
  useEffect(() => {
    if (!giftPageHidden && location.hash === giftMembershipHash)
      replace(buildRoute('ShowLiteGiftCheckout', {}));
  }, [replace, giftPageHidden]);
}
