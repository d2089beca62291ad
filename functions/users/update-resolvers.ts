import type { z } from 'zod';
import type { FieldResolver, ResolverEvent } from '../shared/resolver-router.ts';
import { badRequest, describeZodError, type ResultValue } from '../shared/results.ts';
import { signInToChangeSettings } from '../shared/user-settings.ts';
import { viewerFromIdentity } from '../shared/viewer.ts';
import {
  definedOnly,
  dismissFlagArguments,
  emptyArguments,
  updateNotificationSettingsArguments,
  updatePublishingSettingsArguments,
  updateUsernameArguments,
  updateViewerProfileArguments,
} from './update-arguments.ts';
import type { SignedInViewer, ViewerUpdateResult, ViewerUpdates } from './viewer-updates.ts';

const unauthorized: ResultValue<'Unauthorized'> = {
  __typename: 'Unauthorized',
  message: signInToChangeSettings,
};

/**
 * One settings mutation: a visitor is answered Unauthorized, bad arguments BadRequest — both as values
 * of ViewerUpdateResult, never errors — and only then does the change run. The xsrf token was already
 * checked by the router (functions/shared/resolver-router.ts).
 */
function viewerMutation<S extends z.ZodType>(
  schema: S,
  change: (viewer: SignedInViewer, args: z.output<S>) => Promise<ViewerUpdateResult>,
): FieldResolver {
  return async (event: ResolverEvent) => {
    const viewer = viewerFromIdentity(event.identity);
    if (!viewer.id) return unauthorized;
    const parsed = schema.safeParse(event.arguments);
    if (!parsed.success) return badRequest(describeZodError(parsed.error));
    return change({ ...viewer, id: viewer.id }, parsed.data);
  };
}

/** The users domain's Mutation fields (graphql/resolver-manifest.ts). */
export function createUpdateResolvers(updates: ViewerUpdates): Record<string, FieldResolver> {
  return {
    'Mutation.updateViewerProfile': viewerMutation(updateViewerProfileArguments, (viewer, { input }) =>
      updates.updateProfile(viewer, definedOnly(input)),
    ),
    'Mutation.updateUsername': viewerMutation(updateUsernameArguments, (viewer, { username }) =>
      updates.updateUsername(viewer, username),
    ),
    'Mutation.updateNotificationSettings': viewerMutation(
      updateNotificationSettingsArguments,
      (viewer, { input }) => updates.updateNotificationSettings(viewer, definedOnly(input)),
    ),
    'Mutation.updatePublishingSettings': viewerMutation(
      updatePublishingSettingsArguments,
      (viewer, { input }) => updates.updatePublishingSettings(viewer, definedOnly(input)),
    ),
    'Mutation.claimSubdomain': viewerMutation(emptyArguments, (viewer) => updates.claimSubdomain(viewer)),
    'Mutation.unclaimSubdomain': viewerMutation(emptyArguments, (viewer) => updates.unclaimSubdomain(viewer)),
    'Mutation.dismissFlag': viewerMutation(dismissFlagArguments, (viewer, { userId, flag }) =>
      updates.dismissFlag(viewer, userId, flag),
    ),
  };
}
