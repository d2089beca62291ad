import type { EntityItem } from 'electrodb';
import type { Paging } from '#contract/paging.ts';
import type { FolioData } from '#shared/data/data.ts';
import type { PaymentProviderName } from '#shared/data/entities/membership.ts';
import { queryPage, type Page } from '#shared/data/query-page.ts';
import type { RecordedEvent } from '../membership-rules.ts';
import { eventItem, failedAt, type EventOutcome } from '../repository.ts';

export type ChargeItem = EntityItem<FolioData['entities']['charge']>;

/**
 * Billing history's table access (docs/data-model.md): one request each. A charge event is ONE
 * TransactWriteItems with its `paymentEvent` (conditioned on its absence: a replay changes nothing).
 */
export function createBillingRepository(data: FolioData) {
  const { charge } = data.entities;

  return {
    /**
     * A charge as its event tells it, kept only when no newer state is held (`stateAt`), and never
     * turned back from REFUNDED by an event that arrives late. 'stale' writes nothing: the service
     * records the event alone.
     */
    async recordCharge(event: RecordedEvent, item: ChargeItem): Promise<EventOutcome> {
      const result = await data.transaction
        .write((entities) => [
          entities.paymentEvent.create(eventItem(event)).commit(),
          entities.charge
            .upsert(item)
            .where(({ stateAt, status }, { notExists, lte, ne }) => {
              const newer = `(${notExists(stateAt)} OR ${lte(stateAt, item.stateAt)})`;
              return item.status === 'REFUNDED' ? newer : `${newer} AND ${ne(status, 'REFUNDED')}`;
            })
            .commit(),
        ])
        .go();
      if (failedAt(result, 0)) return 'replayed';
      return result.canceled ? 'stale' : 'applied';
    },

    /** The payer's charges, newest first: one Query of gsi1. */
    history(userId: string, paging: Paging): Promise<Page<ChargeItem>> {
      return queryPage('gsi1', paging, (options) => charge.query.byPayer({ userId }).go(options));
    },

    /** One charge by the provider's id: one GetItem. */
    async find(provider: PaymentProviderName, chargeId: string): Promise<ChargeItem | undefined> {
      return (await charge.get({ provider, chargeId }).go()).data ?? undefined;
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
