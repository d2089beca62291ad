import { gql, InMemoryCache } from '@apollo/client';
import { cacheConfig } from './create-cache.ts';

// Spec 3 §7's merge rule for email subscribers (Query.newsletterSubscribers), through the real cache.
const Subscribers = gql`
  query Subscribers($newsletterV3Id: ID!, $limit: Int!, $to: String) {
    newsletterSubscribers(newsletterV3Id: $newsletterV3Id, paging: { limit: $limit, to: $to }) {
      __typename
      ... on NewsletterSubscriberConnection {
        subscribers {
          id
          email
          subscribedAt
        }
        pagingInfo {
          next {
            limit
            to
          }
        }
      }
    }
  }
`;

const row = (id: string, subscribedAt = 1) => ({
  __typename: 'NewsletterSubscriber',
  id,
  email: `${id}@example.com`,
  subscribedAt,
});
const connection = (ids: string[], to: string | null, subscribedAt = 1) => ({
  newsletterSubscribers: {
    __typename: 'NewsletterSubscriberConnection',
    subscribers: ids.map((id) => row(id, subscribedAt)),
    pagingInfo: { __typename: 'PagingInfo', next: to ? { __typename: 'Paging', limit: 2, to } : null },
  },
});

function write(cache: InMemoryCache, newsletterV3Id: string, data: object, to?: string) {
  cache.writeQuery({ query: Subscribers, variables: { newsletterV3Id, limit: 2, to }, data });
}
const ids = (cache: InMemoryCache, newsletterV3Id: string) =>
  (
    cache.readQuery({ query: Subscribers, variables: { newsletterV3Id, limit: 2 } }) as {
      newsletterSubscribers: { subscribers: { id: string; subscribedAt: number }[] };
    }
  ).newsletterSubscribers.subscribers.map(({ id, subscribedAt }) => `${id}@${subscribedAt}`);

describe('email subscribers in the cache (spec 3 §7 merge rules)', () => {
  test('Show more appends the next page, skipping rows already listed; a first page starts again', () => {
    const cache = new InMemoryCache(cacheConfig);
    write(cache, 'n1', connection(['a', 'b'], 'c1'));
    write(cache, 'n1', connection(['b', 'c'], null), 'c1');
    expect(ids(cache, 'n1')).toEqual(['a@1', 'b@1', 'c@1']);
    write(cache, 'n1', connection(['z'], 'c9'));
    expect(ids(cache, 'n1')).toEqual(['z@1']);
  });

  test('one list per newsletter: the same reader on two newsletters keeps each subscription’s own row', () => {
    const cache = new InMemoryCache(cacheConfig);
    write(cache, 'n1', connection(['a', 'b'], 'c1', 1));
    write(cache, 'n2', connection(['a'], null, 2));
    write(cache, 'n1', connection(['c'], null), 'c1');
    expect(ids(cache, 'n1')).toEqual(['a@1', 'b@1', 'c@1']);
    expect(ids(cache, 'n2')).toEqual(['a@2']);
  });
});
