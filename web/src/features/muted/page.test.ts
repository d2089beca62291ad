import { readFileSync } from 'node:fs';
import type { DocumentNode } from 'graphql';
import { precompileDocuments } from '#web/lib/apollo/precompile-documents.ts';
import type { RouteParams } from '#web/routes/catalogue.ts';
import type { CacheReader } from '#web/routes/page-registry.ts';
import { MutedCollectionsQuery } from './api/muted-collections-query.ts';
import { MutedUsersQuery } from './api/muted-users-query.ts';
import { customizeMutedPage } from './page.ts';

const read: CacheReader = () => null;

describe('the muted page definition', () => {
  it('loads the open tab’s list with the page', async () => {
    const users = [{ query: MutedUsersQuery, variables: { limit: 10 } }];
    expect((await customizeMutedPage.data()).queries({})).toEqual(users);
    expect((await customizeMutedPage.data()).queries({ activeTab: 'unknown' })).toEqual(users);
    expect((await customizeMutedPage.data()).queries({ activeTab: 'publications' })).toEqual([
      { query: MutedCollectionsQuery, variables: { limit: 10 } },
    ]);
  });

  it('is titled Muted whatever the tab, never indexed, never cached', async () => {
    for (const params of [{}, { activeTab: 'publications' }, { activeTab: 'nope' }] as RouteParams[])
      expect((await customizeMutedPage.data()).describe(read, params)).toEqual({
        title: 'Muted – Folio',
        noindex: true,
      });
    expect([customizeMutedPage.layout, customizeMutedPage.cacheKind]).toEqual(['two-column', 'other']);
  });
});

describe.each([
  ['MutedUsersQuery', MutedUsersQuery, 'muted-users-query.ts'],
  ['MutedCollectionsQuery', MutedCollectionsQuery, 'muted-collections-query.ts'],
] as const)('%s', (name, document, file) => {
  it('carries the spec’s operation name and is parsed at build time', () => {
    const operation = (document as DocumentNode).definitions[0];
    expect(operation?.kind === 'OperationDefinition' && operation.name?.value).toBe(name);
    const source = readFileSync(`${__dirname}/api/${file}`, 'utf8');
    expect(precompileDocuments(source, '/with-fragments.ts')).toContain(`"value":"${name}"`);
  });
});
