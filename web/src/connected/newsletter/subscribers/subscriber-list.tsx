import { NetworkStatus } from '@apollo/client';
import type { NewsletterSubscribersQuery } from '#graphql/generated/operations.ts';
import { Link } from '#web/lib/router/link.tsx';
import { ShowMoreButton } from '#web/ui/show-more/show-more-button.tsx';
import { useNewsletterSubscribersQuery } from './newsletter-subscribers-query.ts';
import { subscribersTexts as texts } from './subscribers-texts.ts';

type Subscriber = Extract<
  NewsletterSubscribersQuery['newsletterSubscribers'],
  { __typename: 'NewsletterSubscriberConnection' }
>['subscribers'][number];

/**
 * A newsletter's subscribers for its managers (decision 169), newest first, 25 a page with Show more
 * (the cache's merge per newsletter): accounts by name, linked to their profile; e-mail subscribers by
 * the imported address. Settings (#audience-development) and the import page both draw it.
 */
export function SubscriberList({ newsletterId }: { newsletterId: string }) {
  const { data, fetchMore, networkStatus } = useNewsletterSubscribersQuery(newsletterId);
  const answer = data?.newsletterSubscribers;
  if (answer?.__typename !== 'NewsletterSubscriberConnection') return null;
  return (
    <section className="newsletter-subscribers">
      <h2 className="settings-section__heading">{texts.subscribersTitle}</h2>
      <ul data-testid="newsletter-subscribers">
        {answer.subscribers.map((subscriber) => (
          <li key={subscriber.id}>
            <SubscriberName subscriber={subscriber} />
          </li>
        ))}
      </ul>
      <ShowMoreButton
        next={answer.pagingInfo.next}
        fetchMore={fetchMore}
        loadingMore={networkStatus === NetworkStatus.fetchMore}
        what="subscribers"
      />
    </section>
  );
}

function SubscriberName({ subscriber }: { subscriber: Subscriber }) {
  if (!subscriber.username) return <>{subscriber.email}</>;
  return (
    <Link to="ShowUser" params={{ username: subscriber.username }} className="settings-link">
      {subscriber.name ?? subscriber.username}
    </Link>
  );
}
