import type { EntityItem } from 'electrodb';
import { isConditionFailure } from '#shared/data/condition-failure.ts';
import type { FolioData } from '#shared/data/data.ts';
import type { PaymentProviderName } from '#shared/data/entities/membership.ts';
import { paymentEventRetentionSeconds } from '#shared/data/entities/payment-event.ts';
import type { MembershipChange, RecordedEvent } from './membership-rules.ts';

export type MembershipItem = EntityItem<FolioData['entities']['membership']>;

/** How a webhook's transaction ended: written; the state held is newer (event recorded only); seen before. */
export type EventOutcome = 'applied' | 'stale' | 'replayed';

/** The entities a write transaction's callback receives (`data.transaction.write`). */
type TransactionEntities = Parameters<Parameters<FolioData['transaction']['write']>[0]>[0];

export const eventItem = (event: RecordedEvent) => ({
  ...event,
  expiresAt: Math.floor(event.receivedAt / 1000) + paymentEventRetentionSeconds,
});

export type TransactionResult = { canceled: boolean; data: readonly ({ code?: string } | undefined)[] };
export const failedAt = (result: TransactionResult, index: number) =>
  result.canceled && result.data[index]?.code === 'ConditionalCheckFailed';

/**
 * The memberships domain's table access (docs/data-model.md): one function, one DynamoDB request each.
 * Every change a webhook makes is ONE TransactWriteItems with its `paymentEvent`, conditioned on that
 * event's absence: a replay fails the condition and changes nothing.
 */
export function createMembershipsRepository(data: FolioData) {
  const { membership, paymentCustomer, paymentEvent, user } = data.entities;

  /** The event's record, as the first item of its transaction (created: conditioned on its absence). */
  const eventRecord = (entities: TransactionEntities, event: RecordedEvent) =>
    entities.paymentEvent.create(eventItem(event)).commit();

  return {
    /** The reader's membership: one GetItem. */
    async findMembership(userId: string): Promise<MembershipItem | undefined> {
      return (await membership.get({ userId }).go()).data ?? undefined;
    },

    /** Who a checkout is for (name and address for the provider's customer): one GetItem. */
    async findReader(userId: string) {
      return (await user.get({ id: userId }).go({ attributes: ['id', 'name', 'email'] })).data ?? undefined;
    },

    /** The reader a provider's customer is: one GetItem. */
    async userOfCustomer(provider: PaymentProviderName, customerId: string): Promise<string | undefined> {
      return (await paymentCustomer.get({ provider, customerId }).go()).data?.userId;
    },

    /** Whether an event was applied before (a replay skips the provider's read): one GetItem. */
    async hasEvent(provider: PaymentProviderName, eventId: string): Promise<boolean> {
      return Boolean((await paymentEvent.get({ provider, eventId }).go()).data);
    },

    /**
     * A reader's first customer: the customer → reader record and the membership that holds the
     * customer, created together (ONE TransactWriteItems), only when the reader has no membership.
     * False when one exists already (a concurrent first checkout won).
     */
    async createCustomer(record: {
      provider: PaymentProviderName;
      customerId: string;
      userId: string;
      now: number;
    }): Promise<boolean> {
      const { provider, customerId, userId, now } = record;
      const result = await data.transaction
        .write((entities) => [
          entities.membership.create({ userId, provider, customerId, updatedAt: now }).commit(),
          entities.paymentCustomer.put({ provider, customerId, userId, createdAt: now }).commit(),
        ])
        .go();
      return !result.canceled;
    },

    /**
     * A subscription's state applied: the event recorded, the membership set conditioned on holding no
     * newer state (`stateAt`), the reader's tier set (memberSince and friendSince kept once set). ONE
     * TransactWriteItems; when the state held is newer, the event alone is recorded (a second one).
     */
    async applyMembershipChange(event: RecordedEvent, change: MembershipChange): Promise<EventOutcome> {
      const { userId, stateAt, tier, since, fields, cleared } = change;
      const result = await data.transaction
        .write((entities) => [
          eventRecord(entities, event),
          entities.membership
            .patch({ userId })
            .set({ ...fields, stateAt, updatedAt: event.receivedAt })
            .remove(cleared)
            .where(
              (attributes, { notExists, lte }) =>
                `${notExists(attributes.stateAt)} OR ${lte(attributes.stateAt, stateAt)}`,
            )
            .commit(),
          entities.user
            .patch({ id: userId })
            .set({ tier })
            .data((attributes, { ifNotExists }) => {
              if (since.memberSince) ifNotExists(attributes.memberSince, since.memberSince);
              if (since.friendSince) ifNotExists(attributes.friendSince, since.friendSince);
            })
            .commit(),
        ])
        .go();
      if (failedAt(result, 0)) return 'replayed';
      if (!result.canceled) return 'applied';
      return (await this.recordEvent({ ...event, outcome: 'stale' })) ? 'stale' : 'replayed';
    },

    /** A renewal's payment: the event recorded with the failure counted, or the failures cleared. */
    async applyPayment(
      event: RecordedEvent,
      userId: string,
      paid: boolean,
      at: number,
    ): Promise<EventOutcome> {
      const result = await data.transaction
        .write((entities) => [
          eventRecord(entities, event),
          paid
            ? entities.membership
                .patch({ userId })
                .set({ paymentFailureCount: 0, updatedAt: event.receivedAt })
                .remove(['paymentFailedAt'])
                .where(
                  ({ paymentFailedAt }, { notExists, lte }) =>
                    `${notExists(paymentFailedAt)} OR ${lte(paymentFailedAt, at)}`,
                )
                .commit()
            : entities.membership
                .patch({ userId })
                .set({ paymentFailedAt: at, updatedAt: event.receivedAt })
                .add({ paymentFailureCount: 1 })
                .commit(),
        ])
        .go();
      if (failedAt(result, 0)) return 'replayed';
      if (!result.canceled) return 'applied';
      return (await this.recordEvent({ ...event, outcome: 'stale' })) ? 'stale' : 'replayed';
    },

    /** An event that changes nothing, recorded (conditioned on its absence): false when seen before. */
    async recordEvent(event: RecordedEvent): Promise<boolean> {
      try {
        await paymentEvent.create(eventItem(event)).go({ response: 'none' });
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
  };
}

export type MembershipsRepository = ReturnType<typeof createMembershipsRepository>;
