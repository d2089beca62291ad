import { NetworkStatus } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { notificationTabs, type NotificationTab } from '#contract/notifications.ts';
import { SignInPrompt } from '#web/connected/sign-in/sign-in-prompt.tsx';
import { isSignedOut, useViewerKind } from '#web/lib/viewer-context.ts';
import { ShowMoreButton } from '#web/ui/show-more/show-more-button.tsx';
import { markNotificationsRead } from '../api/mark-notifications-read.ts';
import { useNotificationsQuery } from '../api/notifications-query.ts';
import { notificationsTexts as t } from '../texts.ts';
import { NotificationRow } from './notification-row.tsx';
import '#notifications-styles';

/**
 * /me/notifications (ShowYourNotifications, two-column): the reader's notifications with the All and
 * Responses tabs, Show more, and an empty state; opening it marks everything read, so the header's
 * badge drops. A visitor is asked to sign in.
 */
export function NotificationsPage() {
  const signedOut = isSignedOut(useViewerKind());
  const [tab, setTab] = useState<NotificationTab>('ALL');
  return (
    <div className="notifications">
      <h1 className="notifications__title">{t.title}</h1>
      {signedOut ? (
        <SignInPrompt prompt={t.signInPrompt} />
      ) : (
        <>
          <div className="notifications__tabs" role="tablist" aria-label={t.tabs}>
            {notificationTabs.map((each) => (
              <button
                key={each}
                type="button"
                role="tab"
                aria-selected={each === tab}
                className={`notifications__tab${each === tab ? ' notifications__tab--current' : ''}`}
                onClick={() => setTab(each)}
              >
                {t.tabLabels[each]}
              </button>
            ))}
          </div>
          <NotificationList tab={tab} />
          <MarkReadOnOpen />
        </>
      )}
    </div>
  );
}

function NotificationList({ tab }: { tab: NotificationTab }) {
  const { data, fetchMore, networkStatus } = useNotificationsQuery(tab);
  const answer = data?.notifications;
  if (answer?.__typename === 'Unauthorized') return <SignInPrompt prompt={t.signInPrompt} />;
  if (answer?.__typename !== 'NotificationConnection') return null;
  return (
    <div role="tabpanel">
      {answer.notifications.length === 0 ? (
        <p className="notifications__empty">{t.empty[tab]}</p>
      ) : (
        <ul className="notifications__list">
          {answer.notifications.map((notification) => (
            <NotificationRow key={notification.id} notification={notification} />
          ))}
        </ul>
      )}
      <ShowMoreButton
        next={answer.pagingInfo.next}
        fetchMore={fetchMore}
        loadingMore={networkStatus === NetworkStatus.fetchMore}
        what="notifications"
      />
    </div>
  );
}

/** Marks everything read once the page is open in the browser (the list already shows what was new). */
function MarkReadOnOpen() {
  const client = useApolloClient();
  useEffect(() => {
    void markNotificationsRead(client);
  }, [client]);
  return null;
}
