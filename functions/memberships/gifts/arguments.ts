import * as z from 'zod';
import { giftLengths, giftTypes, maxGroupGiftRecipients } from '#contract/gift-plans.ts';
import { membershipCurrencies } from '#contract/membership-plans.ts';
import { giftMessages } from './messages.ts';

const recipient = z
  .email()
  .max(254)
  .transform((email) => email.trim().toLowerCase());

/**
 * startGiftCheckout: a tier, a length of the table and the recipients' addresses; never an amount. A
 * gift names one recipient, a group gift 2 to 20, each once.
 */
export const giftCheckoutArguments = z
  .object({
    giftType: z.enum(giftTypes),
    tier: z.enum(['MEMBER', 'FRIEND']),
    months: z
      .number()
      .int()
      .refine((months) => (giftLengths as readonly number[]).includes(months), {
        message: `months must be one of ${giftLengths.join(', ')}`,
      }),
    currency: z.enum(membershipCurrencies),
    recipientEmails: z.array(recipient).min(1).max(maxGroupGiftRecipients),
  })
  .refine(
    ({ giftType, recipientEmails }) =>
      new Set(recipientEmails).size === recipientEmails.length &&
      (giftType === 'GIFT' ? recipientEmails.length === 1 : recipientEmails.length >= 2),
    { message: giftMessages.recipients, path: ['recipientEmails'] },
  )
  .transform((args) => ({ ...args, months: args.months as (typeof giftLengths)[number] }));

export type GiftCheckoutArguments = z.output<typeof giftCheckoutArguments>;

/** checkGiftCode and redeemGiftCode: a code as typed (normalised by the service). */
export const giftCodeArguments = z.object({ giftCode: z.string().min(1).max(64) });
