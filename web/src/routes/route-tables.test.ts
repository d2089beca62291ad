import { routeCatalogue, type RouteDefinition, type RouteName } from './catalogue.ts';
import { createRouteTable, routeTables, routeTablesFrom } from './route-tables.ts';

const pathsOf = (kind: keyof typeof routeTables) =>
  Object.fromEntries(
    routeTables[kind].routes.map((route) => [
      route.name,
      '/' +
        route.segments
          .map((s) => (s.kind === 'static' ? s.value : s.kind === 'at' ? `@{${s.name}}` : `{${s.name}}`))
          .join('/'),
    ]),
  );

describe('the three route tables generated from the catalogue', () => {
  // web/src/app/route-catalogue.test.ts walks every route of the catalogue through the three tables.
  it('holds every route on the main host', () => {
    expect(Object.keys(pathsOf('default')).sort()).toEqual(Object.keys(routeCatalogue).sort());
    expect(pathsOf('default')).toMatchObject({
      ShowHome: '/',
      ShowPost: '/p/{postId}',
      ShowPostUnderUser: '/@{username}/{postId}',
      ShowPostUnderCollection: '/{collectionSlug}/{postId}',
      ShowUser: '/@{username}',
      ShowCollectionHome: '/{collectionSlug}',
    });
  });

  it('holds profile routes without the /@{username} prefix, and routes marked all, on a user domain', () => {
    const userRoutes = Object.entries(routeCatalogue)
      .filter(([, route]) => 'marking' in route && (route.marking === 'user' || route.marking === 'all'))
      .map(([name]) => name);
    expect(Object.keys(pathsOf('user')).sort()).toEqual(userRoutes.sort());
    expect(pathsOf('user')).toMatchObject({
      ShowUser: '/',
      ShowUserFollowers: '/followers',
      ShowPostUnderUser: '/{postId}',
      ShowPost: '/p/{postId}',
    });
    expect(routeTables.user.hostParam).toBe('username');
  });

  it('holds publication routes without the /{collectionSlug} prefix on a publication domain', () => {
    const publicationRoutes = Object.entries(routeCatalogue)
      .filter(
        ([, route]) => 'marking' in route && (route.marking === 'collection' || route.marking === 'all'),
      )
      .map(([name]) => name);
    expect(Object.keys(pathsOf('publication')).sort()).toEqual(publicationRoutes.sort());
    expect(pathsOf('publication')).toMatchObject({
      ShowCollectionHome: '/',
      ShowCollectionMasthead: '/about',
      ShowPostUnderCollection: '/{postId}',
      ShowPost: '/p/{postId}',
    });
    expect(routeTables.publication.hostParam).toBe('collectionSlug');
  });

  it('orders routes most specific first: static, then @, then plain parameters', () => {
    const order = routeTables.default.routes.map((route) => route.name);
    expect(order.indexOf('ShowPost')).toBeLessThan(order.indexOf('ShowPostUnderUser'));
    expect(order.indexOf('ShowPostUnderUser')).toBeLessThan(order.indexOf('ShowPostUnderCollection'));
    expect(order.indexOf('ShowUser')).toBeLessThan(order.indexOf('ShowCollectionHome'));
  });
});

describe('registration', () => {
  it('rejects a path ambiguous with one already registered, with a warning', () => {
    const warn = jest.fn();
    const table = createRouteTable(
      'default',
      null,
      [
        { name: 'ShowPostUnderCollection', page: 'post', path: '/{collectionSlug}/{postId}' },
        { name: 'ShowPostUnderUser', page: 'post', path: '/{user}/{id}' },
      ],
      warn,
    );
    expect(table.routes.map((route) => route.name)).toEqual(['ShowPostUnderCollection']);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('ShowPostUnderUser (/{user}/{id}) is ambiguous with ShowPostUnderCollection'),
    );
  });

  it('keeps paths that differ by a static segment or by an @ segment', () => {
    const warn = jest.fn();
    const table = createRouteTable(
      'default',
      null,
      [
        { name: 'ShowPost', page: 'post', path: '/p/{postId}' },
        { name: 'ShowPostUnderUser', page: 'post', path: '/@{username}/{postId}' },
        { name: 'ShowPostUnderCollection', page: 'post', path: '/{collectionSlug}/{postId}' },
      ],
      warn,
    );
    expect(table.routes).toHaveLength(3);
    expect(warn).not.toHaveBeenCalled();
  });

  it('puts domain routes before shared ones, so the domain wins an ambiguity', () => {
    const warn = jest.fn();
    const catalogue = {
      ShowUser: { path: '/@{username}', page: 'user-profile', marking: 'user' },
      ShowHome: { path: '/', page: 'home', marking: 'all' },
    } as unknown as Record<RouteName, RouteDefinition>;
    const tables = routeTablesFrom(catalogue, warn);
    expect(tables.user.routes.map((route) => route.name)).toEqual(['ShowUser']);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('ShowHome (/) is ambiguous with ShowUser (/) in the user table'),
    );
  });

  it('refuses a user-marked route that does not start with /@{username}', () => {
    const catalogue = {
      ShowUser: { path: '/u/{id}', page: 'user-profile', marking: 'user' },
    } as unknown as Record<RouteName, RouteDefinition>;
    expect(() => routeTablesFrom(catalogue, jest.fn())).toThrow('does not start with /@{username}');
  });

  it('refuses unsupported segments', () => {
    expect(() =>
      createRouteTable('default', null, [{ name: 'ShowPost', page: 'post', path: '/p-{postId}' }]),
    ).toThrow('unsupported segment p-{postId}');
  });

  it('refuses a redirect to an unknown route, to a redirect, or without the target’s parameters', () => {
    const build = (catalogue: Record<string, unknown>) => () =>
      routeTablesFrom(catalogue as unknown as Record<RouteName, RouteDefinition>, jest.fn());
    expect(build({ ShowA: { path: '/a', redirect: { to: 'Nowhere', status: 301 } } })).toThrow(
      'ShowA redirects to Nowhere, which is not a route with a page',
    );
    expect(
      build({
        ShowA: { path: '/a', redirect: { to: 'ShowB', status: 301 } },
        ShowB: { path: '/b', redirect: { to: 'ShowC', status: 301 } },
        ShowC: { path: '/c', page: 'home' },
      }),
    ).toThrow('ShowA redirects to ShowB, which is not a route with a page');
    expect(
      build({
        ShowA: { path: '/a', redirect: { to: 'ShowUser', status: 301 } },
        ShowUser: { path: '/@{username}', page: 'user-profile' },
      }),
    ).toThrow('ShowA redirects to ShowUser without its parameter(s) username');
  });

  it('registers the real catalogue without any warning', () => {
    const warn = jest.fn();
    routeTablesFrom(
      (jest.requireActual('./catalogue.ts') as typeof import('./catalogue.ts')).routeCatalogue,
      warn,
    );
    expect(warn).not.toHaveBeenCalled();
  });
});
