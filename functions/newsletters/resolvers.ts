import { toGraphqlCollection } from '#shared/api/graphql-collection/graphql-collection.ts';
import { toGraphqlUser } from '#shared/api/graphql-user/graphql-user.ts';
import type { BatchFieldResolver, FieldResolver, ResolverEvent } from '#shared/api/resolver-router.ts';
import { badRequest, parseArguments } from '#shared/api/results.ts';
import { signedInField } from '#shared/api/signed-in-field.ts';
import { viewerFromIdentity } from '#shared/api/viewer.ts';
import {
  collectionSource,
  createArguments,
  lazilyCreateArguments,
  newsletterArguments,
  newsletterSource,
  statsArguments,
  subscribeArguments,
  unsubscribeAllArguments,
  unsubscribeArguments,
  unsubscribeByLinkArguments,
  updateArguments,
  userSource,
} from './arguments.ts';
import { newsletterMessages } from './messages.ts';
import type { NewsletterRepository } from './repository.ts';
import type { NewslettersService } from './service.ts';
import { importArguments, startImportArguments, validateImportArguments } from './import/arguments.ts';
import { importMessages } from './import/messages.ts';
import type { ImportService } from './import/service.ts';
import type { createSubscriberList } from './subscribers.ts';
import { exportArguments, exportDownloadArguments, subscribersArguments } from './arguments.ts';
import { exportMessages } from './export/messages.ts';
import type { createExportDownload } from './export/download.ts';
import type { createExportRequest } from './export/service.ts';

const newsletterMutation = signedInField(newsletterMessages.signIn);
const editorMutation = signedInField(newsletterMessages.signInToEdit);
const importMutation = signedInField(importMessages.signIn);
const exportMutation = signedInField(exportMessages.signIn);
const exportDownload = signedInField(exportMessages.signInToDownload);
const viewerOf = (event: ResolverEvent) => viewerFromIdentity(event.identity);

/** The boundary (graphql/resolver-manifest.ts "Newsletters"): AppSync events in, validated arguments out. */
export function createNewslettersResolvers({
  service,
  repository,
  imports,
  subscribersOf,
  requestExport,
  exportFor,
}: {
  service: NewslettersService;
  repository: Pick<NewsletterRepository, 'findUserById' | 'findCollectionById'>;
  imports: ImportService;
  subscribersOf: ReturnType<typeof createSubscriberList>;
  requestExport: ReturnType<typeof createExportRequest>;
  exportFor: ReturnType<typeof createExportDownload>;
}) {
  const fields: Record<string, FieldResolver> = {
    'Query.newsletterV3': async (event) =>
      service.newsletter(parseArguments(newsletterArguments, event.arguments).id),
    'Query.newsletterV3Stats': editorMutation(statsArguments, (viewer, args) =>
      service.stats(viewer, args.newsletterV3Id, args.granularity ?? 'DAILY'),
    ),
    'Query.viewerNewsletterSubscriptions': async (event) => service.viewerSubscriptions(viewerOf(event)),
    'User.newsletterV3': async (event) => service.newsletterOfWriter(userSource.parse(event.source).id),
    /** The viewer's own (null on anyone else's User). */
    'User.isEligibleToImportEmails': async (event) => {
      const userId = userSource.parse(event.source).id;
      return viewerOf(event).id === userId ? service.isEligibleToImport(userId) : null;
    },
    'Mutation.subscribeNewsletterV3': newsletterMutation(subscribeArguments, (viewer, args) =>
      service.subscribe(viewer, args.newsletterV3Id, args.shouldRecordConsent ?? false),
    ),
    'Mutation.unsubscribeNewsletterV3': newsletterMutation(unsubscribeArguments, (viewer, args) =>
      service.unsubscribe(viewer, args.newsletterV3Id),
    ),
    'Mutation.fetchOrLazilyCreateNewsletterV3AndMaybeSubscribe': newsletterMutation(
      lazilyCreateArguments,
      (viewer, args) => service.fetchOrLazilyCreate(viewer, args.userId),
    ),
    // No session needed: the link's signature is the proof (decision 153).
    'Mutation.unsubscribeNewsletterV3ByLink': async (event) => {
      const parsed = unsubscribeByLinkArguments.safeParse(event.arguments);
      if (!parsed.success) return badRequest(newsletterMessages.badLink);
      return service.unsubscribeByLink(parsed.data);
    },
    'Mutation.createNewsletterV3': editorMutation(createArguments, (viewer, args) =>
      service.createForCollection(viewer, args),
    ),
    'Mutation.updateNewsletterV3': editorMutation(updateArguments, (viewer, args) =>
      service.update(viewer, args),
    ),
    'Query.newsletterImport': async (event) =>
      imports.find(viewerOf(event).id, parseArguments(importArguments, event.arguments).id),
    'Query.newsletterSubscribers': editorMutation(subscribersArguments, (viewer, args) =>
      subscribersOf(viewer, args.newsletterV3Id, args.paging),
    ),
    'Mutation.validateNewsletterImport': importMutation(validateImportArguments, (viewer, args) =>
      imports.validate(viewer, args.newsletterV3Id, args.csv),
    ),
    'Mutation.startNewsletterImport': importMutation(startImportArguments, (viewer, args) =>
      imports.start(viewer, args.importId, args.hasConsent),
    ),
    'Mutation.exportNewsletterSubscribers': exportMutation(exportArguments, (viewer, args) =>
      requestExport(viewer, args.newsletterV3Id),
    ),
    'Query.newsletterExport': exportDownload(exportDownloadArguments, (viewer, args) =>
      exportFor(viewer, args.id),
    ),
    'Mutation.unsubscribeAllNewslettersV3': newsletterMutation(unsubscribeAllArguments, (viewer, args) =>
      service.unsubscribeAll(viewer, args.type),
    ),
    // The owner of a newsletter, as any reader may see them (viewer-only fields stay null).
    'NewsletterV3.user': async (event) => {
      const source = newsletterSource.parse(event.source);
      if (source.type !== 'AUTHOR') return null;
      const user = await repository.findUserById(source.ownerId);
      return user ? toGraphqlUser(user) : null;
    },
    'NewsletterV3.collection': async (event) => {
      const source = newsletterSource.parse(event.source);
      if (source.type !== 'COLLECTION') return null;
      const collection = await repository.findCollectionById(source.ownerId);
      return collection ? toGraphqlCollection(collection) : null;
    },
  };

  // One request, one viewer: a batch's events all carry the same identity.
  const batchFields: Record<string, BatchFieldResolver> = {
    'Collection.newsletterV3': (events) =>
      service.newslettersOfCollections(events.map((event) => collectionSource.parse(event.source).id)),
    'NewsletterV3.viewerEdge': (events) =>
      service.viewerEdges(
        events.map((event) => newsletterSource.parse(event.source).id),
        viewerFromIdentity(events[0]?.identity),
      ),
  };

  return { fields, batchFields };
}
