import { gql } from '@apollo/client';
import { createCache } from '#web/lib/apollo/create-cache.ts';
import { dropStaleLists } from './social-cache.ts';
import { publication, viewerId, writer } from './social-test-client.ts';

const emptyUsers = {
  __typename: 'UserConnection',
  users: [],
  pagingInfo: { __typename: 'PagingInfo', next: null },
};
const emptyCollections = {
  __typename: 'CollectionConnection',
  collections: [],
  pagingInfo: { __typename: 'PagingInfo', next: null },
};

/** A cache holding every list an action can leave out of date. */
function cacheWithLists() {
  const cache = createCache();
  cache.writeQuery({
    query: gql`
      query Lists {
        latestPostsFeed {
          posts {
            id
          }
        }
        viewer {
          id
          followingConnection {
            users {
              id
            }
            pagingInfo {
              next {
                to
              }
            }
          }
          mutedUsersConnection {
            users {
              id
            }
            pagingInfo {
              next {
                to
              }
            }
          }
          mutedCollectionsConnection {
            collections {
              id
            }
            pagingInfo {
              next {
                to
              }
            }
          }
        }
        writer: userResult(id: "w1") {
          ... on User {
            id
            followersConnection {
              users {
                id
              }
              pagingInfo {
                next {
                  to
                }
              }
            }
          }
        }
      }
    `,
    data: {
      latestPostsFeed: { __typename: 'PostConnection', posts: [] },
      viewer: {
        __typename: 'User',
        id: viewerId,
        followingConnection: emptyUsers,
        mutedUsersConnection: emptyUsers,
        mutedCollectionsConnection: emptyCollections,
      },
      writer: { __typename: 'User', id: writer.id, followersConnection: emptyUsers },
    },
  });
  const fields = (id: string) => Object.keys(cache.extract()[id] ?? {}).map((key) => key.split('(')[0]);
  return {
    cache,
    viewerFields: () => fields(`User:${viewerId}`),
    writerFields: () => fields('User:w1'),
    feeds: () => fields('ROOT_QUERY'),
  };
}

test('a follow drops the followers of its target and the following of the viewer, nothing else', () => {
  const { cache, viewerFields, writerFields, feeds } = cacheWithLists();
  dropStaleLists(cache, 'follow', writer, viewerId);
  expect(writerFields()).not.toContain('followersConnection');
  expect(viewerFields()).not.toContain('followingConnection');
  expect(viewerFields()).toContain('mutedUsersConnection');
  expect(feeds()).toContain('latestPostsFeed');
});

test('a mute drops the feeds and the matching Muted list; an unmute only the feeds', () => {
  const muted = cacheWithLists();
  dropStaleLists(muted.cache, 'mute', publication, viewerId);
  expect(muted.feeds()).not.toContain('latestPostsFeed');
  expect(muted.viewerFields()).not.toContain('mutedCollectionsConnection');
  expect(muted.viewerFields()).toContain('mutedUsersConnection');

  const unmuted = cacheWithLists();
  dropStaleLists(unmuted.cache, 'unmute', writer, viewerId);
  expect(unmuted.feeds()).not.toContain('latestPostsFeed');
  expect(unmuted.viewerFields()).toContain('mutedUsersConnection');
  expect(unmuted.writerFields()).toContain('followersConnection');
});
