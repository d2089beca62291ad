import type { FieldResolver } from '#shared/api/resolver-router.ts';
import { signedInField } from '#shared/api/signed-in-field.ts';
import { chargeArguments, historyArguments } from './billing-arguments.ts';
import { billingMessages } from './billing-messages.ts';
import type { BillingService } from './billing-service.ts';

const billingField = signedInField(billingMessages.signIn);

/** Billing history at the boundary: the viewer's own charges only, arguments validated with zod. */
export const billingResolvers = (service: BillingService): Record<string, FieldResolver> => ({
  'Query.billingHistory': billingField(historyArguments, (viewer, args) =>
    service.history(viewer, args.paging),
  ),
  'Query.billingCharge': billingField(chargeArguments, (viewer, args) =>
    service.charge(viewer, args.chargeId),
  ),
});
