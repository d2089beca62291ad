import type { RouteDefinition, RouteName } from './catalogue.ts';
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
  it('holds every route on the main host', () => {
    expect(pathsOf('default')).toEqual({
      ShowHome: '/',
      ShowPost: '/p/{postId}',
      ShowPostUnderUser: '/@{username}/{postId}',
      ShowPostUnderCollection: '/{collectionSlug}/{postId}',
      ShowUser: '/@{username}',
      ShowCollectionHome: '/{collectionSlug}',
    });
  });

  it('holds profile routes without the /@{username} prefix, and routes marked all, on a user domain', () => {
    expect(pathsOf('user')).toEqual({
      ShowUser: '/',
      ShowPostUnderUser: '/{postId}',
      ShowPost: '/p/{postId}',
    });
    expect(routeTables.user.hostParam).toBe('username');
  });

  it('holds publication routes without the /{collectionSlug} prefix on a publication domain', () => {
    expect(pathsOf('publication')).toEqual({
      ShowCollectionHome: '/',
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

  it('registers the real catalogue without any warning', () => {
    const warn = jest.fn();
    routeTablesFrom(
      (jest.requireActual('./catalogue.ts') as typeof import('./catalogue.ts')).routeCatalogue,
      warn,
    );
    expect(warn).not.toHaveBeenCalled();
  });
});
