import { matchRoute } from './match-route.ts';
import { postIdFromParam } from './post-id.ts';
import { routeTables } from './route-tables.ts';

const quiet = jest.fn();
const match = (path: string) => matchRoute(routeTables.default, path, null, quiet);

describe('matching on the main host', () => {
  it.each([
    ['/', 'ShowHome', {}],
    ['/p/1a2b3c4d5e6f', 'ShowPost', { postId: '1a2b3c4d5e6f' }],
    ['/p/my-story-1a2b3c4d5e6f', 'ShowPost', { postId: 'my-story-1a2b3c4d5e6f' }],
    ['/@writer', 'ShowUser', { username: 'writer' }],
    ['/@writer/', 'ShowUser', { username: 'writer' }],
    [
      '/@writer/my-story-1a2b3c4d5e6f',
      'ShowPostUnderUser',
      { username: 'writer', postId: 'my-story-1a2b3c4d5e6f' },
    ],
    ['/the-pub', 'ShowCollectionHome', { collectionSlug: 'the-pub' }],
    [
      '/the-pub/my-story-1a2b3c4d5e6f',
      'ShowPostUnderCollection',
      { collectionSlug: 'the-pub', postId: 'my-story-1a2b3c4d5e6f' },
    ],
    ['/caf%C3%A9', 'ShowCollectionHome', { collectionSlug: 'café' }],
  ])('%s → %s', (path, name, params) => {
    expect(match(path)).toEqual({ name, page: expect.any(String), params });
  });

  it('lets a static segment beat a parameter: /p/… is ShowPost, not a post of publication "p"', () => {
    expect(match('/p/1a2b3c4d5e6f')?.name).toBe('ShowPost');
  });

  it('lets an @ segment beat a parameter: /@writer is a user, not a publication "@writer"', () => {
    expect(match('/@writer')?.name).toBe('ShowUser');
    expect(match('/@writer/1a2b3c4d5e6f')?.name).toBe('ShowPostUnderUser');
  });

  it.each(['/p/hello', '/@writer/about-me', '/the-pub/not-a-post', '/a/b/c', 'no-slash', '/bad%E0%A4%A'])(
    'does not match %s',
    (path) => {
      expect(match(path)).toBeNull();
    },
  );

  it('names the page of each route', () => {
    expect(match('/')?.page).toBe('home');
    expect(match('/p/abc123')?.page).toBe('post');
    expect(match('/@writer')?.page).toBe('user-profile');
    expect(match('/the-pub')?.page).toBe('publication-profile');
  });

  it('only warns about an empty parameter, and still matches', () => {
    const warn = jest.fn();
    expect(matchRoute(routeTables.default, '/@', null, warn)).toEqual({
      name: 'ShowUser',
      page: 'user-profile',
      params: { username: '' },
    });
    expect(warn).toHaveBeenCalledWith('Empty route parameter username in /@ (ShowUser).');
  });
});

describe('matching on custom domains', () => {
  it('fills the username from the host on a user domain', () => {
    expect(matchRoute(routeTables.user, '/', 'writer', quiet)).toEqual({
      name: 'ShowUser',
      page: 'user-profile',
      params: { username: 'writer' },
    });
    expect(matchRoute(routeTables.user, '/my-story-1a2b3c4d5e6f', 'writer', quiet)?.params).toEqual({
      username: 'writer',
      postId: 'my-story-1a2b3c4d5e6f',
    });
    expect(matchRoute(routeTables.user, '/p/1a2b3c4d5e6f', 'writer', quiet)?.name).toBe('ShowPost');
    expect(matchRoute(routeTables.user, '/@writer', 'writer', quiet)).toBeNull();
  });

  it('fills the collection slug from the host on a publication domain', () => {
    expect(matchRoute(routeTables.publication, '/', 'the-pub', quiet)).toEqual({
      name: 'ShowCollectionHome',
      page: 'publication-profile',
      params: { collectionSlug: 'the-pub' },
    });
    expect(matchRoute(routeTables.publication, '/my-story-1a2b3c4d5e6f', 'the-pub', quiet)?.name).toBe(
      'ShowPostUnderCollection',
    );
    expect(
      matchRoute(routeTables.publication, '/the-pub/my-story-1a2b3c4d5e6f', 'the-pub', quiet),
    ).toBeNull();
  });
});

describe('post ids', () => {
  it.each([
    ['my-story-1a2b3c4d5e6f', '1a2b3c4d5e6f'],
    ['1a2b3c4d5e6f', '1a2b3c4d5e6f'],
    ['a-b-c-ABCDEF12', 'ABCDEF12'],
    ['my-story', null],
    ['my-story-', null],
    ['', null],
    ['1a2b-story', null],
  ])('%s → %s', (param, id) => {
    expect(postIdFromParam(param)).toBe(id);
  });
});
