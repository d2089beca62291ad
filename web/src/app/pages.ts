import type { ViewerKind } from '#contract/edge-headers.ts';
import type { FlagName, Flags } from '#contract/flags.ts';
import { signInPage, unrecognizedAccountPage } from '#web/features/auth/page.ts';
import { billingReceiptPage } from '#web/features/billing-receipt/page.ts';
import {
  publicationFollowersPage,
  userFollowersPage,
  userFollowingPage,
} from '#web/features/followers/page.ts';
import {
  giftMembershipPage,
  groupGiftMembershipPage,
  landingGiftPage,
  redeemGiftMembershipPage,
} from '#web/features/gifts/page.ts';
import { homeLoPage, homePage } from '#web/features/home/page.ts';
import {
  embedCatalogPage,
  userCatalogPage,
  userCatalogsPage,
  yourCatalogPage,
  yourCatalogsPage,
  yourFollowedCatalogsPage,
} from '#web/features/lists/page.ts';
import { editorPage } from '#web/features/editor/page.ts';
import { cancelMembershipPage, manageMembershipPage } from '#web/features/manage-membership/page.ts';
import { customizeMutedPage } from '#web/features/muted/page.ts';
import { crupdatePasswordPage } from '#web/features/password/page.ts';
import {
  discountPlansPage,
  landingMembershipPage,
  onboardingPlansPage,
  plansPage,
  welcomeMemberPage,
} from '#web/features/plans/page.ts';
import { postPage } from '#web/features/post/page.ts';
import { readingHistoryPage } from '#web/features/reading-history/page.ts';
import { notificationsPage } from '#web/features/notifications/page.ts';
import {
  publicationProfilePage,
  publicationSubmissionsPage,
  publicationTaggedPage,
} from '#web/features/publication/page.ts';
import { seriesLibraryPage, seriesPage } from '#web/features/series/page.ts';
import { settingsPage } from '#web/features/settings/page.ts';
import { shareSuccessPage } from '#web/features/share-success/page.ts';
import { storySettingsPage } from '#web/features/story-settings/page.ts';
import { updatePaymentPage } from '#web/features/update-payment/page.ts';
import {
  userAboutPage,
  userBooksPage,
  userProfilePage,
  writerSubscriptionPage,
} from '#web/features/user-profile/page.ts';
import { globalUnsubscribeNewslettersPage } from '#web/features/newsletter-unsubscribe/page.ts';
import {
  publicationNewsletterLandingPage,
  publicationNewsletterSettingsPage,
} from '#web/features/publication-newsletter/page.ts';
import { importMailingListPage } from '#web/features/import-mailing-list/page.ts';
import { newsletterExportPage } from '#web/features/newsletter-export/page.ts';
import { subscriptionStatsPage } from '#web/features/newsletter-stats/page.ts';
import { newsletterNewEmailPage } from '#web/features/newsletter-new-email/page.ts';
import { yourStoriesPage } from '#web/features/your-stories/page.ts';
import { searchPage } from '#web/features/search/page.ts';
import { exploreTopicsPage, topicsOnboardingPage } from '#web/features/topics/page.ts';
import { customizeFollowingPage, customizeSuggestionsPage } from '#web/features/following/page.ts';
import {
  tagArchivePage,
  topicPage,
  topicRecommendedPage,
  topicWhoToFollowPage,
} from '#web/features/topic/page.ts';
import type { RouteName } from '#web/routes/catalogue.ts';
import { createPageRegistry, type PageDefinition } from '#web/routes/page-registry.ts';
import { pendingPage } from '#web/shell/pending-page-definition.ts';
import { withPublicationBar } from '#web/shell/publication-bar/with-publication-bar.ts';

const pendingPages = (layout: Parameters<typeof pendingPage>[0], names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, pendingPage(layout)]));

/** Spec 1 §2.1: the top-navigation pages that show only the wordmark in their navigation. */
const wordmarkOnly = [
  'crupdate-password',
  'discount-plans',
  'gift-membership',
  'group-gift-membership',
  'manage-membership',
  'not-available',
  'onboarding-plans',
  'plans',
  'share-success',
  'topics-onboarding',
  'unrecognized-account',
  'welcome-member',
] as const;

