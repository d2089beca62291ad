import type { FieldResolver } from '#shared/api/resolver-router.ts';
import { signedInField } from '#shared/api/signed-in-field.ts';
import { viewerFromIdentity } from '#shared/api/viewer.ts';
import { markReadArguments, notificationsArguments } from './arguments.ts';
import type { NotificationsService } from './service.ts';

const signedIn = signedInField('Sign in to see your notifications.');

/** The reader's notifications (issue #16): always the viewer's own, never anyone else's. */
export function createNotificationsResolvers(service: NotificationsService): Record<string, FieldResolver> {
  return {
    'Query.notificationStatus': (event) => service.notificationStatus(viewerFromIdentity(event.identity).id),
    'Query.notifications': signedIn(notificationsArguments, (viewer, args) =>
      service.notifications(viewer, args.tab, args.paging),
    ),
    'Mutation.markNotificationsRead': signedIn(markReadArguments, (viewer) => service.markRead(viewer)),
  };
}
