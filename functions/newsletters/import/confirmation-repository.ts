import type { EntityItem } from 'electrodb';
import { batchGetMap } from '#shared/data/batch-get.ts';
import { isConditionFailure } from '#shared/data/condition-failure.ts';
import type { FolioData } from '#shared/data/data.ts';

export type ConfirmationItem = EntityItem<FolioData['entities']['newsletterConfirmation']>;
type ConfirmationKey = Pick<ConfirmationItem, 'newsletterId' | 'addressId'>;

const ignoringConditionFailure = (error: unknown) => {
  if (!isConditionFailure(error)) throw error;
  return false;
};

/**
 * Pending confirmations' reads and writes (docs/data-model.md "Newsletter imports", decision 173); one
 * function per access pattern. The table's key only: no index sees them.
 */
export function createConfirmationRepository(data: FolioData) {
  const { newsletterConfirmation } = data.entities;

  return {
    /** The confirmations of these addresses a newsletter has, by address id: one consistent BatchGetItem. */
    confirmationsAmong(newsletterId: string, addressIds: readonly string[]) {
      return batchGetMap(
        addressIds,
        'addressId',
        (keys) =>
          newsletterConfirmation
            .get(keys.map((addressId) => ({ newsletterId, addressId })))
            .go({ consistent: true }),
        'newsletterConfirmation',
      );
    },

    /**
     * Claims an address's confirmation e-mail before it is sent: PutItem conditioned on none being kept,
     * on the kept one having expired (`nowSeconds`; TTL deletes late), or on a claim never marked sent
     * made before `staleBefore` (its invocation died). False when the address was asked already.
     */
    async claim(
      item: Omit<ConfirmationItem, 'sentAt' | 'confirmedAt'>,
      staleBefore: number,
      nowSeconds: number,
    ) {
      return newsletterConfirmation
        .put(item)
        .where(
          (attr, op) =>
            `${op.notExists(attr.claimedAt)} OR ${op.lt(attr.expiresAt, nowSeconds)} OR (${op.notExists(attr.sentAt)} AND ${op.lt(attr.claimedAt, staleBefore)})`,
        )
        .go({ response: 'none' })
        .then(() => true, ignoringConditionFailure);
    },

    /** The e-mail went: UpdateItem SET sentAt. */
    async markSent(key: ConfirmationKey, sentAt: number) {
      await newsletterConfirmation.patch(key).set({ sentAt }).go({ response: 'none' });
    },

    /** The mailer refused: the claim is removed (DeleteItem, only if still ours), so a retry may send. */
    async release(key: ConfirmationKey, claimedAt: number) {
      await newsletterConfirmation
        .delete(key)
        .where((attr, op) => `${op.eq(attr.claimedAt, claimedAt)} AND ${op.notExists(attr.sentAt)}`)
        .go({ response: 'none' })
        .catch(ignoringConditionFailure);
    },

    /** One address's confirmation: a consistent GetItem. */
    async find(key: ConfirmationKey): Promise<ConfirmationItem | undefined> {
      return (await newsletterConfirmation.get(key).go({ consistent: true })).data ?? undefined;
    },

    /** The address confirmed: UpdateItem SET confirmedAt, once (`attribute_not_exists`); false if it had. */
    async markConfirmed(key: ConfirmationKey, confirmedAt: number): Promise<boolean> {
      return newsletterConfirmation
        .patch(key)
        .set({ confirmedAt })
        .where((attr, op) => op.notExists(attr.confirmedAt))
        .go({ response: 'none' })
        .then(() => true, ignoringConditionFailure);
    },
  };
}

export type ConfirmationRepository = ReturnType<typeof createConfirmationRepository>;
