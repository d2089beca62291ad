import { useQuery } from '@apollo/client/react';
import { ExportSubscribersButton } from '#web/connected/newsletter/subscribers/export-subscribers-button.tsx';
import { SubscriberList } from '#web/connected/newsletter/subscribers/subscriber-list.tsx';
import { ViewerNewsletterQuery } from '#web/connected/newsletter/subscribers/viewer-newsletter-query.ts';
import { Link } from '#web/lib/router/link.tsx';
import { newsletterAudienceTexts as texts } from './newsletter-audience-texts.ts';

/**
 * #audience-development's newsletter part (issue #15): the writer's subscriber count, Import (only when
 * eligible, decision 167), Export and the subscribers list, or a clear empty state. Its own chunk,
 * loaded when the Publishing tab shows (decision 179): the settings page's first script does not grow.
 */
export function NewsletterAudience({ username }: { username: string }) {
  const { data } = useQuery(ViewerNewsletterQuery, { fetchPolicy: 'cache-and-network' });
  const viewer = data?.viewer;
  if (!viewer)
    return (
      <p className="settings-section__value" aria-busy="true">
        {texts.newsletterLoading}
      </p>
    );
  const newsletter = viewer.newsletterV3;
  const count = newsletter?.subscriberCount ?? 0;
  const importLink = viewer.isEligibleToImportEmails && (
    <Link to="ShowImportMailingList" params={{}} className="settings-link">
      {texts.importSubscribers}
    </Link>
  );
  if (!newsletter || count === 0)
    return (
      <div className="newsletter-audience" data-testid="newsletter-audience">
        <p className="settings-section__value">{texts.noSubscribers}</p>
        {importLink}
      </div>
    );
  return (
    <div className="newsletter-audience" data-testid="newsletter-audience">
      <p className="settings-section__value">{texts.subscriberCount(count)}</p>
      <p className="newsletter-audience__links">
        {importLink}{' '}
        <Link to="ShowUserAudience" params={{ username }} className="settings-link">
          {texts.newsletterStats}
        </Link>
      </p>
      <ExportSubscribersButton newsletterId={newsletter.id} />
      <SubscriberList newsletterId={newsletter.id} />
    </div>
  );
}
