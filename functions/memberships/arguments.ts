import * as z from 'zod';
import { membershipCurrencies, membershipOffers, planCadences } from '#contract/membership-plans.ts';
import { maxSitePathLength, sitePathPattern } from '#contract/site-path.ts';

/** A path of this site (#contract/site-path.ts), so a checkout can never send the reader elsewhere. */
export const sitePath = z
  .string()
  .max(maxSitePathLength)
  .regex(sitePathPattern, 'must be a path of this site, starting with one /');

const offer = z.enum(membershipOffers).nullish();
const currency = z.enum(membershipCurrencies).nullish();

/** giftPlans: the gift prices in one currency (USD when none is given). */
export const currencyArguments = z.object({ currency });

/** membershipPlans: the table in one currency, or only what an offer lowers, priced with it. */
export const plansArguments = z.object({ currency, offer });

/** startMembershipCheckout: a plan of the table by cadence and currency, maybe an offer; never an amount. */
export const checkoutArguments = z
  .object({
    planId: z.enum(planCadences),
    currency: z.enum(membershipCurrencies),
    offer,
    successPath: sitePath.nullish(),
    cancelPath: sitePath.nullish(),
  })
  .transform(({ planId, currency, offer, successPath, cancelPath }) => ({
    cadence: planId,
    currency,
    offer: offer ?? undefined,
    successPath: successPath ?? '/',
    cancelPath: cancelPath ?? '/plans',
  }));
