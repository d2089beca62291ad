import { randomUUID } from 'node:crypto';
import { refuseOverLimit } from '#shared/api/rate-limited.ts';
import { badRequest, notFound, type ResultValue } from '#shared/api/results.ts';
import type { SignedInViewer } from '#shared/api/signed-in-field.ts';
import { addressesPerImportChunk } from '#shared/data/entities/newsletter-import.ts';
import { emailSubscriberId } from '#shared/data/newsletter-id.ts';
import type { RateLimitCounter } from '#shared/data/rate-limit.ts';
import type { QueueSender } from '#shared/queues/queue-sender.ts';
import { newsletterMessages } from '../messages.ts';
import type { NewsletterItem, NewsletterRepository } from '../repository.ts';
import { createManagerCheck } from '../managers.ts';
import type { ConfirmationAsker } from './ask-to-confirm.ts';
import { isEligibleToImportEmails } from './eligibility.ts';
import type { ImportChunkJob } from './import-job.ts';
import { maxMailingListBytes, maxMailingListRows, readMailingList } from './mailing-list.ts';
import { importLimit, importMessages } from './messages.ts';
import type { ImportRepository, NewsletterImportItem } from './repository.ts';

/** Rows of each kind the report lists; the counts are whole. */
const listedRows = 100;
/** An import and its addresses are kept 30 days. */
const keptSeconds = 30 * 24 * 60 * 60;

type Refusal = ResultValue<'BadRequest' | 'NotFound' | 'Forbidden' | 'RateLimited'>;

/** NewsletterImport as the API answers it. */
export const importView = (item: NewsletterImportItem) => ({
  __typename: 'NewsletterImport' as const,
  id: item.id,
  newsletterV3Id: item.newsletterId,
  state: item.state,
  rowCount: item.rowCount,
  validCount: item.total,
  alreadySubscribedCount: item.alreadySubscribedCount,
  badRowCount: item.badRowCount,
  badRows: item.badRows ?? [],
  duplicateRowCount: item.duplicateRowCount,
  duplicateRows: item.duplicateRows ?? [],
  processedCount: item.processed ?? 0,
  askedToConfirmCount: item.askedToConfirm ?? 0,
});
type ImportView = ReturnType<typeof importView>;

export interface ImportDependencies {
  repository: ImportRepository;
  newsletters: Pick<
    NewsletterRepository,
    | 'findNewsletterById'
    | 'findOrMakeWriterNewsletter'
    | 'findCollectionById'
    | 'findUserById'
    | 'hasPublishedStory'
  >;
  queue: QueueSender;
  rateLimits: RateLimitCounter;
  now: () => number;
  /** Sends the confirmation e-mails of an import without consent: the newsletter-send consumer's only. */
  askToConfirm?: ConfirmationAsker;
}

/**
 * Mailing-list imports (decision 168): a CSV checked into a report before anything is imported, then
 * imported by chunk jobs on the newsletter-send queue. An address with an account subscribes that
 * account; one without becomes an e-mail subscriber. Only an eligible manager of the newsletter.
 */
