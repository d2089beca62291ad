import { buildRoute, routeHref } from './build-route.ts';
import type { RouteName } from './catalogue.ts';
import { matchRoute } from './match-route.ts';
import { routeTables } from './route-tables.ts';

describe('buildRoute', () => {
  it('builds every kind of path', () => {
    expect(buildRoute('ShowHome', {})).toBe('/');
    expect(buildRoute('ShowPost', { postId: 'my-story-1a2b3c4d5e6f' })).toBe('/p/my-story-1a2b3c4d5e6f');
    expect(buildRoute('ShowUser', { username: 'writer' })).toBe('/@writer');
    expect(buildRoute('ShowPostUnderUser', { username: 'writer', postId: 'x-1a2b' })).toBe('/@writer/x-1a2b');
    expect(buildRoute('ShowCollectionHome', { collectionSlug: 'the pub' })).toBe('/the%20pub');
  });

  it('throws on an unknown route name', () => {
    expect(() => buildRoute('ShowNothing' as RouteName, {} as never)).toThrow('Unknown route ShowNothing.');
  });

  it('throws on a missing parameter', () => {
    expect(() => buildRoute('ShowPostUnderUser', { username: 'writer' } as never)).toThrow(
      'Route ShowPostUnderUser needs the parameter postId.',
    );
  });

  it('builds what the matcher reads back', () => {
    const params = { collectionSlug: 'the-pub', postId: 'my-story-1a2b3c4d5e6f' };
    expect(matchRoute(routeTables.default, buildRoute('ShowPostUnderCollection', params))?.params).toEqual(
      params,
    );
  });
});

describe('routeHref from a custom domain', () => {
  it('drops the prefix for the domain’s own profile', () => {
    expect(
      routeHref(routeTables.user, 'writer', 'ShowPostUnderUser', { username: 'writer', postId: 'a-1b' }),
    ).toBe('/a-1b');
    expect(routeHref(routeTables.user, 'writer', 'ShowUser', { username: 'writer' })).toBe('/');
  });

  it('sends other profiles and routes the domain does not have to the auth domain', () => {
    const authOrigin = 'https://folio.example';
    expect(routeHref(routeTables.user, 'writer', 'ShowUser', { username: 'other' }, authOrigin)).toBe(
      'https://folio.example/@other',
    );
    expect(
      routeHref(
        routeTables.publication,
        'pub',
        'ShowCollectionHome',
        { collectionSlug: 'other' },
        authOrigin,
      ),
    ).toBe('https://folio.example/other');
    expect(routeHref(routeTables.publication, 'pub', 'ShowSettings', {}, authOrigin)).toBe(
      'https://folio.example/me/settings',
    );
  });

  it('builds main-host paths on the main host', () => {
    expect(
      routeHref(routeTables.default, null, 'ShowUser', { username: 'writer' }, 'https://folio.example'),
    ).toBe('/@writer');
  });
});
