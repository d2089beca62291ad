import { randomUUID } from 'node:crypto';
import { giftUnitAmount, type GiftCodeCheckResult } from '#contract/gift-plans.ts';
import type { SignedInViewer } from '#shared/api/signed-in-field.ts';
import { refuseOverLimit } from '#shared/api/rate-limited.ts';
import type { ResultValue } from '#shared/api/results.ts';
import type { FlagStore } from '#shared/data/flag-store.ts';
import type { RateLimitCounter } from '#shared/data/rate-limit.ts';
import { servedTier } from '#shared/data/served-tier.ts';
import type { Notifier } from '#shared/queues/notification-event.ts';
import type { QueueSender } from '#shared/queues/queue-sender.ts';
import type { RecordedEvent } from '../membership-rules.ts';
import type { PaymentEvent, PaymentProvider } from '../payment-provider.ts';
import type { MembershipsRepository } from '../repository.ts';
import type { GiftCheckoutArguments } from './arguments.ts';
import { giftEmail } from './gift-email.ts';
import {
  checkGiftCode,
  giftCodeLifetimeMs,
  giftEndsAt,
  hashGiftCode,
  newGiftCode,
  normalizeGiftCode,
} from './gift-rules.ts';
import { giftLimits, giftMessages } from './messages.ts';
import type { GiftCodeItem, GiftOrderItem, GiftsRepository } from './repository.ts';

export interface GiftsDependencies {
  repository: GiftsRepository;
  /** The memberships repository: the buyer's customer and name. */
  memberships: MembershipsRepository;
  provider: PaymentProvider;
  rateLimits: RateLimitCounter;
  /** The e-mail queue (the mail consumer sends through the Mailer port). */
  queue: QueueSender;
  /** The notifications queue: a redeemed gift tells its recipient who gave it (GIFT_RECEIVED). */
  notify: Notifier;
  /** The flag store: enable_group_gifting (decision 151). */
  flags: Pick<FlagStore, 'all'>;
  siteOrigin: () => Promise<string>;
  /** The buyer's provider customer (service.ts customerOf: made once per reader). */
  customerOf: (viewer: SignedInViewer) => Promise<string>;
  now?: () => number;
}

type GiftPaid = Extract<PaymentEvent, { kind: 'gift-paid' }>;

const description = (order: Pick<GiftOrderItem, 'tier' | 'months'>) =>
  `${order.tier === 'FRIEND' ? 'Friend of Folio' : 'Folio Member'}, ${order.months} ${order.months === 1 ? 'month' : 'months'} (gift)`;

/** A code's check as the API answers it: the result, and what the gift is when there is one. */
const checked = (result: GiftCodeCheckResult, code: GiftCodeItem | undefined) => ({
  __typename: 'GiftCodeCheck' as const,
  result,
  giftType: code?.giftType ?? null,
  tier: code?.tier ?? null,
  months: code?.months ?? null,
});

/** How many times a redemption that lost to a concurrent transaction (not to a redeemed code) is tried. */
const redeemAttempts = 3;

