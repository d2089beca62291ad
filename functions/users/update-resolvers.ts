import type { FieldResolver } from '#shared/api/resolver-router.ts';
import { signInToUploadImages } from '#contract/image-upload.ts';
import { signInToChangeSettings } from '#contract/user-settings.ts';
import {
  definedOnly,
  dismissFlagArguments,
  emptyArguments,
  updateNotificationSettingsArguments,
  updatePublishingSettingsArguments,
  updateUsernameArguments,
  updateViewerProfileArguments,
} from './update-arguments.ts';
import { viewerMutation } from './viewer-mutation.ts';
import type { ViewerUpdates } from './viewer-updates.ts';

/** The settings mutations answer ViewerUpdateResult; a visitor is told to sign in to change settings. */
const settingsMutation = viewerMutation(signInToChangeSettings);

/** The users domain's settings Mutation fields and the image upload's count (graphql/resolver-manifest.ts). */
export function createUpdateResolvers(updates: ViewerUpdates): Record<string, FieldResolver> {
  return {
    'Mutation.updateViewerProfile': settingsMutation(updateViewerProfileArguments, (viewer, { input }) =>
      updates.updateProfile(viewer, definedOnly(input)),
    ),
    'Mutation.updateUsername': settingsMutation(updateUsernameArguments, (viewer, { username }) =>
      updates.updateUsername(viewer, username),
    ),
    'Mutation.updateNotificationSettings': settingsMutation(
      updateNotificationSettingsArguments,
      (viewer, { input }) => updates.updateNotificationSettings(viewer, definedOnly(input)),
    ),
    'Mutation.updatePublishingSettings': settingsMutation(
      updatePublishingSettingsArguments,
      (viewer, { input }) => updates.updatePublishingSettings(viewer, definedOnly(input)),
    ),
    'Mutation.claimSubdomain': settingsMutation(emptyArguments, (viewer) => updates.claimSubdomain(viewer)),
    'Mutation.unclaimSubdomain': settingsMutation(emptyArguments, (viewer) =>
      updates.unclaimSubdomain(viewer),
    ),
    'Mutation.dismissFlag': settingsMutation(dismissFlagArguments, (viewer, { userId, flag }) =>
      updates.dismissFlag(viewer, userId, flag),
    ),
    'Mutation.recordPostSubscribeMembershipUpsellShown': settingsMutation(emptyArguments, (viewer) =>
      updates.recordUpsellShown(viewer),
    ),
    'Mutation.startImageUpload': viewerMutation(signInToUploadImages)(emptyArguments, (viewer) =>
      updates.startImageUpload(viewer),
    ),
  };
}
