import { predefinedCatalogId } from '#contract/catalogs.ts';
import type { PostReadingListState } from '#graphql/generated/schema-types.ts';
import type { Viewer } from '#shared/api/viewer.ts';
import { batchGetAcross } from '#shared/data/batch-get.ts';
import type { FolioData } from '#shared/data/data.ts';

/** What Folio records of a reader and a story that the reading-list state is made of. */
export interface ReadingListFacts {
  /** In the reader's Reading list (the predefined list READING_LIST). */
  saved: boolean;
  /** Its end reached: the reading history's `finishedAt`. */
  finished: boolean;
}

/**
 * Spec 3 §3 post reading-list states: ARCHIVE once the reader finished the story (saved or not: it is
 * read), QUEUE while it waits in their Reading list unfinished, NONE otherwise.
 */
export function readingListState({ saved, finished }: ReadingListFacts): PostReadingListState {
  if (finished) return 'READING_LIST_ARCHIVE';
  return saved ? 'READING_LIST_QUEUE' : 'READING_LIST_NONE';
}

/**
 * Post.viewerEdge for a batch of stories: nothing read for a visitor; for a reader ONE BatchGetItem
 * holding their Reading list and their reading-history entries of the stories (batchGetAcross).
 */
export function createViewerEdges(data: FolioData) {
  const { catalog, readingHistory } = data.entities;

  async function factsOf(userId: string, postIds: readonly string[]) {
    const ids = [...new Set(postIds)];
    const stored = await batchGetAcross(
      data,
      [
        catalog.get([{ id: predefinedCatalogId(userId, 'READING_LIST') }]),
        readingHistory.get(ids.map((postId) => ({ userId, postId }))),
      ],
      { consistent: false, what: 'reading list' },
    );
    const owned = { ignoreOwnership: false };
    const [list] = catalog.parse({ Items: stored }, owned).data;
    const entries = readingHistory.parse({ Items: stored }, owned).data;
    return {
      saved: new Set(list?.items.filter((item) => item.type === 'POST').map((item) => item.entityId)),
      finished: new Set(entries.filter((entry) => entry.finishedAt).map((entry) => entry.postId)),
    };
  }

  return async function viewerEdges(postIds: readonly string[], viewer: Viewer) {
    if (!viewer.id)
      return postIds.map(() => ({ readingList: readingListState({ saved: false, finished: false }) }));
    const { saved, finished } = await factsOf(viewer.id, postIds);
    return postIds.map((postId) => ({
      readingList: readingListState({ saved: saved.has(postId), finished: finished.has(postId) }),
    }));
  };
}

export type ViewerEdges = ReturnType<typeof createViewerEdges>;