/** Every page name of spec 1 §2.1 with its layout; those without their content yet show the pending screen. */
const registry: Record<string, PageDefinition> = {
  ...pendingPages('two-column', [
    'your-catalogs',
    'your-catalog',
    'your-followed-catalogs',
    'your-reading-history',
    'customize-following',
    'customize-suggestions',
    'customize-reading-history',
    'global-unsubscribe-newsletters',
    'publication-about',
    'publication-tagged',
    'user-about',
    'user-books',
    'user-catalogs',
    'user-catalog',
  ]),
  ...pendingPages('basic', [
    'embed-catalog',
    'internal-status',
    'landing-about',
    'landing-b2b',
    'landing-gift',
    'landing-partner-program',
    'landing-verified-authors',
    'legacy-topic-redirect',
    'mastodon-callback',
    'mastodon-for-members',
    'mobile-web-editor-redirect',
    'partner-program-application',
    'partner-program-payout-settings',
    'partner-program-stripe-finish',
    'partner-program-stripe-reconnect',
    'partner-program-stripe-reconnect-success',
    'partner-program-unenroll',
    'publication-design-editor',
    'user-design-editor',
    'redeem-gift-membership',
  ]),
  ...pendingPages('top-navigation', [
    'cancel-membership',
    'collections-library',
    'explore-topics',
    'partner-program-dashboard',
    'publication-custom-domain-settings',
    'publication-digest-stats',
    'publication-newsletter-settings',
    'publication-newsletter-landing',
    'publication-newsletter-promotion',
    'series',
    'settings-custom-domain',
    'stats-homepage',
    'stats-post',
    'tag-archive',
    'ticks',
    'the-trump-45',
    'topic',
    'topic-recommended',
    'topic-who-to-follow',
    'tribute',
    'writer-subscription-promotion',
    // Spec 1 §2.1 says it exists without naming its layout: the top-navigation default ("most other pages").
    'two-factor-auth',
  ]),
  ...Object.fromEntries(
    wordmarkOnly.map((name) => [name, pendingPage('top-navigation', { navigation: 'wordmark' })]),
  ),
  // The publication layout's bar shows the publication: these pages preload it, and 404 without one.
  ...Object.fromEntries(
    [
      'about',
      'archive',
      'feature',
      'feature-section',
      'latest',
      'newsletter-promotion',
      'profile',
      'stats',
      'tagged',
      'trending',
    ].map((name) => [`community-publication-${name}`, withPublicationBar(pendingPage('publication'))]),
  ),
  // The pages with their content (replacing their pending entry above, if they have one).
  'sign-in': signInPage,
  'unrecognized-account': unrecognizedAccountPage,
  home: homePage,
  'home-lo': homeLoPage,
  post: postPage,
  'user-profile': userProfilePage,
  // The profile's about and books pages (issue #16).
  'user-about': userAboutPage,
  'user-books': userBooksPage,
  // Newsletters (issue #15): a writer's Subscribe page.
  'writer-subscription-promotion': writerSubscriptionPage,
  'global-unsubscribe-newsletters': globalUnsubscribeNewslettersPage,
  // A publication's newsletter (decision 162): landing and promotion show it, its editors set it up.
  'publication-newsletter-landing': publicationNewsletterLandingPage,
  'publication-newsletter-promotion': publicationNewsletterLandingPage,
  // Its lite variant (enable_lite_publications): the same page in the publication layout, under the bar.
  'community-publication-newsletter-promotion': withPublicationBar({
    ...publicationNewsletterLandingPage,
    layout: 'publication',
  }),
  'publication-newsletter-settings': publicationNewsletterSettingsPage,
  // A newsletter's stats: the writer's audience, a publication newsletter's for its editors.
  'subscription-stats': subscriptionStatsPage,
  // Importing a mailing list (decision 168).
  'import-mailing-list': importMailingListPage,
  // A subscribers export's download, for its requester (decision 176).
  'newsletter-export': newsletterExportPage,
  'publication-profile': publicationProfilePage,
  // A publication's stories under a tag (decision 257), and its lite variant under the publication bar.
  'publication-tagged': publicationTaggedPage,
  'community-publication-tagged': withPublicationBar({ ...publicationTaggedPage, layout: 'publication' }),
  settings: settingsPage,
  'crupdate-password': crupdatePasswordPage,
  'user-followers': userFollowersPage,
  'user-following': userFollowingPage,
  'publication-followers': publicationFollowersPage,
  'customize-muted': customizeMutedPage,
  search: searchPage,
  notifications: notificationsPage,
  'new-story': editorPage,
  'newsletter-new-email': newsletterNewEmailPage,
  'post-settings': storySettingsPage,
  'share-success': shareSuccessPage,
  'publication-submissions': publicationSubmissionsPage,
  'your-stories': yourStoriesPage,
  series: seriesPage,
  // Reading history (issue #13): one page at both addresses.
  'your-reading-history': readingHistoryPage,
  'customize-reading-history': readingHistoryPage,
  // Lists (issue #13).
  'your-catalogs': yourCatalogsPage,
  'your-followed-catalogs': yourFollowedCatalogsPage,
  'your-catalog': yourCatalogPage,
  'user-catalogs': userCatalogsPage,
  'user-catalog': userCatalogPage,
  'embed-catalog': embedCatalogPage,
  // Series library (issue #13).
  'collections-library': seriesLibraryPage,
  // Plans and checkout (issue #14).
  plans: plansPage,
  'discount-plans': discountPlansPage,
  'onboarding-plans': onboardingPlansPage,
  'welcome-member': welcomeMemberPage,
  'landing-membership': landingMembershipPage,
  // Managing a membership (issue #14).
  'manage-membership': manageMembershipPage,
  'cancel-membership': cancelMembershipPage,
  'update-payment': updatePaymentPage,
  // Billing history (issue #14): the printable receipt.
  'billing-receipt': billingReceiptPage,
  // Gift memberships (issue #14).
  'gift-membership': giftMembershipPage,
  'group-gift-membership': groupGiftMembershipPage,
  'landing-gift': landingGiftPage,
  'redeem-gift-membership': redeemGiftMembershipPage,
  // The tag page (issue #16): latest and top by period, and the archive.
  topic: topicPage,
  'topic-recommended': topicRecommendedPage,
  'topic-who-to-follow': topicWhoToFollowPage,
  'tag-archive': tagArchivePage,
  // Topics (issue #16, decisions 216–217): the catalogue to explore, and the new reader's first picks.
  'explore-topics': exploreTopicsPage,
  'topics-onboarding': topicsOnboardingPage,
  // Refine recommendations (issue #16, decision 219): what the reader follows, and suggestions.
  'customize-following': customizeFollowingPage,
  'customize-suggestions': customizeSuggestionsPage,
};

