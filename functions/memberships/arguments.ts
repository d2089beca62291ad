import * as z from 'zod';
import { membershipCurrencies, planCadences } from '#contract/membership-plans.ts';

/**
 * A path of this site to come back to: one leading slash (never `//host`, never a scheme), no
 * backslash or whitespace, so a checkout can never send the reader elsewhere.
 */
const sitePath = z
  .string()
  .max(2048)
  .regex(/^\/(?![/\\])[^\s\\]*$/, 'must be a path of this site, starting with one /');

export const currencyArguments = z.object({ currency: z.enum(membershipCurrencies).nullish() });

/** startMembershipCheckout: a plan of the table by cadence and currency; never an amount. */
export const checkoutArguments = z
  .object({
    planId: z.enum(planCadences),
    currency: z.enum(membershipCurrencies),
    successPath: sitePath.nullish(),
    cancelPath: sitePath.nullish(),
  })
  .transform(({ planId, currency, successPath, cancelPath }) => ({
    cadence: planId,
    currency,
    successPath: successPath ?? '/',
    cancelPath: cancelPath ?? '/plans',
  }));
