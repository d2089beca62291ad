import { catalogMessages } from '#contract/catalogs.ts';
import type { BatchFieldResolver, FieldResolver } from '#shared/api/resolver-router.ts';
import { badRequest, describeZodError, parseArguments } from '#shared/api/results.ts';
import { signedInField } from '#shared/api/signed-in-field.ts';
import { viewerFromIdentity } from '#shared/api/viewer.ts';
import {
  addToPredefinedCatalogArguments,
  catalogArguments,
  catalogItemsArguments,
  catalogsByUserArguments,
  catalogSource,
  createCatalogArguments,
  deleteCatalogArguments,
  editCatalogItemsArguments,
  followCatalogArguments,
  followedCatalogsArguments,
  postCatalogMembershipArguments,
  idSource,
  itemsPageArguments,
  notificationListSource,
  updateCatalogArguments,
} from './arguments.ts';
import type { CatalogOperation } from './operations.ts';
import type { CatalogsService } from './service.ts';

/** The list fields of the posts Lambda (graphql/resolver-manifest.ts, catalogFields). */
export function createCatalogsResolvers(catalogs: CatalogsService) {
  const ownerField = signedInField(catalogMessages.signIn);
  const fields: Record<string, FieldResolver> = {
    'Query.catalog': async (event) => {
      const parsed = catalogArguments.safeParse(event.arguments);
      if (!parsed.success) return badRequest(describeZodError(parsed.error));
      return catalogs.catalog(parsed.data.catalogSlugId, viewerFromIdentity(event.identity));
    },
    'Query.catalogItems': async (event) => {
      const parsed = catalogItemsArguments.safeParse(event.arguments);
      if (!parsed.success) return badRequest(describeZodError(parsed.error));
      const { catalogSlugId, paging } = parsed.data;
      return catalogs.catalogItems(catalogSlugId, paging, viewerFromIdentity(event.identity));
    },
    'Query.catalogsByUser': async (event) => {
      const parsed = catalogsByUserArguments.safeParse(event.arguments);
      if (!parsed.success) return badRequest(describeZodError(parsed.error));
      return catalogs.catalogsByUser(parsed.data, viewerFromIdentity(event.identity));
    },
    'Query.postCatalogMembership': ownerField(postCatalogMembershipArguments, (viewer, request) =>
      catalogs.membership(viewer, request.postId, request.isPostKind !== false),
    ),
    'Mutation.addToPredefinedCatalog': ownerField(addToPredefinedCatalogArguments, (viewer, request) =>
      catalogs.addToPredefinedCatalog(viewer, request),
    ),
    'Mutation.createCatalog': ownerField(createCatalogArguments, (viewer, { input }) =>
      catalogs.createCatalog(viewer, input),
    ),
    'Mutation.updateCatalog': ownerField(updateCatalogArguments, (viewer, { input }) =>
      catalogs.updateCatalog(viewer, input),
    ),
    'Mutation.deleteCatalog': ownerField(deleteCatalogArguments, (viewer, { catalogId }) =>
      catalogs.deleteCatalog(viewer, catalogId),
    ),
    'Mutation.editCatalogItems': ownerField(editCatalogItemsArguments, (viewer, request) =>
      catalogs.editCatalogItems(viewer, { ...request, operations: request.operations as CatalogOperation[] }),
    ),
    'User.catalogsConnection': async (event) => {
      const { paging } = parseArguments(followedCatalogsArguments, event.arguments);
      const user = idSource.parse(event.source);
      return catalogs.catalogsByUser({ userId: user.id, paging }, viewerFromIdentity(event.identity));
    },
    'Query.followedCatalogs': ownerField(followedCatalogsArguments, (viewer, { paging }) =>
      catalogs.followedCatalogs(viewer, paging),
    ),
    'Mutation.followCatalog': ownerField(followCatalogArguments, (viewer, { catalogId }) =>
      catalogs.setFollowing(viewer, catalogId, true),
    ),
    'Mutation.unfollowCatalog': ownerField(followCatalogArguments, (viewer, { catalogId }) =>
      catalogs.setFollowing(viewer, catalogId, false),
    ),
  };

  // One request, one viewer: a batch's events all carry the same identity.
  const batchFields: Record<string, BatchFieldResolver> = {
    'Catalog.itemsConnection': (events) =>
      catalogs.itemsOf(
        events.map((event) => ({
          ...catalogSource.parse(event.source),
          page: parseArguments(itemsPageArguments, event.arguments).paging,
        })),
        viewerFromIdentity(events[0]?.identity),
      ),
    // Notifications (issue #16): the list a LIST_FOLLOWED notification names.
    'Notification.catalog': (events) =>
      catalogs.listsInPlace(
        events.map((event) => notificationListSource.parse(event.source).catalogId),
        viewerFromIdentity(events[0]?.identity),
      ),
    'Catalog.viewerIsFollowing': (events) =>
      catalogs.viewerFollows(
        events.map((event) => idSource.parse(event.source).id),
        viewerFromIdentity(events[0]?.identity),
      ),
    'Post.viewerCatalogIds': (events) =>
      catalogs.viewerCatalogIds(
        events.map((event) => idSource.parse(event.source).id),
        viewerFromIdentity(events[0]?.identity),
      ),
  };

  return { fields, batchFields };
}