/** Every page a route of the catalogue can show (web/src/routes/catalogue.ts names them). */
export const pages = createPageRegistry(registry);

/**
 * Spec 1 §2.2 / spec 3 §2: with enable_lite_publications on, these publication routes show the
 * community-* variant of their page.
 */
export const litePublicationPages: Partial<Record<RouteName, string>> = {
  ShowCollectionHome: 'community-publication-profile',
  ShowCollectionMasthead: 'community-publication-about',
  ShowCollectionTagged: 'community-publication-tagged',
  ShowCollectionFeatureTagged: 'community-publication-tagged',
  ShowCollectionLatest: 'community-publication-latest',
  ShowCollectionTrending: 'community-publication-trending',
  ShowCollectionArchive: 'community-publication-archive',
  ShowCollectionArchiveYearly: 'community-publication-archive',
  ShowCollectionArchiveMonthly: 'community-publication-archive',
  ShowCollectionArchiveDaily: 'community-publication-archive',
  ShowCollectionFeature: 'community-publication-feature',
  ShowCollectionSection: 'community-publication-feature-section',
  ShowCollectionFeatureSection: 'community-publication-feature-section',
  ShowCollectionStats: 'community-publication-stats',
  ShowCollectionNewsletterPromotionPage: 'community-publication-newsletter-promotion',
};

/**
 * Spec 1 §2.2 "Some routes exist only when flags are on": off, the route answers 404 (on the server,
 * and in the browser by a full page load that asks the server). Of the spec's four, the lite
 * publications are the community-* choice (litePublicationPages, above).
 */
export const flagOnlyRoutes: Partial<Record<RouteName, FlagName>> = {
  ShowMastodonForMembersPage: 'enable_mastodon_for_members',
  // judgement: the lite archive page is a publication's archive (community-publication-archive with
  // lite publications on, the publication's home otherwise).
  ShowCollectionArchive: 'enable_lite_archive_page',
  ShowCollectionArchiveYearly: 'enable_lite_archive_page',
  ShowCollectionArchiveMonthly: 'enable_lite_archive_page',
  ShowCollectionArchiveDaily: 'enable_lite_archive_page',
  // judgement: the premium-tier plan switch is the manage-membership confirmation a switch of plan ends
  // on; manage-membership itself (cancel, payment) stays for every member.
  ShowManageMembershipConfirmationPage: 'enable_premium_tier_plan_switch',
};

/** Spec 1 §6, spec 2 §2: routes a flag hides while it is on (404, like a flag-only route whose flag is off). */
export const flagHiddenRoutes: Partial<Record<RouteName, FlagName>> = {
  // judgement: "a gift page" is the lite gift checkout, the page the avatar menu's gift link (hidden by
  // the same flag) leads to.
  ShowLiteGiftCheckout: 'disable_lite_gift_page',
};

/** Whether a route's page depends on the flags (the server asks for them first only then). */
export const routeFollowsFlags = (route: RouteName): boolean =>
  Object.hasOwn(flagOnlyRoutes, route) ||
  Object.hasOwn(flagHiddenRoutes, route) ||
  Object.hasOwn(litePublicationPages, route);

/**
 * The page a matched route shows to this viewer under these flags (VariantFlagsQuery's values, the
 * same on the server and in the browser), or null (→ 404) for a flag-only route whose flag is off or a
 * route its flag hides.
 * Spec 1 §2.2: at ShowHome signed-in readers get the signed-in home, everyone else home-lo; with
 * enable_lite_publications on, publication routes get their community-* page.
 */
export function choosePage(
  routePage: string,
  route: RouteName,
  viewer: ViewerKind,
  flags: Flags,
): string | null {
  const flag = flagOnlyRoutes[route];
  if (flag && flags[flag] !== true) return null;
  const hiding = flagHiddenRoutes[route];
  if (hiding && flags[hiding] === true) return null;
  if (routePage === 'home' && viewer !== 'signed-in') return 'home-lo';
  const lite = flags.enable_lite_publications === true ? litePublicationPages[route] : undefined;
  return lite ?? routePage;
}
