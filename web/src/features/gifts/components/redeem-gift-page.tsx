import { View } from '@aws-amplify/ui-react';
import { AccountSurface } from '#web/ui/account-surface/account-surface.tsx';
import { RedeemGift } from './redeem-gift.tsx';
import { useQueryParameter } from './use-query-parameter.ts';

/** /redeem-gift (ShowRedeemGift, redeem-gift-membership, basic layout): enter a code and redeem it. */
export function RedeemGiftPage() {
  const giftCode = useQueryParameter('giftCode');
  return (
    <AccountSurface>
      <View as="main" maxWidth="var(--main-column-width)" margin="64px auto" padding="0 var(--side-margin)">
        <RedeemGift initialCode={giftCode} />
      </View>
    </AccountSurface>
  );
}
