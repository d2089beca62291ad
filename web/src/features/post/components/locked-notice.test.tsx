/** @jest-environment jsdom */
import { createAppHarness, settle } from '#web/lib/testing/app-test-harness.tsx';
import { LockedNotice } from './locked-notice.tsx';

let harness: ReturnType<typeof createAppHarness>;
beforeEach(() => {
  window.history.replaceState(null, '', '/p/story1');
  harness = createAppHarness();
});
afterEach(() => harness.unmount());

const free = {
  __typename: 'User',
  id: 'u-reader',
  name: 'Ada Lovelace',
  username: 'ada',
  isSuspended: false,
  emailObfuscated: 'a***@folio.example',
  unverifiedEmail: null,
  dismissableFlags: [],
  membership: null,
};
const links = () =>
  [...harness.container.querySelectorAll('.locked-notice__text a')].map((a) => {
    const url = new URL(a.getAttribute('href')!, 'https://folio.example');
    return [
      a.textContent,
      url.pathname,
      url.searchParams.get('operation'),
      url.searchParams.get('redirect') ?? url.search,
    ];
  });

describe('the locked notice: the paywall’s way in', () => {
  it('leads a visitor to sign up and then the plans (carrying the story), or to sign in back to it', async () => {
    harness.render(<LockedNotice postId="story1" authorId="u-writer" />);
    await settle();
    expect(links()).toEqual([
      ['Sign up to become a member', '/m/signin', 'register', '/plans?from=%2Fp%2Fstory1'],
      // Back to where the reader is (the modal's, or the sign-in page's own default).
      ['Sign in', '/m/signin', 'login', expect.anything()],
    ]);
  });

  it('leads a signed-in non-member straight to the plans, with no sign-in offered', async () => {
    harness.render(<LockedNotice postId="story1" authorId="u-writer" />, {
      viewer: 'signed-in',
      answer: (name) => (name === 'ViewerQuery' ? { viewer: free } : {}),
    });
    await settle();
    expect(links()).toEqual([['Become a member', '/plans', null, '?from=%2Fp%2Fstory1']]);
    expect(harness.container.textContent).not.toContain('Sign in');
  });
});
