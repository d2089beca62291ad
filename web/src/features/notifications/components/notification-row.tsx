import type { NotificationRow_NotificationFragment } from '#graphql/generated/operations.ts';
import { postRoute } from '#web/lib/post-route.ts';
import { Link } from '#web/lib/router/link.tsx';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { Avatar } from '#web/ui/avatar.tsx';
import { notificationSentence } from '#contract/notification-sentence.ts';
import { relativeTime } from '../notification-sentence.ts';
import { notificationsTexts as t } from '../texts.ts';

/**
 * One notification: the latest actor's avatar and name, the others counted, what they did and the
 * story's title (or the followed list's name) as a link, and how long ago. The time is the browser's alone (after hydration), so the
 * server's HTML never disagrees with it.
 */
export function NotificationRow({ notification }: { notification: NotificationRow_NotificationFragment }) {
  const hydrated = useHydrated();
  const [actor] = notification.actors;
  if (!actor) return null;
  const { post, catalog } = notification;
  const route = post && postRoute(post);
  return (
    <li className={`notification${notification.isUnread ? ' notification--unread' : ''}`}>
      <Link to="ShowUser" params={{ username: actor.username }} className="notification__avatar">
        <Avatar name={actor.name} imageId={actor.imageId ?? null} size={40} decorative />
      </Link>
      <div className="notification__body">
        <p className="notification__text">
          <Link to="ShowUser" params={{ username: actor.username }} className="notification__actor">
            {actor.name}
          </Link>
          {notificationSentence(notification.kind, notification.actorCount)}
          {post && route && (
            <>
              {' '}
              <Link to={route.name} params={route.params} className="notification__story">
                {post.title}
              </Link>
            </>
          )}
          {catalog && (
            <>
              {' '}
              <Link
                to="ShowYourList"
                params={{ catalogSlugId: catalog.slugId }}
                className="notification__story"
              >
                {catalog.name}
              </Link>
            </>
          )}
        </p>
        <p className="notification__meta">
          {notification.isUnread && <span className="notification__new">{t.unread}</span>}
          <time dateTime={new Date(notification.occurredAt * 1000).toISOString()}>
            {hydrated ? relativeTime(notification.occurredAt, Math.floor(Date.now() / 1000)) : ''}
          </time>
        </p>
      </div>
    </li>
  );
}
