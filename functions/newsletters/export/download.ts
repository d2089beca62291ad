import { toAwsTimestamp } from '#shared/api/graphql-user/graphql-user.ts';
import { notFound, type ResultValue } from '#shared/api/results.ts';
import type { SignedInViewer } from '#shared/api/signed-in-field.ts';
import type { ObjectStore } from '#shared/ports/object-store.ts';
import { createManagerCheck, forbidden } from '../managers.ts';
import type { NewsletterRepository } from '../repository.ts';
import { downloadAddressSeconds, exportMessages } from './messages.ts';
import type { ExportRepository } from './repository.ts';

/**
 * Query.newsletterExport (decision 176): an export as its requester sees it — WRITING, READY with a
 * download address working a few minutes (presigned now, so it never outlives the credentials that
 * sign it), or EXPIRED 7 days after its file was written. Anyone else, or a requester who no longer
 * manages the newsletter, is refused; an export the TTL removed is NotFound.
 */
export function createExportDownload(deps: {
  exports: Pick<ExportRepository, 'findExport'>;
  newsletters: Pick<NewsletterRepository, 'findNewsletterById' | 'findCollectionById'>;
  objects: ObjectStore;
  now: () => number;
}) {
  const refuseNonManager = createManagerCheck(deps.newsletters.findCollectionById);
  return async function exportFor(
    viewer: SignedInViewer,
    exportId: string,
  ): Promise<object | ResultValue<'NotFound' | 'Forbidden'>> {
    const record = await deps.exports.findExport(exportId);
    if (!record) return notFound(exportMessages.noExport);
    if (record.requestedBy !== viewer.id) return forbidden(exportMessages.notRequester);
    const newsletter = await deps.newsletters.findNewsletterById(record.newsletterId);
    if (!newsletter) return notFound(exportMessages.noExport);
    const refusal = await refuseNonManager(viewer.id, newsletter);
    if (refusal) return refusal;
    const expired = record.expiresAt * 1000 <= deps.now();
    const state = expired ? 'EXPIRED' : record.state;
    const downloadUrl =
      state === 'READY'
        ? await deps.objects.presignGet(record.objectKey, {
            fileName: `${newsletter.slug}-subscribers.csv`,
            expiresInSeconds: downloadAddressSeconds,
          })
        : null;
    return {
      __typename: 'NewsletterExport',
      id: record.id,
      newsletterV3Id: record.newsletterId,
      state,
      addressCount: record.addressCount ?? null,
      expiresAt: toAwsTimestamp(record.expiresAt * 1000),
      downloadUrl,
    };
  };
}
