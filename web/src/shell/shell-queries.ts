import type { ViewerKind } from '#contract/edge-headers.ts';
import { variantFlagsQuery } from '#web/lib/flags/variant-flags-query.ts';
import { viewerQuery } from '#web/connected/viewer/viewer-query.ts';
import type { PreloadQuery } from '#web/routes/page-registry.ts';
import { avatarMenuQuery } from './avatar-menu/avatar-menu-query.ts';

/**
 * The shell's own data, loaded with every page the server renders (functions/pages/load-page.ts): the
 * flags (VariantFlagsQuery) for everyone, so the first render already follows them; and for a reader
 * with a session cookie, the header's AvatarMenuQuery (spec 1 §7), so the page arrives with the avatar
 * instead of placeholders, and ViewerQuery (spec 2 §7) for the automatic toasts and banners. The
 * badge's UnreadNotificationCount is the browser's, after render (decision 208): it costs the server's
 * render no DynamoDB request. Such pages are never cached (spec 3
 * §4: logged-in), so one reader's header never reaches another.
 */
export const shellQueries = (viewer: ViewerKind): PreloadQuery[] =>
  viewer === 'signed-in' ? [variantFlagsQuery(), avatarMenuQuery(), viewerQuery()] : [variantFlagsQuery()];
