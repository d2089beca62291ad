import { NetworkStatus } from '@apollo/client';
import { ShowMoreButton } from '#web/ui/show-more/show-more-button.tsx';
import { useNewsletterSubscribersQuery } from '../api/subscribers-query.ts';
import { importTexts as texts } from '../texts.ts';

/** The newsletter's subscribers, newest first: accounts by name, e-mail subscribers by address; Show more. */
export function SubscriberList({ newsletterId }: { newsletterId: string }) {
  const { data, fetchMore, networkStatus } = useNewsletterSubscribersQuery(newsletterId);
  const answer = data?.newsletterSubscribers;
  if (answer?.__typename !== 'NewsletterSubscriberConnection') return null;
  return (
    <section className="newsletter-import__subscribers">
      <h2 className="settings-section__heading">{texts.subscribersTitle}</h2>
      <ul data-testid="newsletter-subscribers">
        {answer.subscribers.map((subscriber) => (
          <li key={subscriber.id}>{subscriber.email ?? subscriber.name ?? subscriber.username}</li>
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
