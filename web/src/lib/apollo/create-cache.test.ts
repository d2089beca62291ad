import { gql, type TypedDocumentNode } from '@apollo/client';
import { GraphQLUnionType } from 'graphql';
import { loadAppSyncSchema } from '#graphql/appsync-schema.ts';
import { createCache, possibleTypes } from './create-cache.ts';

interface FeedData {
  latestPostsFeed: {
    __typename: 'PostConnection';
    posts: { __typename: 'Post'; id: string; title: string }[];
    pagingInfo: {
      __typename: 'PagingInfo';
      next: { __typename: 'PageParams'; limit: number; to: string | null } | null;
    };
  };
}

const Feed: TypedDocumentNode<FeedData, { to?: string }> = gql`
  query Feed($to: String) {
    latestPostsFeed(paging: { limit: 2, to: $to }) {
      posts {
        id
        title
      }
      pagingInfo {
        next {
          limit
          to
        }
      }
    }
  }
`;

const page = (ids: string[], next: string | null): FeedData => ({
  latestPostsFeed: {
    __typename: 'PostConnection',
    posts: ids.map((id) => ({ __typename: 'Post', id, title: `Story ${id}` })),
    pagingInfo: {
      __typename: 'PagingInfo',
      next: next ? { __typename: 'PageParams', limit: 2, to: next } : null,
    },
  },
});

describe('paginated lists in the cache', () => {
  it('appends a page after a cursor to the first page, without duplicates', () => {
    const cache = createCache();
    cache.writeQuery({ query: Feed, variables: {}, data: page(['a', 'b'], 'c1') });
    cache.writeQuery({ query: Feed, variables: { to: 'c1' }, data: page(['b', 'c', 'd'], 'c2') });
    const merged = cache.readQuery({ query: Feed, variables: {} });
    expect(merged?.latestPostsFeed.posts.map((post) => post.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(merged?.latestPostsFeed.pagingInfo.next?.to).toBe('c2');
  });

  it('starts over when the first page is fetched again', () => {
    const cache = createCache();
    cache.writeQuery({ query: Feed, variables: {}, data: page(['a', 'b'], 'c1') });
    cache.writeQuery({ query: Feed, variables: { to: 'c1' }, data: page(['c'], null) });
    cache.writeQuery({ query: Feed, variables: {}, data: page(['z'], 'c9') });
    expect(
      cache.readQuery({ query: Feed, variables: {} })?.latestPostsFeed.posts.map((post) => post.id),
    ).toEqual(['z']);
  });

  it('keeps what one query knows of a story when another asks less of it', () => {
    const cache = createCache();
    const Card = gql`
      query Card {
        postResult(id: "p1") {
          ... on Post {
            id
            previewImage {
              id
              alt
            }
            extendedPreviewContent {
              subtitle
              isFullContent
            }
          }
        }
      }
    `;
    const Page = gql`
      query Page {
        postResult(id: "p1") {
          ... on Post {
            id
            previewImage {
              id
            }
            extendedPreviewContent {
              subtitle
            }
          }
        }
      }
    `;
    const post = (fields: Record<string, unknown>) => ({
      postResult: { __typename: 'Post', id: 'p1', ...fields },
    });
    cache.writeQuery({
      query: Card,
      data: post({
        previewImage: { __typename: 'ImageMetadata', id: 'i1', alt: 'A cat' },
        extendedPreviewContent: { __typename: 'PreviewContent', subtitle: 'S', isFullContent: false },
      }),
    });
    cache.writeQuery({
      query: Page,
      data: post({
        previewImage: { __typename: 'ImageMetadata', id: 'i1' },
        extendedPreviewContent: { __typename: 'PreviewContent', subtitle: 'S' },
      }),
    });
    expect(cache.readQuery({ query: Card })).toEqual(
      post({
        previewImage: { __typename: 'ImageMetadata', id: 'i1', alt: 'A cat' },
        extendedPreviewContent: { __typename: 'PreviewContent', subtitle: 'S', isFullContent: false },
      }),
    );
  });

  it('reads union members through possibleTypes', () => {
    const cache = createCache();
    const PostResult = gql`
      query R {
        postResult(id: "1") {
          ... on Post {
            id
            title
          }
          ... on NotFound {
            message
          }
        }
      }
    `;
    cache.writeQuery({
      query: PostResult,
      data: { postResult: { __typename: 'NotFound', message: 'No story 1' } },
    });
    expect(
      cache.readQuery<{ postResult: { message: string } }>({ query: PostResult })?.postResult.message,
    ).toBe('No story 1');
  });
});

test('possibleTypes names every union of the schema with exactly its members', () => {
  const unions = Object.values(loadAppSyncSchema().getTypeMap()).filter(
    (type): type is GraphQLUnionType => type instanceof GraphQLUnionType,
  );
  expect(
    Object.fromEntries(
      unions.map((union) => [
        union.name,
        union
          .getTypes()
          .map((member) => member.name)
          .sort(),
      ]),
    ),
  ).toEqual(
    Object.fromEntries(Object.entries(possibleTypes).map(([name, members]) => [name, [...members].sort()])),
  );
});
