/** Pure rules of a series' order (positions are 1-based, as the writer sees them). */

/** `id` inserted at `position` (last when none); undefined when the position lies past the end + 1. */
export function insertAt(ids: readonly string[], id: string, position?: number | null): string[] | undefined {
  const index = (position ?? ids.length + 1) - 1;
  if (index < 0 || index > ids.length) return undefined;
  return [...ids.slice(0, index), id, ...ids.slice(index)];
}

export const without = (ids: readonly string[], id: string): string[] => ids.filter((other) => other !== id);

/** `id` moved to `position`; undefined when the position lies outside the order. */
export function moveTo(ids: readonly string[], id: string, position: number): string[] | undefined {
  if (position < 1 || position > ids.length) return undefined;
  return insertAt(without(ids, id), id, position);
}

/** A story's place in a series and its neighbours (the series bar), in the type of either. */
export interface SeriesPlace<T> {
  position: number;
  count: number;
  previous: T | null;
  next: T | null;
}

export interface SeriesStory<T = unknown> extends SeriesPlace<T> {
  slug: string;
  title: string;
  seriesPostId: string;
}

/** Where the story `id` stands among `stories` (those the reader may read); null when not among them. */
export function seriesStory<T extends { id: string }>(
  stories: readonly T[],
  id: string,
): SeriesPlace<T> | null {
  const index = stories.findIndex((story) => story.id === id);
  if (index < 0) return null;
  return {
    position: index + 1,
    count: stories.length,
    previous: stories[index - 1] ?? null,
    next: stories[index + 1] ?? null,
  };
}
