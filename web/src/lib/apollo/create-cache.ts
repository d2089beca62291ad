import { InMemoryCache } from '@apollo/client';
import { cursorPaginated } from './cursor-paginated.ts';

/** The cache of the browser and of the server render: the same shape, or the injected state would not fit. */
export function createCache() {
  return new InMemoryCache({
    // The schema's unions (graphql/schema.graphql), so fragments on their members match.
    possibleTypes: {
      PostResult: ['Post', 'NotFound', 'BadRequest'],
      UserResult: ['User', 'NotFound', 'BadRequest'],
    },
    typePolicies: {
      Query: { fields: { latestPostsFeed: cursorPaginated } },
      User: { fields: { postsConnection: cursorPaginated } },
      Collection: { fields: { postsConnection: cursorPaginated } },
      // One per post, without an id of their own: what two queries ask of them is merged, not replaced.
      PreviewContent: { merge: true },
      PostContent: { merge: true },
    },
  });
}
