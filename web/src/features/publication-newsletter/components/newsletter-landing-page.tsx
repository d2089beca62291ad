import { Link } from '#web/lib/router/link.tsx';
import { SubscribeButton } from '#web/connected/newsletter/subscribe-button.tsx';
import { collectionDomainOrSlug } from '#web/routes/collection-param.ts';
import type { PageProps } from '#web/routes/page-registry.ts';
import { PublicationLink } from '#web/ui/entity-links.tsx';
import { usePublicationNewsletterQuery } from '../api/publication-newsletter-query.ts';
import { newsletterOfRoute } from '../page-data.ts';
import { publicationNewsletterTexts as texts } from '../texts.ts';

/**
 * The publication's newsletter for readers (landing and promotion): its name, what it sends, how many
 * are subscribed and Subscribe (the publication's button; a visitor signs up and comes back here
 * subscribed). Its editors also find the way to its settings.
 */
export function NewsletterLandingPage({ params }: PageProps) {
  const publication = usePublicationNewsletterQuery(collectionDomainOrSlug(params)).data
    ?.collectionByDomainOrSlug;
  const newsletter = newsletterOfRoute(publication ?? null, params);
  if (!publication || !newsletter) return null;
  return (
    <section className="subscribe-prompt newsletter-landing">
      <p className="newsletter-landing__publication">
        <PublicationLink collection={publication}>{publication.name}</PublicationLink>
      </p>
      <h1 className="subscribe-prompt__name">{newsletter.name}</h1>
      <p className="subscribe-prompt__text">{newsletter.description || texts.about(publication.name)}</p>
      <p className="newsletter-landing__count">{texts.subscribers(newsletter.subscriberCount)}</p>
      {newsletter.viewerEdge.isSubscribed && <p className="subscribe-prompt__text">{texts.subscribed}</p>}
      <SubscribeButton publication={publication} variant="text" />
      {publication.viewerEdge.isEditor && (
        <Link
          to="ShowCollectionNewsletterSettings"
          params={{ collectionSlug: publication.slug, newsletterSlug: newsletter.slug }}
          className="settings-link"
        >
          {texts.editSettings}
        </Link>
      )}
    </section>
  );
}
