import { batchGetMap } from '#shared/data/batch-get.ts';
import type { FolioData } from '#shared/data/data.ts';

/** Subscriptions read a Query page; their accounts in BatchGetItems of 100, a few at once (decision 177). */
const subscriptionsPerPage = 1000;
const batchGetsAtOnce = 4;

/**
 * The addresses decision 169 lets a newsletter's managers export, oldest subscriber first: e-mail
 * subscribers' imported addresses and the addresses of accounts that allow sharing theirs with writers
 * and editors (`allowEmailAddressSharingEditorWriter`). Read a page at a time, the next page asked for
 * while this one's accounts are read, so 100,000 subscribers hold only their addresses in memory and
 * fit the consumer's timeout (decision 177).
 */
export function createExportableAddresses(data: FolioData) {
  const { newsletterSubscription, user } = data.entities;
  const subscriptionPage = (newsletterId: string, cursor: string | null) =>
    newsletterSubscription.query
      .byNewsletter({ newsletterId })
      .go({ cursor, limit: subscriptionsPerPage, attributes: ['subscriberId', 'email'] });
  const accountsOf = (ids: readonly string[]) =>
    batchGetMap(
      ids,
      'id',
      (keys) =>
        user.get(keys.map((id) => ({ id }))).go({
          concurrency: batchGetsAtOnce,
          attributes: ['id', 'email', 'allowEmailAddressSharingEditorWriter'],
        }),
      'user',
    );

  return async function exportableAddresses(newsletterId: string): Promise<string[]> {
    const addresses: string[] = [];
    let next: ReturnType<typeof subscriptionPage> | null = subscriptionPage(newsletterId, null);
    while (next) {
      const page: Awaited<ReturnType<typeof subscriptionPage>> = await next;
      next = page.cursor ? subscriptionPage(newsletterId, page.cursor) : null;
      // Awaited on the next turn; until then its failure must not count as unhandled.
      next?.catch(() => undefined);
      const accounts = await accountsOf(
        page.data.filter((item) => !item.email).map((item) => item.subscriberId),
      );
      for (const item of page.data) {
        const account = item.email ? undefined : accounts.get(item.subscriberId);
        if (item.email) addresses.push(item.email);
        else if (account?.email && account.allowEmailAddressSharingEditorWriter)
          addresses.push(account.email);
      }
    }
    return addresses;
  };
}
