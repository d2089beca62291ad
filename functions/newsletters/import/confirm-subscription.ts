import { emailSubscriberId } from '#shared/data/newsletter-id.ts';
import type { NewsletterRepository } from '../repository.ts';
import type { ConfirmationLink } from './confirmation-link.ts';
import type { ConfirmationRepository } from './confirmation-repository.ts';
import type { ImportRepository } from './repository.ts';

export interface ConfirmDependencies {
  confirmations: ConfirmationRepository;
  imports: Pick<ImportRepository, 'accountsByEmail' | 'subscribe'>;
  newsletters: Pick<NewsletterRepository, 'findNewsletterById'>;
  now: () => number;
}

/** Where a signed, unexpired link stands: its address asked and not yet confirmed, confirmed, or gone. */
export type ConfirmationState =
  { state: 'pending' | 'confirmed' | 'already-subscribed'; newsletterName: string } | { state: 'expired' };

/**
 * The confirmation link's two steps (decision 173), after its signature and expiry are checked:
 * `peek` (the GET a mail scanner may make) only reads; `confirm` (the page's POST) subscribes the
 * address in the subscription transaction a consented import uses — its account by id if it has one
 * now, else as an e-mail subscriber (decision 168) — with consent recorded now, and marks the
 * confirmation. A second POST subscribes nobody and counts nothing.
 */
export function createConfirmSubscription({ confirmations, imports, newsletters, now }: ConfirmDependencies) {
  async function find(link: ConfirmationLink) {
    const [item, newsletter] = await Promise.all([
      confirmations.find({ newsletterId: link.newsletterId, addressId: link.addressId }),
      newsletters.findNewsletterById(link.newsletterId),
    ]);
    const isLive = item && item.expiresAt === link.expiresAt && item.expiresAt * 1000 > now();
    return isLive && newsletter ? { item, newsletter } : undefined;
  }

  return {
    async peek(link: ConfirmationLink): Promise<ConfirmationState> {
      const found = await find(link);
      if (!found) return { state: 'expired' };
      const state = found.item.confirmedAt === undefined ? 'pending' : 'already-subscribed';
      return { state, newsletterName: found.newsletter.name };
    },

    async confirm(link: ConfirmationLink): Promise<ConfirmationState> {
      const found = await find(link);
      if (!found) return { state: 'expired' };
      const { item, newsletter } = found;
      const newsletterName = newsletter.name;
      if (item.confirmedAt !== undefined) return { state: 'already-subscribed', newsletterName };
      const accountId = (await imports.accountsByEmail([item.address])).get(item.address);
      const at = now();
      const outcome = await imports.subscribe({
        subscriberId: accountId ?? emailSubscriberId(item.address),
        newsletterId: newsletter.id,
        newsletterType: newsletter.type,
        subscribedAt: at,
        consentRecordedAt: at,
        ...(accountId ? {} : { email: item.address }),
      });
      if (outcome === 'conflict') throw new Error(`Confirming ${newsletter.id}: subscriptions busy`);
      if (outcome === 'newsletter-missing') return { state: 'expired' };
      await confirmations.markConfirmed({ newsletterId: newsletter.id, addressId: item.addressId }, at);
      return { state: outcome === 'subscribed' ? 'confirmed' : 'already-subscribed', newsletterName };
    },
  };
}

export type ConfirmSubscription = ReturnType<typeof createConfirmSubscription>;
