import { ApolloClient, ApolloLink, type OperationVariables } from '@apollo/client';
import { Observable } from 'rxjs';
import { createCache } from '#web/lib/apollo/create-cache.ts';
import { SocialCollection_collection, SocialUser_user } from './social-fragments.ts';

/**
 * For the tests of follow and mute: the app's cache holding a writer (w1, 7 followers), a publication
 * (c1, 40 followers) and the viewer (v1, following 3), and an API played by the test. Each request waits
 * until the test answers it, so what the page shows in between can be looked at.
 */
export interface PendingRequest {
  operationName: string;
  variables: OperationVariables;
  answer(data: unknown): void;
  fail(error: Error): void;
}

export const writer = { kind: 'user', id: 'w1', name: 'Grace Hopper' } as const;
export const publication = { kind: 'collection', id: 'c1', name: 'The Compiler' } as const;
export const viewerId = 'v1';

export const userNode = (
  id: string,
  followerCount: number,
  followingCount: number,
  isFollowing = false,
  isMuting = false,
) => ({
  __typename: 'User' as const,
  id,
  socialStats: { __typename: 'SocialStats' as const, followerCount, followingCount },
  viewerEdge: {
    __typename: 'UserViewerEdge' as const,
    id: `${id}:${viewerId}`,
    createdAt: isFollowing ? 1_767_225_600 : null,
    isFollowing,
    isMuting,
  },
});

export const collectionNode = (subscriberCount: number, isFollowing = false, isMuting = false) => ({
  __typename: 'Collection' as const,
  id: publication.id,
  subscriberCount,
  viewerEdge: {
    __typename: 'CollectionViewerEdge' as const,
    id: `${publication.id}:${viewerId}`,
    isEditor: false,
    isFollowing,
    isMuting,
  },
});

export function createSocialTestClient() {
  const requests: PendingRequest[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        requests.push({
          operationName: operation.operationName ?? '',
          variables: operation.variables,
          answer(data) {
            observer.next({ data } as never);
            observer.complete();
          },
          fail: (error) => observer.error(error),
        });
      }),
  );
  const cache = createCache();
  const client = new ApolloClient({ cache, link });
  const writeUser = (node: ReturnType<typeof userNode>) =>
    cache.writeFragment({ fragment: SocialUser_user, fragmentName: 'SocialUser_user', data: node });
  writeUser(userNode(writer.id, 7, 0));
  writeUser(userNode(viewerId, 0, 3));
  cache.writeFragment({
    fragment: SocialCollection_collection,
    fragmentName: 'SocialCollection_collection',
    data: collectionNode(40),
  });
  return { client, cache, requests, writeUser };
}
