import { readFileSync } from 'node:fs';
import type { DocumentNode } from 'graphql';
import { precompileDocuments } from '#web/lib/apollo/precompile-documents.ts';
import type { CacheReader } from '#web/routes/page-registry.ts';
import { PublicationFollowersQuery } from './api/publication-followers-query.ts';
import { UserFollowersQuery, UserFollowingQuery } from './api/user-people-query.ts';
import { publicationFollowersPage, userFollowersPage, userFollowingPage } from './page.ts';

/** A cache that answers every read with `data`. */
const reading = (data: unknown): CacheReader => (() => data) as CacheReader;

const grace = { __typename: 'User', name: 'Grace Hopper', imageId: 'img-9' };

describe('the follower page definitions', () => {
  it('load the writer’s list by the route’s username (also the host’s, on a writer’s domain)', async () => {
    expect((await userFollowersPage.data()).queries({ username: 'grace' })).toEqual([
      { query: UserFollowersQuery, variables: { username: 'grace', limit: 10 } },
    ]);
    expect((await userFollowingPage.data()).queries({ username: 'grace' })).toEqual([
      { query: UserFollowingQuery, variables: { username: 'grace', limit: 10 } },
    ]);
    expect((await publicationFollowersPage.data()).queries({ collectionSlug: 'the-pub' })).toEqual([
      { query: PublicationFollowersQuery, variables: { domainOrSlug: 'the-pub', limit: 10 } },
    ]);
  });

  it('title the pages after whose list it is', async () => {
    const user = reading({ userResult: grace });
    expect((await userFollowersPage.data()).describe(user, { username: 'grace' })).toEqual({
      title: 'People following Grace Hopper – Folio',
      kind: 'profile',
      image: '/_/image/img-9',
    });
    expect((await userFollowingPage.data()).describe(user, { username: 'grace' })?.title).toBe(
      'People followed by Grace Hopper – Folio',
    );
    const collection = reading({ collectionByDomainOrSlug: { name: 'The Pub', avatar: null } });
    expect(
      (await publicationFollowersPage.data()).describe(collection, { collectionSlug: 'the-pub' }),
    ).toEqual({
      title: 'People following The Pub – Folio',
      kind: 'website',
    });
  });

  it('are not found for an unknown writer or publication (the registry answers 404)', async () => {
    const missing = reading({ userResult: { __typename: 'NotFound', message: 'No user grace' } });
    expect((await userFollowersPage.data()).describe(missing, { username: 'grace' })).toBeNull();
    expect((await userFollowingPage.data()).describe(reading(null), { username: 'grace' })).toBeNull();
    expect(
      (await publicationFollowersPage.data()).describe(reading({ collectionByDomainOrSlug: null }), {
        collectionSlug: 'x',
      }),
    ).toBeNull();
    expect(publicationFollowersPage.errorShowsNotFound).toBe(true);
  });

  it('are two-column pages with a sidebar, never cached', async () => {
    for (const page of [userFollowersPage, userFollowingPage, publicationFollowersPage]) {
      expect([page.layout, page.cacheKind]).toEqual(['two-column', 'other']);
      const module = await page.load();
      expect(typeof module.Sidebar).toBe('function');
    }
  });
});

describe.each([
  ['UserFollowersQuery', UserFollowersQuery, 'user-people-query.ts'],
  ['UserFollowingQuery', UserFollowingQuery, 'user-people-query.ts'],
  ['PublicationFollowersQuery', PublicationFollowersQuery, 'publication-followers-query.ts'],
] as const)('%s', (name, document, file) => {
  it('carries the spec’s operation name and is parsed at build time', () => {
    const operation = (document as DocumentNode).definitions[0];
    expect(operation?.kind === 'OperationDefinition' && operation.name?.value).toBe(name);
    const source = readFileSync(`${__dirname}/api/${file}`, 'utf8');
    expect(precompileDocuments(source, '/with-fragments.ts')).toContain(`"value":"${name}"`);
  });
});
