import * as z from 'zod';

/**
 * judgement (decision 162): spec 3 §3 names a newsletter's fields (name, description, showPromo) without
 * their limits. Medium-like ones: a name short enough for a button's line and an e-mail's sender, a
 * description of a few sentences, as a publication's promotion shows it.
 */
export const MAX_NEWSLETTER_NAME = 60;
export const MAX_NEWSLETTER_DESCRIPTION = 280;

const messages = {
  nameEmpty: 'A newsletter needs a name.',
  nameLong: `A newsletter's name can be at most ${MAX_NEWSLETTER_NAME} characters.`,
  descriptionLong: `A newsletter's description can be at most ${MAX_NEWSLETTER_DESCRIPTION} characters.`,
};

export const newsletterName = z
  .string()
  .trim()
  .min(1, messages.nameEmpty)
  .max(MAX_NEWSLETTER_NAME, messages.nameLong);
export const newsletterDescription = z
  .string()
  .trim()
  .max(MAX_NEWSLETTER_DESCRIPTION, messages.descriptionLong);

/**
 * A newsletter's path segment from its name (`/{collectionSlug}/newsletters/{newsletterSlug}`): lower-case
 * letters and digits joined by hyphens; `newsletter` when the name has none. A publication has one
 * newsletter, so the slug is unique within it.
 */
export function newsletterSlugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_NEWSLETTER_NAME)
    .replace(/-+$/, '');
  return slug || 'newsletter';
}
