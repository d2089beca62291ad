/**
 * Slugs as Medium writes them: lower case ASCII, accents folded, apostrophes dropped, every other run
 * a single dash. A tag's slug is its key; a story's URL starts with its title's slug.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Medium's limits: five tags a story, each at most 25 characters as the writer typed it. The publish
 * dialog holds the writer to them; the server refuses anything beyond (functions/posts/publishing).
 */
export const maxTags = 5;
export const maxTagLength = 25;

export const tagMessages = {
  tooMany: `A story has at most ${maxTags} tags.`,
  tooLong: `A tag has at most ${maxTagLength} characters.`,
  empty: 'A tag cannot be empty.',
  noLetter: 'A tag needs a letter or a digit.',
} as const;

/** A tag as the writer typed it, spaces collapsed: its display title. */
export const tagTitle = (typed: string) => typed.trim().replace(/\s+/g, ' ');
