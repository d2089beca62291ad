import { clapMessages, type ClapTargetKind } from '#contract/claps.ts';
import type { BatchFieldResolver, FieldResolver } from '#shared/api/resolver-router.ts';
import { parseArguments } from '#shared/api/results.ts';
import { signedInField } from '#shared/api/signed-in-field.ts';
import { viewerFromIdentity } from '#shared/api/viewer.ts';
import { clapArguments, clapCatalogArguments, clappersArguments, clapSource } from './arguments.ts';
import type { ClapsService } from './service.ts';

/** The clap fields of the posts Lambda (graphql/resolver-manifest.ts, clapBindings). */
export function createClapsResolvers(claps: ClapsService): {
  fields: Record<string, FieldResolver>;
  batchFields: Record<string, BatchFieldResolver>;
} {
  const readerField = signedInField(clapMessages.signInToClap);
  const clappersOf =
    (kind: ClapTargetKind): FieldResolver =>
    (event) => {
      const { paging } = parseArguments(clappersArguments, event.arguments);
      return claps.clappersOf(kind, clapSource.parse(event.source).id, paging);
    };
  const viewerClapCounts =
    (kind: ClapTargetKind): BatchFieldResolver =>
    (events) =>
      claps.viewerClapCounts(
        kind,
        events.map((event) => clapSource.parse(event.source)),
        viewerFromIdentity(events[0]?.identity),
      );
  return {
    fields: {
      'Mutation.clap': readerField(clapArguments, (viewer, { targetPostId, ...request }) =>
        claps.clap(viewer, { ...request, kind: 'post', targetId: targetPostId }),
      ),
      'Mutation.clapCatalog': readerField(clapCatalogArguments, (viewer, { targetCatalogId, ...request }) =>
        claps.clap(viewer, { ...request, kind: 'catalog', targetId: targetCatalogId }),
      ),
      'Post.clappers': clappersOf('post'),
      'Catalog.clappers': clappersOf('catalog'),
    },
    batchFields: {
      'Post.viewerClapCount': viewerClapCounts('post'),
      'Catalog.viewerClapCount': viewerClapCounts('catalog'),
      'Catalog.clapCount': (events) =>
        claps.clapCounts(
          'catalog',
          events.map((event) => clapSource.parse(event.source)),
        ),
    },
  };
}