/** Gift memberships: a buyer pays once for codes; each recipient redeems theirs once (issue #14 "Gifts"). */
export function createGiftsService(deps: GiftsDependencies) {
  const { repository, provider } = deps;
  const now = deps.now ?? Date.now;

  /** A code as typed, its stored item and its check for this reader. */
  async function check(viewer: SignedInViewer, typed: string) {
    const normalized = normalizeGiftCode(typed);
    const hash = normalized && hashGiftCode(normalized);
    const [code, reader] = hash
      ? await Promise.all([repository.findCode(hash), repository.membershipHistory(viewer.id)])
      : [undefined, {}];
    return { hash, code, reader, result: checkGiftCode(code, reader, now()) };
  }

  /** The paid order's codes, e-mailed (queued) to their recipients; then forgotten in plain. */
  async function emailCodes(order: GiftOrderItem, codes: readonly string[]) {
    const buyer = await deps.memberships.findReader(order.buyerId);
    const expiresAt = (order.paidAt ?? now()) + giftCodeLifetimeMs;
    const messages = codes.map((code, index) =>
      giftEmail({
        to: order.recipients[index]!,
        code,
        giftType: order.giftType,
        tier: order.tier,
        months: order.months,
        buyerName: buyer?.name || 'Someone',
        siteOrigin: order.siteOrigin,
        expiresAt,
      }),
    );
    await deps.queue.send('email', messages);
    await repository.markEmailed(order.orderId, now());
  }

  /** The recipient's GIFT_RECEIVED notification, its actor the order's buyer: one message, never a failure. */
  async function tellRecipient(recipientId: string, order: GiftOrderItem | undefined, at: number) {
    if (!order) return;
    await deps.notify({
      type: 'notify',
      kind: 'GIFT_RECEIVED',
      ownerId: recipientId,
      actorId: order.buyerId,
      giftOrderId: order.orderId,
      at,
    });
  }

  /** Spec 2 §3 Viewer.hasGroupGiftingEnabled (decision 151): group gifts are offered while the flag is on. */
  const groupGiftingEnabled = async () => (await deps.flags.all()).enable_group_gifting === true;

  return {
    groupGiftingEnabled,

    /**
     * The provider's payment page for gifted memberships of a tier and length, one per recipient: the
     * price is the table's (gift-plans.ts), the order kept until its payment's webhook.
     */
    async startGiftCheckout(
      viewer: SignedInViewer,
      args: GiftCheckoutArguments,
    ): Promise<{ __typename: 'GiftCheckout'; url: string } | ResultValue> {
      const refused = await refuseOverLimit(deps.rateLimits, giftLimits.checkout, viewer.id, now());
      if (refused) return refused;
      if (args.giftType === 'GROUP_GIFT' && !(await groupGiftingEnabled()))
        return { __typename: 'BadRequest' as const, message: giftMessages.groupGiftingOff };
      const origin = await deps.siteOrigin();
      const order: GiftOrderItem = {
        orderId: randomUUID(),
        buyerId: viewer.id,
        giftType: args.giftType,
        tier: args.tier,
        months: args.months,
        currency: args.currency,
        unitAmount: giftUnitAmount(args.tier, args.months, args.currency),
        recipients: args.recipientEmails,
        siteOrigin: origin,
        status: 'PENDING',
        createdAt: now(),
      };
      const customerId = await deps.customerOf(viewer);
      await repository.createOrder(order);
      const back = args.giftType === 'GIFT' ? '/gift-plans' : '/group-gift';
      const url = await provider.createGiftCheckout({
        userId: viewer.id,
        customerId,
        orderId: order.orderId,
        description: description(order),
        unitAmount: order.unitAmount,
        quantity: order.recipients.length,
        currency: order.currency,
        successUrl: `${origin}${back}?purchased=${order.recipients.length}`,
        cancelUrl: `${origin}${back}`,
      });
      return { __typename: 'GiftCheckout', url };
    },

    /** Spec 3 §3's check of a code for the viewer: VALID, ALREADY_USED, EXPIRED, NOT_FOUND, or for past members. */
    async checkGiftCode(viewer: SignedInViewer, typed: string) {
      const refused = await refuseOverLimit(deps.rateLimits, giftLimits.code, viewer.id, now());
      if (refused) return refused;
      const { code, result } = await check(viewer, typed);
      return checked(result, code);
    },

    /**
     * Redeems a VALID code: the viewer is served the gift's tier for its months (no subscription). A
     * reader served a paid tier is told so (Conflict) and the code stays unused. Exactly one of any
     * number of concurrent redemptions wins (the transaction's condition); the others are told the
     * code's state as it then is (ALREADY_USED). The winner is then told who gave the gift (a
     * notification, decision 260).
     */
    async redeemGiftCode(viewer: SignedInViewer, typed: string) {
      const refused = await refuseOverLimit(deps.rateLimits, giftLimits.code, viewer.id, now());
      if (refused) return refused;
      if (viewer.tier !== 'FREE')
        return { __typename: 'Conflict' as const, message: giftMessages.alreadyMember };
      for (let attempt = 1; ; attempt++) {
        const { hash, code, reader, result } = await check(viewer, typed);
        if (result !== 'VALID' || !hash || !code) return checked(result, code);
        // The session's tier may be seconds old: the item's refuses a reader a payment made a member.
        if (servedTier(reader, now()) !== 'FREE')
          return { __typename: 'Conflict' as const, message: giftMessages.alreadyMember };
        // Read before the redemption: once it is written, nothing may fail the reader's answer.
        const order = await repository.findOrder(code.orderId);
        const at = now();
        const endsAt = giftEndsAt(at, code.months);
        const redeemed = await repository.redeem({
          codeHash: hash,
          userId: viewer.id,
          tier: code.tier,
          endsAt,
          newMembersOnly: code.giftType === 'GROUP_GIFT',
          now: at,
        });
        if (redeemed) {
          await tellRecipient(viewer.id, order, at);
          return {
            __typename: 'GiftRedemption' as const,
            tier: code.tier,
            months: code.months,
            endsAt: Math.floor(endsAt / 1000),
          };
        }
        if (attempt === redeemAttempts)
          throw new Error(`Gift code redemption lost ${attempt} times to conflicts`);
      }
    },

    /**
     * A verified payment of a gift order, applied once: the order PAID and its codes made (one
     * transaction with the event), then the e-mails queued. A delivery after the codes were made but
     * before their e-mails were queued (a failure of ours, retried by Stripe) queues them then.
     */
    async applyGiftPayment(event: GiftPaid, buyerId: string, record: RecordedEvent) {
      const order = await repository.findOrder(event.orderId);
      const paysOrder =
        order?.buyerId === buyerId &&
        order.currency === event.currency &&
        order.unitAmount * order.recipients.length === event.amountPaid;
      // Not this buyer's order, not its amount, or paid by another event: recorded, nothing changed.
      const ignore = async () =>
        (await deps.memberships.recordEvent({ ...record, outcome: 'ignored' })) ? 'ignored' : 'replayed';
      if (!order || !paysOrder) return ignore();
      if (order.status === 'PENDING') {
        const codes = order.recipients.map((recipientEmail) => {
          const code = newGiftCode();
          return {
            code,
            codeHash: hashGiftCode(code),
            recipientEmail,
            expiresAt: record.receivedAt + giftCodeLifetimeMs,
          };
        });
        const outcome = await repository.payOrder(record, order.orderId, codes, order);
        if (outcome === 'replayed') return 'replayed';
        if (outcome === 'not-pending') return ignore();
        await emailCodes(
          { ...order, paidAt: record.receivedAt },
          codes.map(({ code }) => code),
        );
        return 'applied';
      }
      if (order.pendingCodes?.length) {
        await emailCodes(order, order.pendingCodes);
        return 'applied';
      }
      return 'replayed';
    },
  };
}

export type GiftsService = ReturnType<typeof createGiftsService>;
