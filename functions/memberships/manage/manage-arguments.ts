import * as z from 'zod';
import { planCadences } from '#contract/membership-plans.ts';
import { cancelReasons } from '#shared/data/entities/membership.ts';
import { sitePath } from '../arguments.ts';
import { retentionOffers, type RetentionOffer } from '../payment-provider.ts';

const offers = Object.keys(retentionOffers) as [RetentionOffer, ...RetentionOffer[]];

export const noArguments = z.object({}).strict();
export const switchPlanArguments = z.object({ planId: z.enum(planCadences) });
export const cancelArguments = z.object({ reason: z.enum(cancelReasons) });
export const retentionOfferArguments = z.object({ offer: z.enum(offers) });
/** A subscription id of Stripe's shape (`sub_…`): anything else cannot be the reader's. */
export const uncancelArguments = z.object({
  membershipId: z
    .string()
    .max(255)
    .regex(/^[\w-]+$/, 'must be a membership id'),
});

/** startPaymentMethodUpdate: a path of this site to come back to (the manage page when none is given). */
export const cardUpdateArguments = z
  .object({ returnPath: sitePath.nullish() })
  .transform(({ returnPath }) => ({ returnPath: returnPath ?? '/manage-membership' }));
