import { giftLengths, giftUnitAmount } from '#contract/gift-plans.ts';
import type { FieldResolver } from '#shared/api/resolver-router.ts';
import { parseArguments } from '#shared/api/results.ts';
import { signedInField } from '#shared/api/signed-in-field.ts';
import { viewerFromIdentity } from '#shared/api/viewer.ts';
import { currencyArguments } from '../arguments.ts';
import { giftCheckoutArguments, giftCodeArguments } from './arguments.ts';
import { giftMessages } from './messages.ts';
import type { GiftsService } from './service.ts';

const giftField = signedInField(giftMessages.signIn);

/** The gifts' fields of the memberships Lambda: AppSync events in, validated arguments out. */
export function giftResolvers(gifts: GiftsService): Record<string, FieldResolver> {
  return {
    /** What a gift costs, each tier and length, in one currency (USD unless asked): for everyone. */
    'Query.giftPlans': async (event) => {
      const currency = parseArguments(currencyArguments, event.arguments).currency ?? 'USD';
      return (['MEMBER', 'FRIEND'] as const).flatMap((tier) =>
        giftLengths.map((months) => ({
          id: `${tier}-${months}`,
          tier,
          months,
          price: { amount: giftUnitAmount(tier, months, currency), currency },
        })),
      );
    },
    /** The viewer's own (null on anyone else's User): whether group gifts are offered to them. */
    'User.hasGroupGiftingEnabled': async (event) => {
      const viewerId = viewerFromIdentity(event.identity).id;
      const userId = (event.source as { id?: unknown } | null)?.id;
      return viewerId && viewerId === userId ? gifts.groupGiftingEnabled() : null;
    },
    'Query.checkGiftCode': giftField(giftCodeArguments, (viewer, { giftCode }) =>
      gifts.checkGiftCode(viewer, giftCode),
    ),
    'Mutation.startGiftCheckout': giftField(giftCheckoutArguments, (viewer, args) =>
      gifts.startGiftCheckout(viewer, args),
    ),
    'Mutation.redeemGiftCode': giftField(giftCodeArguments, (viewer, { giftCode }) =>
      gifts.redeemGiftCode(viewer, giftCode),
    ),
  };
}
