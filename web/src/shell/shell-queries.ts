import type { ViewerKind } from '#contract/edge-headers.ts';
import { variantFlagsQuery } from '#web/lib/flags/variant-flags-query.ts';
import { viewerQuery } from '#web/connected/viewer/viewer-query.ts';
import type { PreloadQuery } from '#web/routes/page-registry.ts';
import { avatarMenuQuery } from './avatar-menu/avatar-menu-query.ts';
import { unreadNotificationCountQuery } from './notifications-link/unread-notification-count-query.ts';

/**
 * The shell's own data, loaded with every page the server renders (functions/pages/load-page.ts): the
 * flags (VariantFlagsQuery) for everyone, so the first render already follows them; and for a reader
 * with a session cookie, the header's AvatarMenuQuery and UnreadNotificationCount (spec 1 §7), so the
 * page arrives with the avatar and badge instead of placeholders, and ViewerQuery (spec 2 §7) for the
 * automatic toasts and banners. Such pages are never cached (spec 3
 * §4: logged-in), so one reader's header never reaches another.
 */
export const shellQueries = (viewer: ViewerKind): PreloadQuery[] =>
  viewer === 'signed-in'
    ? [variantFlagsQuery(), avatarMenuQuery(), unreadNotificationCountQuery(), viewerQuery()]
    : [variantFlagsQuery()];
