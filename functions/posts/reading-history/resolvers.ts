import type { FieldResolver } from '#shared/api/resolver-router.ts';
import { parseArguments } from '#shared/api/results.ts';
import { signedInField } from '#shared/api/signed-in-field.ts';
import { viewerFromIdentity } from '#shared/api/viewer.ts';
import { parentSource } from '../arguments.ts';
import {
  clearReadingHistoryArguments,
  readingHistoryArguments,
  recordPostReadArguments,
  removeFromReadingHistoryArguments,
  setReadingHistoryPausedArguments,
} from './arguments.ts';
import type { ReadingHistoryService } from './service.ts';

const signInToRead = 'Sign in to keep your reading history.';

/** The reading-history fields of the posts Lambda (graphql/resolver-manifest.ts, readingFields). */
export function createReadingHistoryResolvers(history: ReadingHistoryService): Record<string, FieldResolver> {
  const readerField = signedInField(signInToRead);
  return {
    'Mutation.recordPostRead': readerField(recordPostReadArguments, (viewer, { postId, progress }) =>
      history.recordPostRead(viewer, postId, progress),
    ),
    'Mutation.removeFromReadingHistory': readerField(
      removeFromReadingHistoryArguments,
      (viewer, { postId }) => history.removeFromReadingHistory(viewer, postId),
    ),
    'Mutation.clearReadingHistory': readerField(clearReadingHistoryArguments, (viewer) =>
      history.clearReadingHistory(viewer),
    ),
    'Mutation.setReadingHistoryPaused': readerField(setReadingHistoryPausedArguments, (viewer, { paused }) =>
      history.setReadingHistoryPaused(viewer, paused),
    ),
    // Viewer only: anyone else's history answers null.
    'User.readingHistory': async (event) => {
      const { paging } = parseArguments(readingHistoryArguments, event.arguments);
      const user = parentSource.parse(event.source);
      const viewer = viewerFromIdentity(event.identity);
      if (viewer.id !== user.id) return null;
      return history.readingHistoryOf({ ...viewer, id: user.id }, paging);
    },
  };
}
