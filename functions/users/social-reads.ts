import type { CollectionViewerEdge, TagViewerEdge, UserViewerEdge } from '#graphql/generated/schema-types.ts';
import {
  toGraphqlCollection,
  type GraphqlCollection,
} from '#shared/api/graphql-collection/graphql-collection.ts';
import { toAwsTimestamp, toGraphqlUser, type GraphqlUser } from '#shared/api/graphql-user/graphql-user.ts';
import { pagingInfo, type Paging } from '#contract/paging.ts';
import type { Page } from '#shared/data/query-page.ts';
import type { Viewer } from '#shared/api/viewer.ts';
import type { UsersRepository } from './repository.ts';
import { isCollectionEditor } from '#shared/data/reads/collections.ts';
import type { CollectionSource } from './social-arguments.ts';
import type { EdgeTarget, SocialRepository, TargetKind, ViewerEdges } from './social-repository.ts';

export interface UserConnection {
  users: GraphqlUser[];
  pagingInfo: ReturnType<typeof pagingInfo>;
}

export interface CollectionConnection {
  collections: GraphqlCollection[];
  pagingInfo: ReturnType<typeof pagingInfo>;
}

export interface SocialReadsDependencies {
  users: Pick<UsersRepository, 'findUsersByIds'>;
  social: SocialRepository;
}

const noEdges: ViewerEdges = { followedAt: new Map(), muted: new Set(), subscribed: new Set() };
/** The viewer's part of an edge id: `{targetId}:{viewerId}`, or `{targetId}:visitor`. */
const edgeOwner = (viewer: Viewer) => viewer.id ?? 'visitor';

/**
 * Reading the social graph: the viewer's edges to a batch of users or publications, and the paged
 * lists of followers, followed users and publications and (for the viewer alone) muted ones.
 */
export function createSocialReads({ users, social }: SocialReadsDependencies) {
  /** The viewer's edges to the targets: nothing to read for a visitor or for the viewer alone. */
  const edgesTo = async (viewer: Viewer, kind: TargetKind, ids: readonly string[]) => {
    const others = [...new Set(ids)].filter((id) => !(kind === 'user' && id === viewer.id));
    if (!viewer.id || others.length === 0) return noEdges;
    return social.findViewerEdges(viewer.id, kind, others);
  };

  /** A page of user ids as Users, in the page's order (users that no longer exist are left out). */
  async function usersPage(ids: Page<string>, paging: Paging, viewer: Viewer): Promise<UserConnection> {
    const found = ids.items.length > 0 ? await users.findUsersByIds(ids.items) : new Map();
    return {
      users: ids.items.flatMap((id) => {
        const user = found.get(id);
        return user ? [toGraphqlUser(user, user.id === viewer.id)] : [];
      }),
      pagingInfo: pagingInfo(paging.limit, ids.cursor),
    };
  }

  /** A page of publication ids as Collections, in the page's order (those gone are left out). */
  async function collectionsPage(ids: Page<string>, paging: Paging): Promise<CollectionConnection> {
    const found = ids.items.length > 0 ? await social.findCollectionsByIds(ids.items) : new Map();
    return {
      collections: ids.items.flatMap((id) => {
        const collection = found.get(id);
        return collection ? [toGraphqlCollection(collection)] : [];
      }),
      pagingInfo: pagingInfo(paging.limit, ids.cursor),
    };
  }

  return {
    /** User.viewerEdge for a batch of users, in the batch's order (one BatchGet per edge kind). */
    async userEdges(userIds: readonly string[], viewer: Viewer): Promise<UserViewerEdge[]> {
      const edges = await edgesTo(viewer, 'user', userIds);
      return userIds.map((id) => {
        const followedAt = edges.followedAt.get(id);
        return {
          __typename: 'UserViewerEdge',
          id: `${id}:${edgeOwner(viewer)}`,
          createdAt: toAwsTimestamp(followedAt),
          isFollowing: followedAt !== undefined,
          isMuting: edges.muted.has(id),
          isSubscribedToNewsletter: edges.subscribed.has(id),
        };
      });
    },

    /** Collection.viewerEdge for a batch of publications; the creator is its editor. */
    async collectionEdges(
      collections: readonly CollectionSource[],
      viewer: Viewer,
    ): Promise<CollectionViewerEdge[]> {
      const edges = await edgesTo(
        viewer,
        'collection',
        collections.map((collection) => collection.id),
      );
      return collections.map(({ id, creatorId }) => ({
        __typename: 'CollectionViewerEdge',
        id: `${id}:${edgeOwner(viewer)}`,
        isEditor: isCollectionEditor({ creatorId }, viewer.id),
        isFollowing: edges.followedAt.has(id),
        isMuting: edges.muted.has(id),
      }));
    },

    /** Tag.viewerEdge for a batch of tags: one consistent BatchGet of the viewer's follows (none for a visitor). */
    async tagEdges(slugs: readonly string[], viewer: Viewer): Promise<TagViewerEdge[]> {
      const followed = viewer.id ? await social.findFollowedTags(viewer.id, slugs) : new Set<string>();
      return slugs.map((slug) => ({
        __typename: 'TagViewerEdge',
        id: `${slug}:${edgeOwner(viewer)}`,
        isFollowing: followed.has(slug),
      }));
    },

    /** Who follows a user or a publication, newest follow first: one Query, one BatchGet of users. */
    async followers(target: EdgeTarget, paging: Paging, viewer: Viewer): Promise<UserConnection> {
      return usersPage(await social.followerIdsOf(target, paging), paging, viewer);
    },

    /** The users a user follows, newest follow first. */
    async followedUsers(userId: string, paging: Paging, viewer: Viewer): Promise<UserConnection> {
      return usersPage(await social.followedIdsOf(userId, 'user', paging), paging, viewer);
    },

    /** The users the viewer muted, newest first; null (nothing read) for anyone else's User. */
    async mutedUsers(userId: string, paging: Paging, viewer: Viewer): Promise<UserConnection | null> {
      if (!viewer.id || viewer.id !== userId) return null;
      return usersPage(await social.mutedIdsOf(userId, 'user', paging), paging, viewer);
    },

    /** The publications the viewer muted, newest first; null for anyone else's User. */
    async mutedCollections(
      userId: string,
      paging: Paging,
      viewer: Viewer,
    ): Promise<CollectionConnection | null> {
      if (!viewer.id || viewer.id !== userId) return null;
      return collectionsPage(await social.mutedIdsOf(userId, 'collection', paging), paging);
    },

    /** The publications a user follows, newest follow first (the publish dialog's publications). */
    async followedCollections(userId: string, paging: Paging): Promise<CollectionConnection> {
      return collectionsPage(await social.followedIdsOf(userId, 'collection', paging), paging);
    },
  };
}

export type SocialReads = ReturnType<typeof createSocialReads>;
