import { Flex, Heading, Text, View } from '@aws-amplify/ui-react';
import { giftTypeOfCode } from '#contract/gift-plans.ts';
import { useFlags } from '#web/lib/flags/use-flags.ts';
import { Link } from '#web/lib/router/link.tsx';
import { AccountSurface } from '#web/ui/account-surface/account-surface.tsx';
import { useGroupGifting } from '../api/group-gifting-query.ts';
import { giftTexts as texts } from '../texts.ts';
import { RedeemGift } from './redeem-gift.tsx';
import { useQueryParameter } from './use-query-parameter.ts';

/**
 * /gift (ShowGiftLanding, landing-gift, basic layout; query giftCode and giftType): what a gift is and
 * the ways to give one; with a code (the recipient's e-mail link), the redeem form first.
 */
export function GiftLandingPage() {
  const giftCode = useQueryParameter('giftCode');
  const giftType = giftTypeOfCode(useQueryParameter('giftType'));
  const liteGiftHidden = useFlags().disable_lite_gift_page === true;
  const groupGifting = useGroupGifting();
  return (
    <AccountSurface>
      <View as="main" maxWidth="var(--main-column-width)" margin="64px auto" padding="0 var(--side-margin)">
        <Heading level={1} fontWeight="bold" marginBottom="medium">
          {giftType === 'GROUP_GIFT' ? texts.groupGiftTitle : texts.landingTitle}
        </Heading>
        {giftCode && <RedeemGift initialCode={giftCode} />}
        <Text marginTop="large">{texts.landingIntro}</Text>
        <Flex gap="medium" marginTop="medium" marginBottom="large">
          {!liteGiftHidden && (
            <Link to="ShowLiteGiftCheckout" params={{}} className="settings-link">
              {texts.giveOne}
            </Link>
          )}
          {groupGifting && (
            <Link to="ShowGroupGift" params={{}} className="settings-link">
              {texts.giveGroup}
            </Link>
          )}
        </Flex>
        {!giftCode && <RedeemGift initialCode="" />}
      </View>
    </AccountSurface>
  );
}
