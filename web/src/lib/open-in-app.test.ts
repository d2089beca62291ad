import { openInAppHref, openInAppPath } from './open-in-app.ts';
import type { View } from './router/router-context.ts';

const page = (route: string, params: Record<string, string>, pageName = 'any'): View =>
  ({ kind: 'page', route, params, page: pageName }) as View;

describe('openInAppPath', () => {
  it.each([
    ['a post', page('ShowPost', { postId: 'my-story-1a2b3c' }, 'post'), '/p/1a2b3c'],
    ['a post under a user', page('ShowPostUnderUser', { username: 'ann', postId: 'x-9f' }, 'post'), '/p/9f'],
    [
      'a post under a publication',
      page('ShowPostUnderCollection', { collectionSlug: 'pub', postId: 'ab12' }, 'post'),
      '/p/ab12',
    ],
    ['a publication', page('ShowCollectionHome', { collectionSlug: 'the-pub' }), '/the-pub'],
    ['a publication tab', page('ShowCollectionTagged', { collectionSlug: 'pub', tagSlug: 'ai' }), '/pub'],
    ['a topic', page('ShowTopic', { topicSlug: 'poetry' }), '/topic/poetry'],
    ['a tag', page('ShowTagPosts', { tagSlug: 'ai' }), '/topic/ai'],
    ['a profile', page('ShowUser', { username: 'ann' }), '/@ann'],
    ['a profile tab', page('ShowUserFollowers', { username: 'ann' }), '/@ann'],
    ['the settings', page('ShowSettings', {}), '/me/settings'],
    ['a settings tab', page('ShowSettingsTab', { setting: 'membership' }), '/me/settings'],
    ['home', page('ShowHome', {}), '/'],
    ['the 404 screen', { kind: 'not-found' } as View, '/'],
  ])('%s', (_, view, expected) => {
    expect(openInAppPath(view)).toBe(expected);
  });

  it('marks the link as coming from open-in-app', () => {
    expect(openInAppHref(page('ShowUser', { username: 'ann' }))).toBe('/@ann?source=open-in-app');
  });
});
