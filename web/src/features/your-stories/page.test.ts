import { readFileSync } from 'node:fs';
import type { DocumentNode } from 'graphql';
import { precompileDocuments } from '#web/lib/apollo/precompile-documents.ts';
import type { CacheReader } from '#web/routes/page-registry.ts';
import { DeletePost } from './api/delete-post-mutation.ts';
import { PinPost, UnpinPost } from './api/pin-post-mutations.ts';
import { UndeletePostMutation } from './api/undelete-post-mutation.ts';
import { YourStoriesMoreQuery } from './api/your-stories-more-query.ts';
import { YourStoriesQuery } from './api/your-stories-query.ts';
import { yourStoriesPage } from './page.ts';

const read: CacheReader = () => null;

describe('the Your stories page definition', () => {
  it('loads the shelf’s first page and the counts with the page: the drafts at /me/stories', async () => {
    expect((await yourStoriesPage.data()).queries({})).toEqual([
      { query: YourStoriesQuery, variables: { filterBy: 'DRAFTS', limit: 10 } },
    ]);
    expect((await yourStoriesPage.data()).queries({ filterBy: 'deleted' })).toEqual([
      { query: YourStoriesQuery, variables: { filterBy: 'DELETED', limit: 10 } },
    ]);
  });

  it('is titled Your stories on every shelf, never indexed, never cached, beside a sidebar', async () => {
    for (const filterBy of [undefined, 'drafts', 'public', 'responses', 'unlisted', 'deleted'])
      expect((await yourStoriesPage.data()).describe(read, filterBy ? { filterBy } : {})).toEqual({
        title: 'Your stories – Folio',
        noindex: true,
      });
    expect([yourStoriesPage.layout, yourStoriesPage.cacheKind]).toEqual(['two-column', 'other']);
    expect(typeof (await yourStoriesPage.load()).Sidebar).toBe('function');
  });

  it('is the 404 page for a filter spec 3 §2 does not list, and asks nothing for it', async () => {
    for (const filterBy of ['trash', 'DRAFTS', 'Published'])
      expect([
        (await yourStoriesPage.data()).describe(read, { filterBy }),
        (await yourStoriesPage.data()).queries({ filterBy }),
      ]).toEqual([null, []]);
  });
});

describe.each([
  ['YourStoriesQuery', YourStoriesQuery, 'your-stories-query.ts'],
  ['YourStoriesMoreQuery', YourStoriesMoreQuery, 'your-stories-more-query.ts'],
  ['DeletePost', DeletePost, 'delete-post-mutation.ts'],
  // Spec 2 §7 names this one.
  ['UndeletePostMutation', UndeletePostMutation, 'undelete-post-mutation.ts'],
  ['PinPost', PinPost, 'pin-post-mutations.ts'],
  ['UnpinPost', UnpinPost, 'pin-post-mutations.ts'],
] as const)('%s', (name, document, file) => {
  it('carries its operation name and is parsed at build time', () => {
    const operation = (document as DocumentNode).definitions[0];
    expect(operation?.kind === 'OperationDefinition' && operation.name?.value).toBe(name);
    const source = readFileSync(`${__dirname}/api/${file}`, 'utf8');
    expect(precompileDocuments(source, '/with-fragments.ts')).toContain(`"value":"${name}"`);
  });
});
