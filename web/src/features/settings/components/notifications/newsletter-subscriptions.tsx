import { Button } from '@aws-amplify/ui-react';
import { useApolloClient } from '@apollo/client/react';
import { UnsubscribeNewsletterV3 } from '#web/connected/newsletter/newsletter-mutations.ts';
import { mutateOutcome } from '#web/lib/apollo/mutate-outcome.ts';
import { ProfileLink } from '#web/ui/entity-links.tsx';
import { useNewsletterSubscriptions } from '../../api/newsletter-subscriptions-query.ts';
import type { SaveOutcome } from '../../api/viewer-update.ts';
import { settingsTexts } from '../../texts.ts';
import { FieldStatusLine } from '../fields/field-status.tsx';
import { useFieldStatus } from '../fields/use-field-status.ts';
import type { NewsletterSubscriptionsQuery } from '#graphql/generated/operations.ts';

type Newsletter = NonNullable<NewsletterSubscriptionsQuery['viewerNewsletterSubscriptions']>[number];

/**
 * #manageSubscriptions: each newsletter the reader is subscribed to, with Unsubscribe (at once). An
 * unsubscribed one leaves the list when the answer marks it so (its viewer edge, in the cache).
 */
export function NewsletterSubscriptions() {
  const { data } = useNewsletterSubscriptions();
  const newsletters = (data?.viewerNewsletterSubscriptions ?? []).filter((n) => n.viewerEdge.isSubscribed);
  if (!data) return null;
  if (newsletters.length === 0)
    return <p className="settings-field__hint">{settingsTexts.noSubscriptions}</p>;
  return (
    <ul className="settings-list" aria-label={settingsTexts.subscriptionsList}>
      {newsletters.map((newsletter) => (
        <SubscriptionItem key={newsletter.id} newsletter={newsletter} />
      ))}
    </ul>
  );
}

function SubscriptionItem({ newsletter }: { newsletter: Newsletter }) {
  const client = useApolloClient();
  const field = useFieldStatus();
  const statusId = `newsletter-${newsletter.id}-status`;
  const unsubscribe = async (): Promise<SaveOutcome> => {
    const answer = await mutateOutcome(
      client,
      { mutation: UnsubscribeNewsletterV3, variables: { newsletterV3Id: newsletter.id } },
      (result) => result.result,
    );
    return answer.__typename === 'NewsletterV3'
      ? { ok: true }
      : { ok: false, message: settingsTexts.tryAgain };
  };
  return (
    <li className="settings-list__item" data-newsletter={newsletter.id}>
      <div>
        <p className="settings-field__label">
          {newsletter.user ? (
            <ProfileLink user={newsletter.user}>{newsletter.name}</ProfileLink>
          ) : (
            newsletter.name
          )}
        </p>
        <FieldStatusLine
          id={statusId}
          status={field.status === 'SUCCESS' ? null : field.status}
          message={field.message}
          loadingText={settingsTexts.unsubscribing}
        />
      </div>
      <Button
        isDisabled={field.status === 'LOADING'}
        aria-describedby={statusId}
        aria-label={settingsTexts.unsubscribeFrom(newsletter.name)}
        onClick={() => void field.save(unsubscribe)}
      >
        {settingsTexts.unsubscribe}
      </Button>
    </li>
  );
}
