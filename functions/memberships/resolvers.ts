import { membershipPlans } from '#contract/membership-plans.ts';
import type { FieldResolver } from '#shared/api/resolver-router.ts';
import { parseArguments } from '#shared/api/results.ts';
import { signedInField } from '#shared/api/signed-in-field.ts';
import { checkoutArguments, currencyArguments } from './arguments.ts';
import { membershipMessages } from './messages.ts';
import { giftResolvers } from './gifts/resolvers.ts';
import type { GiftsService } from './gifts/service.ts';
import type { MembershipsService } from './service.ts';

const membershipMutation = signedInField(membershipMessages.signIn);

/** The boundary: AppSync events in, validated arguments out to the service. */
export function createMembershipsResolvers({
  memberships: service,
  gifts,
}: {
  memberships: MembershipsService;
  gifts: GiftsService;
}) {
  const fields: Record<string, FieldResolver> = {
    /** The price table in one currency (USD unless asked): for everyone, no table read. */
    'Query.membershipPlans': async (event) => {
      const { currency } = parseArguments(currencyArguments, event.arguments);
      return membershipPlans(currency ?? 'USD').map((plan) => ({
        id: plan.cadence,
        ...plan,
        price: {
          amount: plan.amount,
          currency: plan.currency,
          crossoutAmount: plan.crossoutAmount ?? null,
          savedAmount: plan.savedAmount ?? null,
        },
      }));
    },
    'Mutation.startMembershipCheckout': membershipMutation(checkoutArguments, (viewer, args) =>
      service.startCheckout(viewer, args),
    ),
    // Gift memberships (gifts/).
    ...giftResolvers(gifts),
  };
  return { fields, batchFields: {} };
}
