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
import { createExportableAddresses } from './addresses.ts';
import { subscribersCsv } from './csv.ts';
import type { ExportJob } from './export-job.ts';
import { exportLimit, exportLinkDays, exportMessages } from './messages.ts';
import type { ExportRepository } from './repository.ts';

type Newsletters = Pick<NewsletterRepository, 'findNewsletterById' | 'findCollectionById'>;

/** Where an export's file is kept: under the presigned-only prefix, by a random id. */
const exportKey = (exportId: string) => `${downloadPrefix}newsletter-exports/${exportId}.csv`;

/** The page that downloads an export for its requester (web ShowNewsletterExport). */
export const exportPagePath = (exportId: string) => `/me/subscribers/exports/${exportId}`;

/** Epoch seconds `exportLinkDays` after `ms`: the export's TTL. */
const expiryAfter = (ms: number) => Math.floor(ms / 1000) + exportLinkDays * 24 * 60 * 60;

/**
 * exportNewsletterSubscribers (decisions 170, 176): a manager of the newsletter, rate limited, gets an
 * export record (WRITING) and its job on the newsletter-send queue; nothing is read yet.
 */
export function createExportRequest(deps: {
  newsletters: Newsletters;
  exports: Pick<ExportRepository, 'createExport'>;
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
    const createdAt = deps.now();
    await deps.exports.createExport({
      id: job.exportId,
      newsletterId: job.newsletterId,
      requestedBy: job.requestedBy,
      objectKey: exportKey(job.exportId),
      createdAt,
      expiresAt: expiryAfter(createdAt),
    });
    await deps.queue.send('newsletter-send', [job]);
    return { __typename: 'NewsletterExportQueued', newsletterV3Id: newsletter.id, exportId: job.exportId };
  };
}

/**
 * The export job: the CSV of the addresses decision 169 allows goes to the object store, the record
 * becomes READY for 7 days, and the manager who asked — if they still manage the newsletter — gets a
 * link to the Folio page that downloads it for them only (decision 176).
 */
export function createExportJob(deps: {
  data: FolioData;
  newsletters: Newsletters;
  exports: Pick<ExportRepository, 'findExport' | 'markReady'>;
  objects: ObjectStore;
  mailer: Mailer;
  siteOrigin: () => Promise<string>;
  now: () => number;
}) {
  const refuseNonManager = createManagerCheck(deps.newsletters.findCollectionById);
  const { findUsersByIds } = createUserReads(deps.data);
  const exportableAddresses = createExportableAddresses(deps.data);

  return async function runExport(job: ExportJob) {
    const [record, newsletter, requester] = await Promise.all([
      deps.exports.findExport(job.exportId),
      deps.newsletters.findNewsletterById(job.newsletterId),
      findUsersByIds([job.requestedBy]).then((users) => users.get(job.requestedBy)),
    ]);
    if (!record || !newsletter || !requester?.email) return;
    if (await refuseNonManager(requester.id, newsletter)) return;
    const addresses = await exportableAddresses(newsletter.id);
    await deps.objects.put(record.objectKey, subscribersCsv(addresses), 'text/csv; charset=utf-8');
    await deps.exports.markReady(record.id, addresses.length, expiryAfter(deps.now()));
    await deps.mailer.send({
      to: requester.email,
      subject: exportMessages.subject(newsletter.name),
      text: exportMessages.body(
        newsletter.name,
        addresses.length,
        `${await deps.siteOrigin()}${exportPagePath(record.id)}`,
      ),
    });
  };
}
