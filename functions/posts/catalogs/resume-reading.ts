import type { ReadListeners } from '../reading-history/read-listeners.ts';
import type { CatalogsService } from './service.ts';

/**
 * Resume reading (issue #13): the predefined CURRENTLY_READING list holds the stories a reader started
 * and has not finished — the reading history tells it (read-listeners.ts), newest start on top.
 */
export const resumeReadingListeners = (catalogs: CatalogsService): ReadListeners => ({
  readStarted: (userId, postId) => catalogs.keepResumeReading(userId, postId, true),
  readFinished: (userId, postId) => catalogs.keepResumeReading(userId, postId, false),
});
