import type { FieldResolver } from '#shared/api/resolver-router.ts';
import { answeringBadRequest, badRequest, describeZodError, parseArguments } from '#shared/api/results.ts';
import { signedInField } from '#shared/api/signed-in-field.ts';
import { viewerFromIdentity } from '#shared/api/viewer.ts';
import { parentSource } from '../arguments.ts';
import {
  addToSeriesArguments,
  createSeriesArguments,
  moveInSeriesArguments,
  removeFromSeriesArguments,
  seriesCandidatesArguments,
  seriesArguments,
  seriesConnectionArguments,
  seriesLibraryArguments,
  sequenceSource,
} from './arguments.ts';
import type { SeriesService } from './service.ts';

const signInToEdit = 'Sign in to make and change your series.';

/** The series fields of the posts Lambda (graphql/resolver-manifest.ts, seriesFields). */
export function createSeriesResolvers(series: SeriesService): Record<string, FieldResolver> {
  const writerField = signedInField(signInToEdit);
  return {
    'Query.series': async (event) => {
      const parsed = seriesArguments.safeParse(event.arguments);
      if (!parsed.success) return badRequest(describeZodError(parsed.error));
      return series.series(parsed.data.postId, viewerFromIdentity(event.identity));
    },
    'Query.seriesCandidates': writerField(seriesCandidatesArguments, (viewer) =>
      series.seriesCandidates(viewer),
    ),
    'Mutation.createSeries': writerField(createSeriesArguments, (viewer, request) =>
      series.createSeries(viewer, request),
    ),
    'Mutation.addToSeries': writerField(addToSeriesArguments, (viewer, request) =>
      series.addToSeries(viewer, request),
    ),
    'Mutation.removeFromSeries': writerField(removeFromSeriesArguments, (viewer, request) =>
      series.removeFromSeries(viewer, request),
    ),
    'Mutation.moveInSeries': writerField(moveInSeriesArguments, (viewer, request) =>
      series.moveInSeries(viewer, request),
    ),
    'Query.seriesLibrary': async (event) => {
      const parsed = seriesLibraryArguments.safeParse(event.arguments);
      if (!parsed.success) return badRequest(describeZodError(parsed.error));
      return answeringBadRequest(() =>
        series.seriesLibrary(parsed.data.paging, viewerFromIdentity(event.identity)),
      );
    },
    'Post.sequence': (event) =>
      series.sequenceOf(sequenceSource.parse(event.source), viewerFromIdentity(event.identity)),
    'User.seriesConnection': (event) => {
      const { paging } = parseArguments(seriesConnectionArguments, event.arguments);
      const user = parentSource.parse(event.source);
      return series.seriesOfWriter(user.id, paging, viewerFromIdentity(event.identity));
    },
  };
}
