import type { FieldResolver } from '#shared/api/resolver-router.ts';
import { signedInField } from '#shared/api/signed-in-field.ts';
import { friendLinkArguments } from './arguments.ts';
import { friendLinkMessages, type FriendLinksService } from './service.ts';

/** Mutation.createFriendLink and Mutation.revokeFriendLink (graphql/resolver-manifest.ts). */
export function createFriendLinksResolvers(links: FriendLinksService): Record<string, FieldResolver> {
  const writerField = signedInField(friendLinkMessages.signIn);
  return {
    'Mutation.createFriendLink': writerField(friendLinkArguments, (viewer, { postId }) =>
      links.createFriendLink(viewer, postId),
    ),
    'Mutation.revokeFriendLink': writerField(friendLinkArguments, (viewer, { postId }) =>
      links.revokeFriendLink(viewer, postId),
    ),
  };
}
