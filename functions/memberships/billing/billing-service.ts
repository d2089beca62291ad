import { pagingInfo, type Paging } from '#contract/paging.ts';
import type { SignedInViewer } from '#shared/api/signed-in-field.ts';
import { answeringBadRequest, notFound } from '#shared/api/results.ts';
import type { RecordedEvent } from '../membership-rules.ts';
import type { PaymentEvent, PaymentProvider } from '../payment-provider.ts';
import type { MembershipsRepository } from '../repository.ts';
import type { WebhookOutcome } from '../service.ts';
import type { BillingRepository } from './billing-repository.ts';
import { chargeItem, productKindOf, type GiftKind } from './billing-rules.ts';
import { billingMessages } from './billing-messages.ts';
import { chargeView } from './charge-view.ts';

export interface BillingDependencies {
  repository: BillingRepository;
  memberships: Pick<MembershipsRepository, 'recordEvent'>;
  provider: Pick<PaymentProvider, 'name' | 'chargePurchase'>;
  /** A gift order's kind when `buyerId` bought it (gifts/repository.ts): what its charge is named. */
  giftKindOf: (orderId: string, buyerId: string) => Promise<GiftKind | undefined>;
  now?: () => number;
}

/** Billing history (decision 146): charges kept from verified webhooks, read by their payer only. */
export function createBillingService(deps: BillingDependencies) {
  const { repository, provider } = deps;
  const now = deps.now ?? Date.now;

  const recordOnly = async (record: RecordedEvent, outcome: 'ignored' | 'stale') =>
    (await deps.memberships.recordEvent({ ...record, outcome })) ? outcome : 'replayed';

  return {
    /**
     * A verified charge event (made, declined, refunded): what it paid for is read from the provider,
     * then the charge kept for its payer, once per event and never older over newer.
     */
    async applyCharge(
      event: Extract<PaymentEvent, { kind: 'charge-changed' }>,
      userId: string,
      record: RecordedEvent,
    ): Promise<WebhookOutcome> {
      const purchase = await provider.chargePurchase(event.charge.paymentIntentId);
      const giftKind =
        purchase?.kind === 'gift' ? await deps.giftKindOf(purchase.orderId, userId) : undefined;
      const productKind = productKindOf(purchase, giftKind);
      const item =
        purchase &&
        productKind &&
        chargeItem({
          provider: provider.name,
          userId,
          charge: event.charge,
          purchase,
          productKind,
          stateAt: event.occurredAt,
          now: now(),
        });
      if (!item) return recordOnly(record, 'ignored');
      const outcome = await repository.recordCharge(record, item);
      return outcome === 'stale' ? recordOnly(record, 'stale') : outcome;
    },

    /** The viewer's own charges, newest first, a page at a time (a cursor not of this list: BadRequest). */
    history(viewer: SignedInViewer, paging: Paging) {
      return answeringBadRequest(async () => {
        const page = await repository.history(viewer.id, paging);
        return {
          __typename: 'ChargeConnection' as const,
          charges: page.items.map(chargeView),
          pagingInfo: pagingInfo(paging.limit, page.cursor),
        };
      });
    },

    /** One of the viewer's own charges (a receipt); anyone else's, or none, is NotFound alike. */
    async charge(viewer: SignedInViewer, chargeId: string) {
      const charge = await repository.find(provider.name, chargeId);
      return charge?.userId === viewer.id ? chargeView(charge) : notFound(billingMessages.noSuchCharge);
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
