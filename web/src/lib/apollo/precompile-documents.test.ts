import { gql } from '@apollo/client';
import { print, type DocumentNode } from 'graphql';
import { precompileDocuments } from './precompile-documents.ts';
import { withFragments } from './with-fragments.ts';

/** Runs a precompiled module body with the fragments it names in scope, returning its `result`. */
function evaluate(code: string, scope: Record<string, DocumentNode>): DocumentNode {
  const body = code.replace(/^import .*\n/, '');
  const names = Object.keys(scope);
  return new Function('__withFragments', ...names, `${body}; return result;`)(
    withFragments,
    ...names.map((n) => scope[n]),
  );
}

describe('precompileDocuments', () => {
  const Card = gql`
    fragment Card_post on Post {
      id
      title
    }
  `;
  const List = gql`
    fragment List_connection on PostConnection {
      posts {
        ...Card_post
      }
    }
    ${Card}
  `;

  it('gives the same document as gql, fragments included once', () => {
    const source =
      'const result = gql`\n  query Q($id: ID!) {\n    a: postResult(id: $id) { ... on Post { ...Card_post } }\n    feed: latestPostsFeed { ...List_connection }\n  }\n  ${List}\n  ${Card}\n`;';
    const code = precompileDocuments(source, '/helper.ts')!;
    expect(code).not.toContain('gql`');
    expect(code.split('\n')[0]).toBe('import { withFragments as __withFragments } from "/helper.ts";');
    const compiled = evaluate(code, { List, Card });
    const expected = gql`
      query Q($id: ID!) {
        a: postResult(id: $id) {
          ... on Post {
            ...Card_post
          }
        }
        feed: latestPostsFeed {
          ...List_connection
        }
      }
      ${List}
      ${Card}
    `;
    expect(print(compiled)).toBe(print(expected));
    expect(compiled.definitions.filter((d) => d.kind === 'FragmentDefinition')).toHaveLength(2);
  });

  it('leaves modules without documents alone', () => {
    expect(precompileDocuments('export const a = 1;', '/helper.ts')).toBeNull();
  });

  it('refuses interpolations other than fragment names', () => {
    expect(() => precompileDocuments('gql`query { a(limit: ${1 + 1}) }`', '/h.ts')).toThrow(
      'only interpolate fragment documents',
    );
  });

  it('reports GraphQL syntax errors at build time', () => {
    expect(() => precompileDocuments('gql`query { a `', '/h.ts')).toThrow('Syntax Error');
  });
});
