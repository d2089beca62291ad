import { uniqueSlugWith } from '#contract/story-settings.ts';
import { slugify } from '#contract/tags.ts';

/**
 * The title's part of a story URL stays readable in a link and a tweet: cut at a dash at most this
 * long (Medium's are about as long), so no word is broken.
 */
export const maxTitleSlugLength = 80;

function shorten(slug: string): string {
  if (slug.length <= maxTitleSlugLength) return slug;
  const cut = slug.slice(0, maxTitleSlugLength + 1);
  const lastDash = cut.lastIndexOf('-');
  return lastDash > 0 ? cut.slice(0, lastDash) : cut.slice(0, maxTitleSlugLength);
}

/** `{slug-of-title}-{id}`; a title with nothing ASCII left (say, all Chinese) is the id alone. */
export function uniqueSlugOf(title: string, id: string): string {
  return uniqueSlugWith(shorten(slugify(title)), id);
}
