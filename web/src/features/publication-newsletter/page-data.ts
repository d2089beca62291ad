import { texts } from '#web/lib/texts.ts';
import type { RouteParams } from '#web/routes/catalogue.ts';
import { collectionDomainOrSlug } from '#web/routes/collection-param.ts';
import type { CacheReader, PageData } from '#web/routes/page-registry.ts';
import { publicationNewsletterQuery } from './api/publication-newsletter-query.ts';
import { publicationNewsletterTexts } from './texts.ts';

const queries = (params: RouteParams) => [publicationNewsletterQuery(collectionDomainOrSlug(params))];
const publicationOf = (read: CacheReader, params: RouteParams) =>
  read(publicationNewsletterQuery(collectionDomainOrSlug(params)))?.collectionByDomainOrSlug ?? null;

/**
 * The publication's newsletter as the route names it: the landing (/{collectionSlug}/newsletter) names
 * none, the promotion and settings name its slug. Null (→ 404) when there is none, or another slug.
 */
export function newsletterOfRoute<N extends { slug: string }>(
  publication: { newsletterV3: N | null } | null,
  params: RouteParams,
): N | null {
  const newsletter = publication?.newsletterV3 ?? null;
  if (params.newsletterSlug !== undefined && newsletter?.slug !== params.newsletterSlug) return null;
  return newsletter;
}

/** Landing and promotion: what the newsletter is, for everyone; a publication without one is 404. */
export const newsletterLandingData: PageData = {
  queries,
  describe(read, params) {
    const publication = publicationOf(read, params);
    const newsletter = newsletterOfRoute(publication, params);
    if (!publication || !newsletter) return null;
    return {
      title: `${publicationNewsletterTexts.landingTitle(newsletter.name)} – ${texts.siteName}`,
      description: newsletter.description || publicationNewsletterTexts.about(publication.name),
      kind: 'website',
    };
  },
};

/**
 * New newsletter and its settings: the publication's editors only (the query is preloaded as the
 * viewer); anyone else, and a slug that is not the newsletter's, gets the 404 page.
 */
export const newsletterSettingsData: PageData = {
  queries,
  describe(read, params) {
    const publication = publicationOf(read, params);
    if (!publication?.viewerEdge.isEditor) return null;
    const newsletter = newsletterOfRoute(publication, params);
    if (params.newsletterSlug !== undefined && !newsletter) return null;
    const title = newsletter ? publicationNewsletterTexts.settingsTitle : publicationNewsletterTexts.newTitle;
    return { title: `${title} – ${texts.siteName}`, noindex: true };
  },
};
