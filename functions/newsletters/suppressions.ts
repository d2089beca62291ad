import { normaliseAddress } from '#shared/data/address-suppressions.ts';
import { batchGetMap } from '#shared/data/batch-get.ts';
import type { FolioData } from '#shared/data/data.ts';
import type { SuppressionReason } from '#shared/data/entities/address-suppression.ts';
import { untilNoConflict } from '#shared/data/transaction-conflict.ts';
import type { NewsletterMail } from './mail-tags.ts';

export interface Suppression {
  address: string;
  reason: SuppressionReason;
  detail?: string | undefined;
  at: number;
  /** The newsletter e-mail that bounced or was complained about, if it was one. */
  mail: NewsletterMail | undefined;
}

/**
 * Address suppressions (decision 163), written once here for the feedback consumer that makes them, the
 * sender that honours them and the stats that show them to a newsletter's owner.
 */
export function createSuppressions(data: FolioData) {
  const { addressSuppression, newsletterSuppression } = data.entities;

  /** Which of these addresses are suppressed: one BatchGetItem (the sender asks once per batch). */
  async function suppressedAmong(addresses: readonly string[]): Promise<Set<string>> {
    const keys = [...new Set(addresses.map(normaliseAddress))];
    const found = await batchGetMap(
      keys,
      'address',
      (batch) => addressSuppression.get(batch.map((address) => ({ address }))).go(),
      'addressSuppression',
    );
    return new Set(found.keys());
  }

  return {
    /**
     * Suppresses an address: ONE TransactWriteItems of the address's item (Put `attribute_not_exists`)
     * and, for a newsletter's e-mail, the newsletter's record of it. False: it was suppressed already
     * (SNS delivers at least once; a later complaint keeps the first reason).
     */
    async suppress(suppression: Suppression): Promise<boolean> {
      const address = normaliseAddress(suppression.address);
      const { reason, at, mail } = suppression;
      const result = await untilNoConflict(() =>
        data.transaction
          .write(({ addressSuppression: addresses, newsletterSuppression: byNewsletter }) => [
            addresses
              .create({
                address,
                reason,
                suppressedAt: at,
                ...(suppression.detail ? { detail: suppression.detail } : {}),
              })
              .commit(),
            ...(mail
              ? [
                  byNewsletter
                    .put({
                      newsletterId: mail.newsletterId,
                      address,
                      recipientId: mail.recipientId,
                      reason,
                      suppressedAt: at,
                    })
                    .commit(),
                ]
              : []),
          ])
          .go(),
      );
      if (!result.canceled) return true;
      if (result.data[0]?.code === 'ConditionalCheckFailed') return false;
      throw new Error(`Suppressing ${address} was cancelled: ${JSON.stringify(result.data)}`);
    },

    suppressedAmong,

    /**
     * A newsletter's suppressed subscribers, by address: Query its partition, all pages, keeping those
     * still suppressed (a lifted bounce, decision 188, leaves the newsletter's record behind).
     */
    async suppressedOf(newsletterId: string) {
      const records = (await newsletterSuppression.query.byNewsletter({ newsletterId }).go({ pages: 'all' }))
        .data;
      const still = await suppressedAmong(records.map((record) => record.address));
      return records.filter((record) => still.has(record.address));
    },
  };
}

export type Suppressions = ReturnType<typeof createSuppressions>;
