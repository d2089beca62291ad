import type { TagItem } from '../repository.ts';
import { slugify } from '#contract/tags.ts';

/** The publish dialog shows this many suggestions under the tag field. */
export const maxSuggestions = 5;

/**
 * How many tags starting alike are read to rank: past a prefix of two or three letters far fewer
 * tags share it; for a single letter the alphabetically first ones are ranked (docs/decisions.md 104).
 */
export const suggestionsScanned = 100;

export interface SuggestedTag {
  __typename: 'Tag';
  id: string;
  displayTitle: string;
  postCount: number;
}

/**
 * The tags to suggest for what the writer typed: those with a listed story, the most used first
 * (alphabetical among equals), as the Tag type answers them. Nothing for a text with no letter or digit.
 */
export async function suggestTags(
  typed: string,
  findTagsByPrefix: (prefix: string, limit: number) => Promise<TagItem[]>,
): Promise<SuggestedTag[]> {
  const prefix = slugify(typed);
  if (!prefix) return [];
  const tags = await findTagsByPrefix(prefix, suggestionsScanned);
  return tags
    .filter((tag) => (tag.postCount ?? 0) > 0)
    .sort((a, b) => (b.postCount ?? 0) - (a.postCount ?? 0) || a.slug.localeCompare(b.slug))
    .slice(0, maxSuggestions)
    .map((tag) => ({
      __typename: 'Tag',
      id: tag.slug,
      displayTitle: tag.displayTitle,
      postCount: tag.postCount ?? 0,
    }));
}
