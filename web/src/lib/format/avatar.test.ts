import { aspectRatios, avatarKind, avatarSizes, badgeKind } from './avatar.ts';

it('has the spec avatar sizes in pixels', () => {
  expect(avatarSizes).toEqual({ XXXS: 20, XXS: 28, XS: 32, S: 40, M: 48, L: 64, XL: 80, XXL: 128 });
});

it('gives the aspect ratios as width ÷ height', () => {
  expect(aspectRatios).toEqual({ '4:3': 4 / 3, '1:1': 1, '3:2': 1.5, '2:1': 2 });
  expect(300 / aspectRatios['3:2']).toBe(200);
});

describe('badgeKind', () => {
  it.each([
    ['FRIEND', 'friend'],
    ['MEMBER', 'member'],
    ['FREE', 'none'],
    [null, 'none'],
    [undefined, 'none'],
  ] as const)('%p → %p', (tier, badge) => {
    expect(badgeKind(tier)).toBe(badge);
  });
});

describe('avatarKind', () => {
  it('shows a placeholder for an unknown user', () => {
    expect(avatarKind(null)).toBe('placeholder');
    expect(avatarKind(undefined)).toBe('placeholder');
  });

  it('renders no avatar for a user with no username', () => {
    expect(avatarKind({ username: null, imageId: 'img' })).toBe('none');
    expect(avatarKind({ username: '', imageId: 'img' })).toBe('none');
    expect(avatarKind({ imageId: 'img' })).toBe('none');
  });

  it('shows the picture of a user with a username', () => {
    expect(avatarKind({ username: 'ada', imageId: 'img' })).toBe('image');
  });

  it('falls back to the placeholder when the user has no picture', () => {
    expect(avatarKind({ username: 'ada', imageId: null })).toBe('placeholder');
  });
});
