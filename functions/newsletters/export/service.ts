import { randomUUID } from 'node:crypto';
import { refuseOverLimit } from '#shared/api/rate-limited.ts';
import { notFound, type ResultValue } from '#shared/api/results.ts';
import type { SignedInViewer } from '#shared/api/signed-in-field.ts';
import type { FolioData } from '#shared/data/data.ts';
import type { RateLimitCounter } from '#shared/data/rate-limit.ts';
import { createUserReads } from '#shared/data/reads/users.ts';
import type { Mailer } from '#shared/ports/mailer.ts';
import { downloadPrefix, type ObjectStore } from '#shared/ports/object-store.ts';
import type { QueueSender } from '#shared/queues/queue-sender.ts';
import { createManagerCheck } from '../managers.ts';
import { newsletterMessages } from '../messages.ts';
import type { NewsletterRepository } from '../repository.ts';
import { subscribersCsv } from './csv.ts';
import type { ExportJob } from './export-job.ts';
import { exportLimit, exportLinkDays, exportMessages } from './messages.ts';

type Newsletters = Pick<NewsletterRepository, 'findNewsletterById' | 'findCollectionById'>;

/** Where an export's file is kept: under the presigned-only prefix, by a random id. */
const exportKey = (exportId: string) => `${downloadPrefix}newsletter-exports/${exportId}.csv`;

/**
 * exportNewsletterSubscribers (decision 170): a manager of the newsletter, rate limited, queues an
 * export job on the newsletter-send queue; nothing is read yet.
 */
export function createExportRequest(deps: {
  newsletters: Newsletters;
  queue: QueueSender;
  rateLimits: RateLimitCounter;
  now: () => number;
}) {
  const refuseNonManager = createManagerCheck(deps.newsletters.findCollectionById);
  return async function requestExport(
    viewer: SignedInViewer,
    newsletterId: string,
  ): Promise<object | ResultValue<'NotFound' | 'Forbidden' | 'RateLimited'>> {
    const limited = await refuseOverLimit(deps.rateLimits, exportLimit, viewer.id, deps.now());
    if (limited) return limited;
    const newsletter = await deps.newsletters.findNewsletterById(newsletterId);
    if (!newsletter) return notFound(newsletterMessages.noNewsletter(newsletterId));
    const refusal = await refuseNonManager(viewer.id, newsletter);
    if (refusal) return refusal;
    const job: ExportJob = {
      kind: 'export-subscribers',
      exportId: randomUUID(),
      newsletterId: newsletter.id,
      requestedBy: viewer.id,
    };
    await deps.queue.send('newsletter-send', [job]);
    return { __typename: 'NewsletterExportQueued', newsletterV3Id: newsletter.id };
  };
}

/**
 * The export job (decision 169's addresses): every subscriber of the newsletter, oldest first; e-mail
 * subscribers' imported addresses and the addresses of accounts that allow sharing theirs with writers
 * and editors (`allowEmailAddressSharingEditorWriter`). The CSV goes to the object store and its
 * presigned link, valid 7 days, to the manager who asked — if they still manage the newsletter.
 */
export function createExportJob(deps: {
  data: FolioData;
  newsletters: Newsletters;
  objects: ObjectStore;
  mailer: Mailer;
  siteOrigin: () => Promise<string>;
}) {
  const refuseNonManager = createManagerCheck(deps.newsletters.findCollectionById);
  const { findUsersByIds } = createUserReads(deps.data);

  async function exportableAddresses(newsletterId: string) {
    const { data: subscriptions } = await deps.data.entities.newsletterSubscription.query
      .byNewsletter({ newsletterId })
      .go({ pages: 'all' });
    const accounts = await findUsersByIds(
      subscriptions.filter((item) => !item.email).map((item) => item.subscriberId),
    );
    return subscriptions.flatMap((item) => {
      if (item.email) return [item.email];
      const account = accounts.get(item.subscriberId);
      return account?.email && account.allowEmailAddressSharingEditorWriter ? [account.email] : [];
    });
  }

  return async function runExport(job: ExportJob) {
    const [newsletter, requester] = await Promise.all([
      deps.newsletters.findNewsletterById(job.newsletterId),
      findUsersByIds([job.requestedBy]).then((users) => users.get(job.requestedBy)),
    ]);
    if (!newsletter || !requester?.email) return;
    if (await refuseNonManager(requester.id, newsletter)) return;
    const addresses = await exportableAddresses(newsletter.id);
    const key = exportKey(job.exportId);
    await deps.objects.put(key, subscribersCsv(addresses), 'text/csv; charset=utf-8');
    const presigned = await deps.objects.presignGet(key, {
      fileName: `${newsletter.slug}-subscribers.csv`,
      expiresInSeconds: exportLinkDays * 24 * 60 * 60,
    });
    const link = presigned.startsWith('/') ? `${await deps.siteOrigin()}${presigned}` : presigned;
    await deps.mailer.send({
      to: requester.email,
      subject: exportMessages.subject(newsletter.name),
      text: exportMessages.body(newsletter.name, addresses.length, link),
    });
  };
}
