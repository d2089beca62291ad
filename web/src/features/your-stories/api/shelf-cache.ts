import type { ApolloCache, Reference } from '@apollo/client';
import type { YourStoriesFilter } from '#graphql/generated/operations.ts';
import { shelfOfFilter, type Shelf } from '../shelves.ts';

/** A story moved between shelves: where it was, where it is now, and the trash's purge time. */
export interface ShelfMove {
  postId: string;
  from: Shelf;
  to: Shelf;
  /** AWSTimestamp; null outside the trash. */
  purgeAt: number | null;
  /** AWSTimestamp of the move: the story's new updatedAt, which puts it first on its new shelf. */
  movedAt: number;
}

interface StoredShelf {
  __typename: string;
  posts?: readonly Reference[];
  counts?: Record<Shelf, number>;
}

/** The shelf a cached Query.yourStories entry holds: its key carries its filterBy (keyArgs). */
const shelfOfEntry = (storeFieldName: string): Shelf | null => {
  const filter = /"filterBy":"([A-Z]+)"/.exec(storeFieldName)?.[1];
  return filter ? shelfOfFilter(filter as YourStoriesFilter) : null;
};

/**
 * A move as every cached shelf shows it (shelves are newest updated first, so the moved story heads
 * its new one): out of the old shelf's list, onto the new one's, each entry's counts by one, and the
 * story's purge time and updatedAt. Run for the optimistic answer and the real one.
 */
export function moveOnShelves(cache: ApolloCache, move: ShelfMove) {
  const ref = cache.identify({ __typename: 'Post', id: move.postId });
  if (!ref || move.from === move.to) return;
  cache.modify({
    id: ref,
    fields: { purgeAt: () => move.purgeAt, updatedAt: () => move.movedAt },
  });
  cache.modify({
    fields: {
      yourStories(stored, { storeFieldName, canRead, DELETE }) {
        // An entry of this field as the cache stores it: a shelf (YourStories) or a refusal, no Reference.
        const value = stored as StoredShelf;
        const { posts, counts } = value;
        const shelf = shelfOfEntry(storeFieldName);
        if (!posts || !counts || !shelf) return value;
        // A story this page never read (an Undo after a fresh load): its shelf is asked again instead.
        if (shelf === move.to && !canRead({ __ref: ref })) return DELETE;
        const others = posts.filter((post) => post.__ref !== ref);
        return {
          ...value,
          posts: shelf === move.from ? others : shelf === move.to ? [{ __ref: ref }, ...others] : posts,
          counts: {
            ...counts,
            [move.from]: Math.max(0, counts[move.from] - 1),
            [move.to]: counts[move.to] + 1,
          },
        };
      },
    },
  });
}
