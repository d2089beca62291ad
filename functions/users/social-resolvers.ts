import type { BatchFieldResolver, FieldResolver, ResolverEvent } from '#shared/api/resolver-router.ts';
import type { Paging } from '#contract/paging.ts';
import { parseArguments } from '#shared/api/results.ts';
import { viewerFromIdentity } from '#shared/api/viewer.ts';
import {
  collectionSource,
  pagingArguments,
  targetCollectionArguments,
  targetUserArguments,
  parentSource,
  tagArguments,
} from './social-arguments.ts';
import { socialMessages, type SocialChanges } from './social-changes.ts';
import type { SocialReads } from './social-reads.ts';
import { viewerMutation } from './viewer-mutation.ts';

const socialMutation = viewerMutation(socialMessages.signIn);
const socialActions = ['follow', 'unfollow', 'mute', 'unmute'] as const;

/** A paged list of a parent (User or Collection): the parent's id, the paging, the viewer. */
const listOf =
  (list: (parentId: string, paging: Paging, event: ResolverEvent) => Promise<unknown>): FieldResolver =>
  async (event) => {
    const { paging } = parseArguments(pagingArguments, event.arguments);
    return list(parentSource.parse(event.source).id, paging, event);
  };

/** The social graph's fields (graphql/resolver-manifest.ts): follows, mutes, edges and lists. */
export function createSocialResolvers({ changes, reads }: { changes: SocialChanges; reads: SocialReads }) {
  const viewerOf = (event: ResolverEvent) => viewerFromIdentity(event.identity);

  const fields: Record<string, FieldResolver> = {
    // followUser … unmuteCollection: one field per action and kind (graphql/resolver-manifest.ts).
    ...Object.fromEntries(
      socialActions.flatMap((action) => [
        [
          `Mutation.${action}User`,
          socialMutation(targetUserArguments, (viewer, args) =>
            changes[`${action}User`](viewer, args.targetUserId),
          ),
        ],
        [
          `Mutation.${action}Collection`,
          socialMutation(targetCollectionArguments, (viewer, args) =>
            changes[`${action}Collection`](viewer, args.targetCollectionId),
          ),
        ],
      ]),
    ),
    'Mutation.followTag': socialMutation(tagArguments, (viewer, args) =>
      changes.followTag(viewer, args.tagSlug),
    ),
    'Mutation.unfollowTag': socialMutation(tagArguments, (viewer, args) =>
      changes.unfollowTag(viewer, args.tagSlug),
    ),
    'User.followersConnection': listOf((id, paging, event) =>
      reads.followers({ kind: 'user', id }, paging, viewerOf(event)),
    ),
    'User.followingConnection': listOf((id, paging, event) =>
      reads.followedUsers(id, paging, viewerOf(event)),
    ),
    'User.mutedUsersConnection': listOf((id, paging, event) => reads.mutedUsers(id, paging, viewerOf(event))),
    'User.mutedCollectionsConnection': listOf((id, paging, event) =>
      reads.mutedCollections(id, paging, viewerOf(event)),
    ),
    'User.followingCollectionsConnection': listOf((id, paging) => reads.followedCollections(id, paging)),
    'Collection.followersConnection': listOf((id, paging, event) =>
      reads.followers({ kind: 'collection', id }, paging, viewerOf(event)),
    ),
  };

  // One request, one viewer: a batch's events all carry the same identity.
  const batchFields: Record<string, BatchFieldResolver> = {
    'User.viewerEdge': (events) =>
      reads.userEdges(
        events.map((event) => parentSource.parse(event.source).id),
        viewerFromIdentity(events[0]?.identity),
      ),
    'Tag.viewerEdge': (events) =>
      reads.tagEdges(
        events.map((event) => parentSource.parse(event.source).id),
        viewerFromIdentity(events[0]?.identity),
      ),
    'Collection.viewerEdge': (events) =>
      reads.collectionEdges(
        events.map((event) => collectionSource.parse(event.source)),
        viewerFromIdentity(events[0]?.identity),
      ),
  };

  return { fields, batchFields };
}
