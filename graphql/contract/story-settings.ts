/**
 * The rules of a story's settings (/p/{postId}/settings), shared by the settings page, which shows
 * counters and checks before saving, and the server, which refuses anything else (functions/posts/settings).
 */
export const storySettingsLimits = {
  /** What search results show of a title before cutting it (about 600 px); Medium's limit too. */
  seoTitleMaxLength: 60,
  /** What search results show of a description before cutting it; Medium's limit too. */
  seoDescriptionMaxLength: 156,
  slugMaxLength: 100,
  canonicalUrlMaxLength: 2048,
} as const;

/** A custom slug: lower-case letters and digits, words joined by single hyphens. */
export const customSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const storySettingsMessages = {
  seoTitleTooLong: `An SEO title has at most ${storySettingsLimits.seoTitleMaxLength} characters.`,
  seoDescriptionTooLong: `An SEO description has at most ${storySettingsLimits.seoDescriptionMaxLength} characters.`,
  slugInvalid: `A story link has 1 to ${storySettingsLimits.slugMaxLength} lower-case letters and digits, words joined by single hyphens.`,
  slugBeforePublishing: 'A story’s link is set when it is first published: customize it afterwards.',
  canonicalUrlInvalid: 'A canonical link is a full address starting with http:// or https://.',
} as const;

/** Whether `text` is an absolute http(s) URL without credentials, short enough to keep. */
export function isCanonicalUrl(text: string): boolean {
  if (text.length > storySettingsLimits.canonicalUrlMaxLength) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** A story URL's slug part, in front of its id: `{slug}-{id}`, or the id alone when there is none. */
export const slugPartOf = (uniqueSlug: string, id: string): string =>
  uniqueSlug.endsWith(`-${id}`) ? uniqueSlug.slice(0, -id.length - 1) : '';

export const uniqueSlugWith = (slug: string, id: string): string => (slug ? `${slug}-${id}` : id);
