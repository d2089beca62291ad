import { upvotesRedirect } from './upvotes-redirect.ts';

const at = (path: string) => upvotesRedirect({ path, hostKind: 'default', hostTarget: null });

test('/p/{postId}/upvotes goes to the story with its clappers open', () => {
  expect(at('/p/1a2b3c4d5e6f/upvotes')).toBe('/p/1a2b3c4d5e6f?clappers');
  expect(at('/p/a-story-1a2b3c4d5e6f/upvotes')).toBe('/p/1a2b3c4d5e6f?clappers');
});

test('other paths and ids that cannot be a story are not its business', () => {
  expect(at('/p/1a2b3c4d5e6f')).toBeNull();
  expect(at('/p/not-a-story/upvotes')).toBeNull();
});
