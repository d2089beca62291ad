import type { Viewer } from '#web/lib/viewer-session.ts';
import { badgeViewerOf, starViewerOf } from './popover-viewer.ts';

const march2024 = Date.UTC(2024, 2, 5) / 1000;
const june2024 = Date.UTC(2024, 5, 1) / 1000;

const signedIn = (membership: Viewer['membership'], id = 'u-reader') => ({
  kind: 'signed-in' as const,
  viewer: {
    id,
    name: 'Ada',
    username: 'ada',
    isSuspended: false,
    emailObfuscated: null,
    unverifiedEmail: null,
    dismissableFlags: [],
    membership,
  },
});

describe('who opens the member-only star (spec 2 §6)', () => {
  it('is nobody yet while the session loads, a visitor when signed out', () => {
    expect(starViewerOf({ kind: 'loading' }, 'u-writer')).toBeNull();
    expect(starViewerOf({ kind: 'signed-out' }, 'u-writer')).toEqual({ kind: 'signed-out' });
  });

  it('is the author on their own story, whatever their tier', () => {
    const member = { id: 'm', tier: 'MEMBER' as const, memberSince: march2024, friendSince: null };
    expect(starViewerOf(signedIn(member, 'u-writer'), 'u-writer')).toEqual({ kind: 'author' });
  });

  it('is a reader member since memberSince (a Friend too), or a non-member', () => {
    const member = { id: 'm', tier: 'MEMBER' as const, memberSince: march2024, friendSince: null };
    const friend = { id: 'm', tier: 'FRIEND' as const, memberSince: null, friendSince: june2024 };
    const free = { id: 'm', tier: 'FREE' as const, memberSince: null, friendSince: null };
    expect(starViewerOf(signedIn(member), 'u-writer')).toEqual({ kind: 'reader', memberSince: march2024 });
    expect(starViewerOf(signedIn(friend), 'u-writer')).toEqual({ kind: 'reader', memberSince: june2024 });
    expect(starViewerOf(signedIn(free), 'u-writer')).toEqual({ kind: 'reader', memberSince: null });
    expect(starViewerOf(signedIn(null), 'u-writer')).toEqual({ kind: 'reader', memberSince: null });
  });
});

describe('who opens a Friend badge (spec 1 §2.7)', () => {
  it('is nobody yet while loading; a visitor has no tier', () => {
    expect(badgeViewerOf({ kind: 'loading' }, 'u-friend')).toBeNull();
    expect(badgeViewerOf({ kind: 'signed-out' }, 'u-friend')).toEqual({ isViewer: false, tier: null });
  });

  it('knows the Friend themselves, and the tier of anyone else (FREE without a membership)', () => {
    const friend = { id: 'm', tier: 'FRIEND' as const, memberSince: null, friendSince: june2024 };
    expect(badgeViewerOf(signedIn(friend, 'u-friend'), 'u-friend')).toEqual({
      isViewer: true,
      tier: 'FRIEND',
    });
    expect(badgeViewerOf(signedIn(null), 'u-friend')).toEqual({ isViewer: false, tier: 'FREE' });
  });
});
