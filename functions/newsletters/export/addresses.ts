import type { FolioData } from '#shared/data/data.ts';
import { createUserReads } from '#shared/data/reads/users.ts';

/** Subscriptions read a Query page; their accounts in BatchGetItems of 100 (decision 177). */
const subscriptionsPerPage = 1000;

/**
 * The addresses decision 169 lets a newsletter's managers export, oldest subscriber first: e-mail
 * subscribers' imported addresses and the addresses of accounts that allow sharing theirs with writers
 * and editors (`allowEmailAddressSharingEditorWriter`). Read a page at a time, so 100,000 subscribers
 * hold only their addresses in memory (decision 177).
 */
export function createExportableAddresses(data: FolioData) {
  const { findUsersByIds } = createUserReads(data);
  const subscriptionPage = (newsletterId: string, cursor: string | null) =>
    data.entities.newsletterSubscription.query
      .byNewsletter({ newsletterId })
      .go({ cursor, limit: subscriptionsPerPage, attributes: ['subscriberId', 'email'] });
  return async function exportableAddresses(newsletterId: string): Promise<string[]> {
    const addresses: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof subscriptionPage>> = await subscriptionPage(newsletterId, cursor);
      const accounts = await findUsersByIds(
        page.data.filter((item) => !item.email).map((item) => item.subscriberId),
      );
      for (const item of page.data) {
        const account = item.email ? undefined : accounts.get(item.subscriberId);
        if (item.email) addresses.push(item.email);
        else if (account?.email && account.allowEmailAddressSharingEditorWriter)
          addresses.push(account.email);
      }
      cursor = page.cursor;
    } while (cursor);
    return addresses;
  };
}
