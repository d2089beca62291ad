import { gql, type TypedDocumentNode } from '@apollo/client';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isAbstractType, visit } from 'graphql';
import { loadAppSyncSchema } from '#graphql/appsync-schema.ts';
import { createCache, possibleTypes } from './create-cache.ts';
import { documentsOf } from './precompile-documents.ts';

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

  it("reads a union field by its member's typename, with no possibleTypes entry", () => {
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

/** Every gql document of the web client and the pages Lambda (the documents codegen reads). */
function clientDocuments() {
  const root = join(__dirname, '../../../..');
  const sources = ['web/src', 'functions/pages'].flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => readFileSync(join(root, dir, file), 'utf8'))
      // Modules that write documents import gql (the build's own helpers only speak of it).
      .filter((code) => /import \{[^}]*\bgql\b[^}]*\} from '@apollo\/client'/.test(code)),
  );
  return sources.flatMap(documentsOf);
}

test('possibleTypes names exactly the unions and interfaces a fragment names, with their members', () => {
  const schema = loadAppSyncSchema();
  const named = new Set<string>();
  for (const document of clientDocuments()) {
    visit(document, {
      FragmentDefinition: (node) => void named.add(node.typeCondition.name.value),
      InlineFragment: (node) => void (node.typeCondition && named.add(node.typeCondition.name.value)),
    });
  }
  const abstract = [...named].map((name) => schema.getType(name)).filter((type) => isAbstractType(type));
  expect(abstract.length).toBeGreaterThan(0);
  expect(
    Object.fromEntries(
      abstract.map((type) => [
        type.name,
        schema
          .getPossibleTypes(type)
          .map((member) => member.name)
          .sort(),
      ]),
    ),
  ).toEqual(
    Object.fromEntries(Object.entries(possibleTypes).map(([name, members]) => [name, [...members].sort()])),
  );
});
