import type { EntityItem } from 'electrodb';
import type { FolioData } from '#shared/data/data.ts';
import type { MembershipHistory } from '#shared/data/membership-history.ts';
import type { RecordedEvent } from '../membership-rules.ts';
import { eventItem, failedAt } from '../repository.ts';

export type GiftOrderItem = EntityItem<FolioData['entities']['giftOrder']>;
export type GiftCodeItem = EntityItem<FolioData['entities']['giftCode']>;

/** A code to create with a paid order: its hash (the key) and who it is for. */
export interface NewGiftCode {
  codeHash: string;
  recipientEmail: string;
  expiresAt: number;
}

/** A redemption: the code, the reader, and the gift tier they are served until `endsAt`. */
export interface Redemption {
  codeHash: string;
  userId: string;
  tier: 'MEMBER' | 'FRIEND';
  endsAt: number;
  /** A group gift: only for a reader who was never a member (checked again in the transaction). */
  newMembersOnly: boolean;
  now: number;
}

/**
 * The gifts' table access (docs/data-model.md): one function, one DynamoDB request each. Paying an
 * order is ONE TransactWriteItems with its `paymentEvent` and its codes; redeeming a code is ONE
 * TransactWriteItems with the reader's gift tier, conditioned on the code being unused and unexpired.
 */
export function createGiftsRepository(data: FolioData) {
  const { giftOrder, giftCode, user } = data.entities;

  return {
    /** A gift order before its payment: one PutItem. */
    async createOrder(order: GiftOrderItem): Promise<void> {
      await giftOrder.create(order).go({ response: 'none' });
    },

    /** One GetItem (consistent: a webhook may follow the order's creation by milliseconds). */
    async findOrder(orderId: string): Promise<GiftOrderItem | undefined> {
      return (await giftOrder.get({ orderId }).go({ consistent: true })).data ?? undefined;
    },

    /** One GetItem (consistent: a redemption's loser reads what the winner wrote). */
    async findCode(codeHash: string): Promise<GiftCodeItem | undefined> {
      return (await giftCode.get({ codeHash }).go({ consistent: true })).data ?? undefined;
    },

    /** A reader's memberships as the user item holds them (tiers, `memberSince`): one GetItem. */
    async membershipHistory(userId: string): Promise<MembershipHistory> {
      const reader = await user
        .get({ id: userId })
        .go({ attributes: ['tier', 'giftTier', 'giftEndsAt', 'memberSince'] });
      return reader.data ?? {};
    },

    /**
     * A paid order: the event recorded, the order PAID with its plain codes waiting for their e-mails
     * (conditioned on PENDING), and one `giftCode` per recipient. ONE TransactWriteItems: 'replayed'
     * when the event was applied before, 'not-pending' when the order was paid by another event.
     */
    async payOrder(
      event: RecordedEvent,
      orderId: string,
      codes: readonly (NewGiftCode & { code: string })[],
      order: Pick<GiftOrderItem, 'giftType' | 'tier' | 'months'>,
    ): Promise<'applied' | 'replayed' | 'not-pending'> {
      const result = await data.transaction
        .write((entities) => [
          entities.paymentEvent.create(eventItem(event)).commit(),
          entities.giftOrder
            .patch({ orderId })
            .set({ status: 'PAID', paidAt: event.receivedAt, pendingCodes: codes.map(({ code }) => code) })
            .where(({ status }, { eq }) => eq(status, 'PENDING'))
            .commit(),
          ...codes.map(({ codeHash, recipientEmail, expiresAt }) =>
            entities.giftCode
              .create({ codeHash, orderId, ...order, recipientEmail, expiresAt, createdAt: event.receivedAt })
              .commit(),
          ),
        ])
        .go();
      if (failedAt(result, 0)) return 'replayed';
      if (result.canceled) return 'not-pending';
      return 'applied';
    },

    /** The order's e-mails are queued: its plain codes removed, for good. One UpdateItem. */
    async markEmailed(orderId: string, now: number): Promise<void> {
      await giftOrder
        .patch({ orderId })
        .set({ emailedAt: now })
        .remove(['pendingCodes'])
        .go({ response: 'none' });
    },

    /**
     * The code redeemed by the reader and their gift tier set (memberSince and friendSince kept once
     * set): ONE TransactWriteItems, conditioned on the code's being unused and unexpired (and, for a
     * group gift, on the reader's never having been a member). False when a condition failed.
     */
    async redeem(redemption: Redemption): Promise<boolean> {
      const { codeHash, userId, tier, endsAt, newMembersOnly, now } = redemption;
      const result = await data.transaction
        .write((entities) => [
          entities.giftCode
            .patch({ codeHash })
            .set({ redeemedBy: userId, redeemedAt: now })
            .where(
              ({ redeemedAt, expiresAt }, { notExists, gt }) =>
                `${notExists(redeemedAt)} AND ${gt(expiresAt, now)}`,
            )
            .commit(),
          entities.user
            .patch({ id: userId })
            .set({ giftTier: tier, giftEndsAt: endsAt })
            .data((attributes, { ifNotExists }) => {
              ifNotExists(attributes.memberSince, now);
              if (tier === 'FRIEND') ifNotExists(attributes.friendSince, now);
            })
            .where(({ memberSince }, { notExists }) => (newMembersOnly ? notExists(memberSince) : ''))
            .commit(),
        ])
        .go();
      return !result.canceled;
    },
  };
}

export type GiftsRepository = ReturnType<typeof createGiftsRepository>;
