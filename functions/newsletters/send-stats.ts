import type { EntityItem } from 'electrodb';
import type { FolioData } from '#shared/data/data.ts';
import { untilNoConflict } from '#shared/data/transaction-conflict.ts';
import type { NewsletterMail } from './mail-tags.ts';

/** What can happen to a recipient's e-mail, each counted once (decision 164). */
export type MailOutcome = 'sent' | 'delivered' | 'bounced' | 'complained' | 'opened' | 'clicked';

const markOf = {
  sent: 'sentAt',
  delivered: 'deliveredAt',
  bounced: 'bouncedAt',
  complained: 'complainedAt',
  opened: 'openedAt',
  clicked: 'clickedAt',
} as const satisfies Record<MailOutcome, string>;

const countNames = ['sent', 'suppressed', 'delivered', 'bounced', 'complained', 'opened', 'clicked'] as const;

/** One newsletter's send with every count (0 when never moved). */
export type SendCounts = Omit<
  EntityItem<FolioData['entities']['newsletterSendStats']>,
  (typeof countNames)[number]
> &
  Record<(typeof countNames)[number], number>;

/**
 * A send's counts per newsletter (decision 164), written once here for the sender, the SES feedback
 * consumer and the open pixel and click redirects: each outcome is ONE TransactWriteItems of the
 * recipient's delivery (its mark SET only if absent, on an existing delivery) and the newsletter's stats
 * item of the send (ADD 1), so a redelivered event, a reopened e-mail or a second click count nothing.
 */
export function createSendStats(data: FolioData) {
  const counted = async (
    send: () => Promise<{ canceled: boolean; data: readonly ({ code?: string } | undefined)[] }>,
  ) => {
    const result = await untilNoConflict(send);
    if (!result.canceled) return true;
    if (result.data[0]?.code === 'ConditionalCheckFailed') return false;
    throw new Error(`A newsletter count was cancelled: ${JSON.stringify(result.data)}`);
  };

  return {
    /** Counts an outcome of a delivered e-mail; false when it was counted already (or never sent). */
    count(mail: NewsletterMail, outcome: MailOutcome, at: number): Promise<boolean> {
      const { postId, recipientId, newsletterId } = mail;
      const mark = markOf[outcome];
      return counted(() =>
        data.transaction
          .write(({ newsletterDelivery, newsletterSendStats }) => [
            newsletterDelivery
              .patch({ postId, recipientId })
              .set({ [mark]: at })
              .where((attr, op) => op.notExists(attr[mark]))
              .commit(),
            outcome === 'sent'
              ? newsletterSendStats
                  .update({ newsletterId, postId })
                  .add({ sent: 1 })
                  .set({ lastSentAt: at })
                  .commit()
              : newsletterSendStats
                  .update({ newsletterId, postId })
                  .add({ [outcome]: 1 })
                  .commit(),
          ])
          .go(),
      );
    },

    /**
     * A recipient not sent to because the address is suppressed (decision 163): the delivery Put as
     * skipped (`attribute_not_exists`) and the send's `suppressed` ADD 1, once per recipient.
     */
    countSuppressed(mail: NewsletterMail, at: number): Promise<boolean> {
      const { postId, recipientId, newsletterId } = mail;
      return counted(() =>
        data.transaction
          .write(({ newsletterDelivery, newsletterSendStats }) => [
            newsletterDelivery
              .put({ postId, recipientId, newsletterId, claimedAt: at, skippedAt: at })
              .where((attr, op) => op.notExists(attr.claimedAt))
              .commit(),
            newsletterSendStats.update({ newsletterId, postId }).add({ suppressed: 1 }).commit(),
          ])
          .go(),
      );
    },

    /**
     * A newsletter's sends with their counts, newest first: Query its partition, all pages (one item
     * per story sent). A count never moved is absent from the item (UpdateItem made it): 0.
     */
    async sendsOf(newsletterId: string) {
      const { data: items } = await data.entities.newsletterSendStats.query
        .byNewsletter({ newsletterId })
        .go({ pages: 'all' });
      return items
        .map((item) => ({
          ...item,
          ...Object.fromEntries(countNames.map((name) => [name, item[name] ?? 0])),
        }))
        .sort((a, b) => (b.lastSentAt ?? 0) - (a.lastSentAt ?? 0)) as SendCounts[];
    },
  };
}

export type SendStats = ReturnType<typeof createSendStats>;
