import type { MembershipTier } from '#graphql/generated/operations.ts';

/** Avatar sizes in pixels (spec 2 §3). */
export const avatarSizes = { XXXS: 20, XXS: 28, XS: 32, S: 40, M: 48, L: 64, XL: 80, XXL: 128 } as const;
export type AvatarSize = keyof typeof avatarSizes;

/** Image aspect ratios (spec 2 §3) as width ÷ height, ready for `aspect-ratio` or a height from a width. */
export const aspectRatios = { '4:3': 4 / 3, '1:1': 1, '3:2': 3 / 2, '2:1': 2 } as const;
export type AspectRatio = keyof typeof aspectRatios;

export type BadgeKind = 'none' | 'member' | 'friend';

/** Spec 2 §3: "A FRIEND tier gets a different badge"; free or unknown tiers get none. */
export function badgeKind(tier: MembershipTier | null | undefined): BadgeKind {
  if (tier === 'FRIEND') return 'friend';
  return tier === 'MEMBER' ? 'member' : 'none';
}

export type AvatarKind = 'none' | 'placeholder' | 'image';
export type AvatarUser = { username?: string | null; imageId?: string | null };

/**
 * What an avatar shows (spec 2 §3): an unknown user (not loaded, deleted) shows a placeholder; a user
 * with no username renders no avatar; otherwise the picture. The spec does not say what a user with a
 * username but no picture shows: the placeholder, as there is nothing else to draw.
 */
export function avatarKind(user: AvatarUser | null | undefined): AvatarKind {
  if (!user) return 'placeholder';
  if (!user.username) return 'none';
  return user.imageId ? 'image' : 'placeholder';
}
