import { formatMonthYear } from '#web/lib/format/date.ts';
import { siteLinks } from '#web/lib/site-links.ts';
import { texts } from '#web/lib/texts.ts';
import type { RouteName, RouteParamsFor } from '#web/routes/catalogue.ts';
import type { AvatarMenu_UserFragment } from '#graphql/generated/operations.ts';

/** Spec 1 §9: at most 3 publications in the menu. */
export const maxMenuPublications = 3;

/** A route of the catalogue, with its parameters checked against its path. */
type RouteTarget = { [N in RouteName]: { kind: 'route'; to: N; params: RouteParamsFor<N> } }[RouteName];

export type AvatarMenuItem = {
  key: string;
  label: string;
  /** Spec 1 §2.5: Write is in the menu on small screens only (the header shows it on wide ones). */
  smallScreensOnly?: boolean;
  /** A publication's avatar image id, shown beside its name. */
  imageId?: string | null;
} & (
  | RouteTarget
  /** A destination outside the catalogue (help, publication admin) or on another site (Mastodon). */
  | { kind: 'href'; href: string }
  | { kind: 'sign-out'; detail: string | null }
);

/** Spec 1 §6 flags the menu reads (graphql/contract/flags.ts holds their defaults). */
export interface AvatarMenuFlags {
  enable_mastodon_for_members: boolean;
  disable_lite_gift_page: boolean;
}

/**
 * What the menu knows beyond the viewer's fields. Neither the membership status (spec 2 §4
 * "Reactivation", "Plan switching": provider, cancelled, payment failures) nor linked accounts are in
 * the API yet: while unknown, Become a Friend and the reactivation link stay hidden and the Mastodon
 * link offers to create an account.
 */
export interface AvatarMenuExtras {
  /** Spec 2 §4: a cancelled Stripe or Braintree membership with a payment method. */
  reactivationEligible?: boolean;
  /** Spec 2 §4: Stripe or Braintree, not cancelled, no payment failure. */
  canSwitchPlan?: boolean;
  /** The address of the viewer's linked Mastodon account (spec 1 §3 linkedAccounts). */
  mastodonAccountUrl?: string | null;
}

export interface AvatarMenuModel {
  /** 'Member since Mar 2024' / 'Friend since …'; null for a FREE reader. */
  badge: string | null;
  /** Groups shown with a separator between them, in the spec's order; none is empty. */
  sections: AvatarMenuItem[][];
}

const route = <N extends RouteName>(key: string, label: string, to: N, params: RouteParamsFor<N>) =>
  ({ key, label, kind: 'route', to, params }) as AvatarMenuItem;
const link = (key: string, label: string, href: string): AvatarMenuItem => ({
  key,
  label,
  kind: 'href',
  href,
});
const { avatarMenu: labels } = texts;

function memberBadge({ membership }: AvatarMenu_UserFragment): string | null {
  if (!membership || membership.tier === 'FREE') return null;
  const since =
    membership.tier === 'FRIEND'
      ? (membership.friendSince ?? membership.memberSince)
      : membership.memberSince;
  if (since === null) return null;
  const badge = membership.tier === 'FRIEND' ? labels.friendSince : labels.memberSince;
  return badge(formatMonthYear(since));
}

function publications({ adminCollections }: AvatarMenu_UserFragment): AvatarMenuItem[] {
  const administered = adminCollections ?? [];
  const shown = administered.slice(0, maxMenuPublications).map((collection) => ({
    ...route(`publication-${collection.id}`, collection.name, 'ShowCollectionHome', {
      collectionSlug: collection.slug,
    }),
    imageId: collection.avatar?.id ?? null,
  }));
  if (administered.length <= maxMenuPublications) return shown;
  return [...shown, link('see-all-publications', labels.seeAllPublications, siteLinks.yourPublications)];
}

/** Spec 2 §2: the reactivation dialog opens from this hash on any page. */
export const reactivateMembershipHash = '#reactivateMembership';

function promotions(viewer: AvatarMenu_UserFragment, flags: AvatarMenuFlags, extras: AvatarMenuExtras) {
  const tier = viewer.membership?.tier ?? 'FREE';
  const { reactivationEligible = false, canSwitchPlan = false, mastodonAccountUrl } = extras;
  const mastodon = mastodonAccountUrl
    ? link('mastodon', labels.mastodonLinked, mastodonAccountUrl)
    : route('mastodon', labels.mastodonCreate, 'ShowMastodonForMembersPage', {});
  return [
    !viewer.isAuthorVerified &&
      route('verification', labels.authorVerification, 'ShowLandingVerifiedAuthors', {}),
    tier === 'FREE' && route('become-member', labels.becomeMember, 'ShowPay', {}),
    reactivationEligible && link('reactivate', labels.reactivateMembership, reactivateMembershipHash),
    tier === 'MEMBER' &&
      canSwitchPlan &&
      !reactivationEligible &&
      route('become-friend', labels.becomeFriend, 'ShowManageMembershipPage', {}),
    flags.enable_mastodon_for_members && mastodon,
    !flags.disable_lite_gift_page && route('gift', labels.giftMembership, 'ShowLiteGiftCheckout', {}),
  ].filter((item): item is AvatarMenuItem => Boolean(item));
}

/** Spec 1 §2.5: the signed-in menu, every item in order under its condition. */
export function avatarMenuModel(
  viewer: AvatarMenu_UserFragment,
  flags: AvatarMenuFlags,
  extras: AvatarMenuExtras = {},
): AvatarMenuModel {
  const own = [
    { ...route('write', texts.write, 'ShowNewPost', {}), smallScreensOnly: true },
    route('profile', labels.profile, 'ShowUser', { username: viewer.username }),
    route('library', labels.library, 'ShowYourLists', {}),
    route('stories', labels.stories, 'ShowYourStoriesFiltered', { filterBy: 'drafts' }),
    route('stats', labels.stats, 'ShowStats', {}),
    ...(viewer.partnerProgramEnrollment
      ? [route('partner-program', labels.partnerProgram, 'ShowPartnerDashboard', {})]
      : []),
  ];
  const account = [
    route('settings', labels.settings, 'ShowSettings', {}),
    route('refine', labels.refineRecommendations, 'ShowFollowsIndex', {}),
    link('manage-publications', labels.managePublications, siteLinks.yourPublications),
    link('help', labels.help, siteLinks.help),
  ];
  const signOut: AvatarMenuItem = {
    key: 'sign-out',
    label: labels.signOut,
    kind: 'sign-out',
    detail: viewer.emailObfuscated,
  };
  const sections = [own, publications(viewer), account, promotions(viewer, flags, extras), [signOut]];
  return { badge: memberBadge(viewer), sections: sections.filter((section) => section.length > 0) };
}
