import type { ApolloCache } from '@apollo/client';
import type {
  SocialCollection_CollectionFragment,
  SocialUser_UserFragment,
} from '#graphql/generated/operations.ts';
import { SocialCollection_collection, SocialUser_user } from './social-fragments.ts';
import type { SocialAction, SocialTarget } from './social-target.ts';

/** A writer or a publication with what follow and mute change of it, as cached (with its __typename). */
export type SocialNode =
  | (SocialUser_UserFragment & { __typename: 'User' })
  | (SocialCollection_CollectionFragment & { __typename: 'Collection' });

export const isSocialNode = (value: { __typename: string }): value is SocialNode =>
  value.__typename === 'User' || value.__typename === 'Collection';

const flagOf = {
  follow: ['isFollowing', true],
  unfollow: ['isFollowing', false],
  mute: ['isMuting', true],
  unmute: ['isMuting', false],
} as const;

/**
 * The target as the page shows it (optimistic changes included); null when no query asked for its
 * social fields.
 */
export function readSocialNode(cache: ApolloCache, target: SocialTarget): SocialNode | null {
  const user = target.kind === 'user';
  return cache.readFragment<SocialNode>({
    id: cache.identify({ __typename: user ? 'User' : 'Collection', id: target.id }),
    fragment: user ? SocialUser_user : SocialCollection_collection,
    fragmentName: user ? 'SocialUser_user' : 'SocialCollection_collection',
    optimistic: true,
  });
}

/**
 * Spec 2 §4 "Local counts adjust": the node after the action — the edge's flag set and, when a follow
 * changes, the follower count by one. An action that changes nothing gives the node back.
 */
export function applyAction(node: SocialNode, action: SocialAction, nowSeconds: number): SocialNode {
  const [flag, on] = flagOf[action];
  if (node.viewerEdge[flag] === on) return node;
  if (flag === 'isMuting') return { ...node, viewerEdge: { ...node.viewerEdge, isMuting: on } } as SocialNode;
  const delta = on ? 1 : -1;
  if (node.__typename === 'Collection') {
    return {
      ...node,
      subscriberCount: node.subscriberCount + delta,
      viewerEdge: { ...node.viewerEdge, isFollowing: on },
    };
  }
  return {
    ...node,
    socialStats: { ...node.socialStats, followerCount: node.socialStats.followerCount + delta },
    viewerEdge: { ...node.viewerEdge, isFollowing: on, createdAt: on ? nowSeconds : null },
  };
}

/** Writes a node the cache already knows (the reconciled state after an answer that changed nothing). */
export function writeSocialNode(cache: ApolloCache, node: SocialNode) {
  const user = node.__typename === 'User';
  cache.writeFragment({
    id: cache.identify({ __typename: node.__typename, id: node.id }),
    fragment: user ? SocialUser_user : SocialCollection_collection,
    fragmentName: user ? 'SocialUser_user' : 'SocialCollection_collection',
    data: node,
  });
}

/** The viewer's following count counts writers and publications alike (spec 2 §3). */
export function adjustFollowingCount(cache: ApolloCache, viewerId: string, delta: number) {
  cache.modify<Pick<SocialUser_UserFragment, 'socialStats'>>({
    id: cache.identify({ __typename: 'User', id: viewerId }),
    fields: {
      // Stats have no id of their own, so they are never a reference; the type allows one.
      socialStats: (stats, { isReference }) =>
        isReference(stats) ? stats : { ...stats, followingCount: stats.followingCount + delta },
    },
  });
}

/**
 * The cached lists an action leaves out of date are dropped, so the next page showing one asks the API
 * again: a mute changes the viewer's feeds and Muted list (an unmute only the feeds: the Muted page hides
 * the unmuted row itself, and reloading the list under it would flicker); a follow changes the target's
 * followers and the viewer's following.
 */
export function dropStaleLists(
  cache: ApolloCache,
  action: SocialAction,
  target: SocialTarget,
  viewerId: string | null,
) {
  const viewer = viewerId ? cache.identify({ __typename: 'User', id: viewerId }) : undefined;
  const evict = (id: string | undefined, fieldName: string) => id && cache.evict({ id, fieldName });
  // Every change of a follow or a mute changes the signed-in home's feeds (issue #16).
  for (const fieldName of ['followingFeed', 'recommendedFeed']) evict('ROOT_QUERY', fieldName);
  if (action === 'mute' || action === 'unmute') {
    for (const fieldName of ['latestPostsFeed', 'staffPicksFeed']) evict('ROOT_QUERY', fieldName);
  }
  if (action === 'mute') {
    evict(viewer, target.kind === 'user' ? 'mutedUsersConnection' : 'mutedCollectionsConnection');
  }
  if (action === 'follow' || action === 'unfollow') {
    const typename = target.kind === 'user' ? 'User' : 'Collection';
    evict(cache.identify({ __typename: typename, id: target.id }), 'followersConnection');
    if (target.kind === 'user') evict(viewer, 'followingConnection');
  }
}
