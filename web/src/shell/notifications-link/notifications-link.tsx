import { Link } from '#web/lib/router/link.tsx';
import { useRouter } from '#web/lib/router/router-context.ts';
import { texts } from '#web/lib/texts.ts';
import { useUnreadNotificationCount } from './unread-notification-count-query.ts';

/** Spec 1 §9: the badge shows at most 99, then '99+'. */
export const maxShownUnreadCount = 99;

export const unreadBadgeText = (count: number) =>
  count > maxShownUnreadCount ? `${maxShownUnreadCount}+` : String(count);

/**
 * Spec 1 §2.4: the signed-in header's link to the notifications, with the unread count as a badge
 * (none at 0, or until the count has loaded, or on the notifications page itself, which marks them all
 * read: a count asked beside that mark may have been read before it).
 */
export function NotificationsLink() {
  const { data } = useUnreadNotificationCount();
  const { view } = useRouter();
  const reading = view.kind === 'page' && view.route === 'ShowYourNotifications';
  const count = reading ? 0 : (data?.notificationStatus?.unreadNotificationCount ?? 0);
  const badge = count > 0 ? unreadBadgeText(count) : null;
  const label = badge ? `${texts.notifications}, ${texts.unreadNotifications(badge)}` : texts.notifications;
  return (
    <Link to="ShowYourNotifications" params={{}} className="header__notifications" aria-label={label}>
      <BellIcon />
      {badge && (
        <span className="header__notifications-badge" aria-hidden="true">
          {badge}
        </span>
      )}
    </Link>
  );
}

function BellIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15L6 16zM10 20a2 2 0 0 0 4 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}
