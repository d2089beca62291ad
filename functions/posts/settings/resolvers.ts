import type { FieldResolver } from '#shared/api/resolver-router.ts';
import { signedInField } from '#shared/api/signed-in-field.ts';
import { postSettingsArguments, updatePostSettingsArguments } from './arguments.ts';
import { storySettingsResultMessages, type SettingsService } from './service.ts';

/** Every settings field answers a result union; a visitor is told to sign in. */
const writerField = signedInField(storySettingsResultMessages.signIn);

/** The story settings' fields (graphql/resolver-manifest.ts, storySettingsBindings). */
export function createSettingsResolvers(settings: SettingsService): Record<string, FieldResolver> {
  return {
    'Query.postSettings': writerField(postSettingsArguments, (viewer, { postId }) =>
      settings.postSettings(viewer, postId),
    ),
    'Mutation.updatePostSettings': writerField(updatePostSettingsArguments, (viewer, { input }) =>
      settings.updatePostSettings(viewer, input),
    ),
  };
}
