import { membershipPlans, offeredPlan } from '#contract/membership-plans.ts';
import type { FieldResolver } from '#shared/api/resolver-router.ts';
import { parseArguments } from '#shared/api/results.ts';
import { signedInField } from '#shared/api/signed-in-field.ts';
import { checkoutArguments, plansArguments } from './arguments.ts';
import { membershipMessages } from './messages.ts';
import { planView } from './plan-view.ts';
import { createManageResolvers } from './manage/manage-resolvers.ts';
import type { ManageService } from './manage/manage-service.ts';
import { billingResolvers } from './billing/billing-resolvers.ts';
import type { BillingService } from './billing/billing-service.ts';
import { giftResolvers } from './gifts/resolvers.ts';
import type { GiftsService } from './gifts/service.ts';
import type { MembershipsService } from './service.ts';

const membershipMutation = signedInField(membershipMessages.signIn);

/** The boundary: AppSync events in, validated arguments out to the service. */
export function createMembershipsResolvers({
  memberships: service,
  gifts,
  manage,
  billing,
}: {
  memberships: MembershipsService;
  gifts: GiftsService;
  manage: ManageService;
  billing: BillingService;
}) {
  const fields: Record<string, FieldResolver> = {
    /**
     * The price table in one currency (USD unless asked), or the one plan an offer lowers, priced with
     * it: for everyone, no table read.
     */
    'Query.membershipPlans': async (event) => {
      const { currency, offer } = parseArguments(plansArguments, event.arguments);
      const plans = offer ? [offeredPlan(offer, currency ?? 'USD')] : membershipPlans(currency ?? 'USD');
      return plans.map(planView);
    },
    'Mutation.startMembershipCheckout': membershipMutation(checkoutArguments, (viewer, args) =>
      service.startCheckout(viewer, args),
    ),
    ...createManageResolvers(manage),
    // Gift memberships (gifts/).
    ...giftResolvers(gifts),
    // Billing history (billing/).
    ...billingResolvers(billing),
  };
  return { fields, batchFields: {} };
}
