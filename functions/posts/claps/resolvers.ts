import { clapMessages } from '#contract/claps.ts';
import type { BatchFieldResolver, FieldResolver } from '#shared/api/resolver-router.ts';
import { parseArguments } from '#shared/api/results.ts';
import { signedInField } from '#shared/api/signed-in-field.ts';
import { viewerFromIdentity } from '#shared/api/viewer.ts';
import { clapArguments, clappersArguments, clapSource } from './arguments.ts';
import type { ClapsService } from './service.ts';

/** The clap fields of the posts Lambda (graphql/resolver-manifest.ts, clapBindings). */
export function createClapsResolvers(claps: ClapsService): {
  fields: Record<string, FieldResolver>;
  batchFields: Record<string, BatchFieldResolver>;
} {
  const readerField = signedInField(clapMessages.signInToClap);
  return {
    fields: {
      'Mutation.clap': readerField(clapArguments, (viewer, request) => claps.clap(viewer, request)),
      'Post.clappers': (event) => {
        const { paging } = parseArguments(clappersArguments, event.arguments);
        return claps.clappersOf(clapSource.parse(event.source).id, paging);
      },
    },
    batchFields: {
      'Post.viewerClapCount': (events) =>
        claps.viewerClapCounts(
          events.map((event) => clapSource.parse(event.source)),
          viewerFromIdentity(events[0]?.identity),
        ),
    },
  };
}
