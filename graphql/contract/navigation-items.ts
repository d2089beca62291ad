import * as z from 'zod';

/**
 * judgement: spec 1 §3 and spec 3 give a publication's navigation items only their three names (title,
 * value, destination) and say their types are enumerated without listing them. Two destinations, the
 * ones a publication's readers can reach today: TAG (value = a tag slug → the publication's stories with
 * that tag, route ShowCollectionTagged) and URL (value = an absolute http or https address, opened as a
 * plain link). Feature pages and the about page can join when those pages exist.
 */
export const navigationDestinations = ['TAG', 'URL'] as const;

export type NavigationDestination = (typeof navigationDestinations)[number];

/** How many items a publication's bar holds, and how long a title may be (the bar is one line). */
export const MAX_NAVIGATION_ITEMS = 8;
export const MAX_NAVIGATION_TITLE = 40;

const title = z.string().trim().min(1).max(MAX_NAVIGATION_TITLE);

/** Tag slugs as the platform writes them: lower-case words joined by hyphens. */
const tagSlug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

/** A link out of the site: only the web's own schemes, so no `javascript:` or `data:` reaches an href. */
const webAddress = z.url({ protocol: /^https?$/, hostname: z.regexes.domain });

/** The navigation items written on a publication (functions/shared/data/entities/collection.ts), checked on write. */
export const navigationItemsSchema = z
  .array(
    z.discriminatedUnion('destination', [
      z.object({ title, destination: z.literal('TAG'), value: tagSlug }),
      z.object({ title, destination: z.literal('URL'), value: webAddress }),
    ]),
  )
  .max(MAX_NAVIGATION_ITEMS);

export type NavigationItem = z.infer<typeof navigationItemsSchema>[number];