export function createImportService(dependencies: ImportDependencies) {
  const { repository, newsletters, queue, rateLimits, now } = dependencies;
  const refuseNonManager = createManagerCheck(newsletters.findCollectionById);

  async function refuseIneligible(viewerId: string): Promise<Refusal | null> {
    const [user, hasStory] = await Promise.all([
      newsletters.findUserById(viewerId),
      newsletters.hasPublishedStory(viewerId),
    ]);
    return user && isEligibleToImportEmails(user, hasStory, now())
      ? null
      : { __typename: 'Forbidden', message: importMessages.notEligible };
  }

  /** Each address's subscriber id: its account's, or the e-mail subscriber's derived from it. */
  async function subscriberIdsOf(addresses: readonly string[]) {
    const accounts = await repository.accountsByEmail(addresses);
    return addresses.map((address) => ({
      address,
      accountId: accounts.get(address),
      subscriberId: accounts.get(address) ?? emailSubscriberId(address),
    }));
  }

  /** Those of a chunk's addresses not subscribed yet, asked to confirm in the name of the newsletter's owner. */
  async function askToConfirm(
    item: NewsletterImportItem,
    newsletter: NewsletterItem,
    subscribers: Awaited<ReturnType<typeof subscriberIdsOf>>,
  ): Promise<number> {
    if (!dependencies.askToConfirm) throw new Error('Only the newsletter-send consumer asks to confirm.');
    const [subscribed, from] = await Promise.all([
      repository.subscribedAmong(
        newsletter.id,
        subscribers.map(({ subscriberId }) => subscriberId),
      ),
      ownerNameOf(newsletter),
    ]);
    return dependencies.askToConfirm({
      importId: item.id,
      newsletter,
      from,
      addresses: subscribers
        .filter(({ subscriberId }) => !subscribed.has(subscriberId))
        .map(({ address }) => address),
    });
  }

  async function ownerNameOf(newsletter: NewsletterItem): Promise<string> {
    const owner =
      newsletter.type === 'AUTHOR'
        ? await newsletters.findUserById(newsletter.ownerId)
        : await newsletters.findCollectionById(newsletter.ownerId);
    return owner?.name ?? newsletter.name;
  }

  return {
    /** validateNewsletterImport: the report of a CSV, stored with its new addresses; nothing imported. */
    async validate(
      viewer: SignedInViewer,
      newsletterId: string | null | undefined,
      csv: string,
    ): Promise<ImportView | Refusal> {
      if (Buffer.byteLength(csv) > maxMailingListBytes) return badRequest(importMessages.tooLarge);
      const limited = await refuseOverLimit(rateLimits, importLimit, viewer.id, now());
      if (limited) return limited;
      const newsletter = newsletterId
        ? await newsletters.findNewsletterById(newsletterId)
        : await newsletters.findOrMakeWriterNewsletter(viewer.id, now());
      if (!newsletter) return notFound(newsletterMessages.noNewsletter(newsletterId ?? viewer.id));
      const refusal = (await refuseNonManager(viewer.id, newsletter)) ?? (await refuseIneligible(viewer.id));
      if (refusal) return refusal;
      const list = readMailingList(csv);
      if (list.rowCount > maxMailingListRows) return badRequest(importMessages.tooManyRows);
      if (list.rowCount === 0) return badRequest(importMessages.empty);
      const subscribers = await subscriberIdsOf(list.addresses);
      const subscribed = await repository.subscribedAmong(
        newsletter.id,
        subscribers.map((item) => item.subscriberId),
      );
      const added = subscribers
        .filter((item) => !subscribed.has(item.subscriberId))
        .map((item) => item.address);
      const item = {
        id: randomUUID(),
        newsletterId: newsletter.id,
        importedBy: viewer.id,
        rowCount: list.rowCount,
        total: added.length,
        alreadySubscribedCount: list.addresses.length - added.length,
        badRows: list.badRows.slice(0, listedRows),
        badRowCount: list.badRows.length,
        duplicateRows: list.duplicateRows.slice(0, listedRows),
        duplicateRowCount: list.duplicateRows.length,
        chunkCount: Math.ceil(added.length / addressesPerImportChunk),
        createdAt: now(),
        expiresAt: Math.floor(now() / 1000) + keptSeconds,
      };
      await repository.createImport(item, added);
      return importView({ ...item, state: 'VALIDATED', processed: 0, askedToConfirm: 0 });
    },

    /** startNewsletterImport: the importer's validated import queued, one job per chunk, once. */
    async start(
      viewer: SignedInViewer,
      importId: string,
      hasConsent: boolean,
    ): Promise<ImportView | Refusal> {
      const limited = await refuseOverLimit(rateLimits, importLimit, viewer.id, now());
      if (limited) return limited;
      const item = await repository.findImport(importId);
      if (!item || item.importedBy !== viewer.id) return notFound(importMessages.noImport(importId));
      if (!(await repository.startImport(item.id, hasConsent)))
        return badRequest(importMessages.alreadyStarted);
      const jobs = Array.from({ length: item.chunkCount }, (_, index): ImportChunkJob => ({
        kind: 'import-chunk',
        importId: item.id,
        index,
      }));
      if (jobs.length > 0) await queue.send('newsletter-send', jobs);
      else await repository.recordChunk(item.id, 0, 0);
      return importView((await repository.findImport(item.id, true)) ?? item);
    },

    /** Query.newsletterImport: the importer's own; null for anyone else. */
    async find(viewerId: string | undefined, importId: string): Promise<ImportView | null> {
      const item = await repository.findImport(importId, true);
      return item && item.importedBy === viewerId ? importView(item) : null;
    },

    /**
     * One chunk job: with the writer's declared consent each address is subscribed in the subscription's
     * transaction (the count exact; one already subscribed changes nothing), consent recorded; without
     * it each address not subscribed yet is asked to confirm by e-mail (decision 173) and nobody is
     * subscribed. The newsletter's own writer is skipped. Counted once (a redelivered chunk subscribes
     * and asks no one twice).
     */
    async importChunk({ importId, index }: ImportChunkJob): Promise<void> {
      const [item, chunk] = await Promise.all([
        repository.findImport(importId, true),
        repository.findChunk(importId, index),
      ]);
      if (!item || !chunk || item.state === 'VALIDATED' || item.chunksDone?.includes(index)) return;
      const newsletter = await newsletters.findNewsletterById(item.newsletterId);
      if (!newsletter) return;
      const subscribers = (await subscriberIdsOf(chunk.addresses)).filter(
        ({ accountId }) => !(newsletter.type === 'AUTHOR' && accountId === newsletter.ownerId),
      );
      if (!item.hasConsent) {
        const asked = await askToConfirm(item, newsletter, subscribers);
        await repository.recordChunk(importId, index, chunk.addresses.length, asked);
        return;
      }
      const subscribedAt = now();
      for (const { address, accountId, subscriberId } of subscribers) {
        const outcome = await repository.subscribe({
          subscriberId,
          newsletterId: newsletter.id,
          newsletterType: newsletter.type,
          subscribedAt,
          consentRecordedAt: subscribedAt,
          ...(accountId ? {} : { email: address }),
        });
        if (outcome === 'conflict') throw new Error(`Import ${importId} chunk ${index}: subscriptions busy`);
      }
      await repository.recordChunk(importId, index, chunk.addresses.length);
    },
  };
}

export type ImportService = ReturnType<typeof createImportService>;
