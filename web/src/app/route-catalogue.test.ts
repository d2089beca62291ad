import type { HostKind } from '#contract/edge-headers.ts';
import { routeCatalogue, type RouteName } from '#web/routes/catalogue.ts';
import { routeTables } from '#web/routes/route-tables.ts';
import { resolveFlags } from '#contract/flags.ts';
import { findPage } from './find-page.ts';
import { flagOnlyRoutes } from './pages.ts';

/** Every route exists: the flag-only ones (spec 1 §2.2) with their flags on; the others at defaults. */
const everyRouteOn = resolveFlags(Object.values(flagOnlyRoutes).map((name) => ({ name, value: true })));

type Outcome =
  | { page: string; layout: string; wordmark?: true }
  | { redirect: string; status: 301 | 302 }
  | { server: true };

type Row = [name: RouteName, path: string, params: Record<string, string>, outcome: Outcome];

const post = 'story-1a2b3c4d5e6f';
const two = (page: string): Outcome => ({ page, layout: 'two-column' });
const top = (page: string): Outcome => ({ page, layout: 'top-navigation' });
const wordmark = (page: string): Outcome => ({ page, layout: 'top-navigation', wordmark: true });
const basic = (page: string): Outcome => ({ page, layout: 'basic' });
const moved = (redirect: string, status: 301 | 302 = 301): Outcome => ({ redirect, status });
const u = { username: 'ada' };
const c = { collectionSlug: 'the-pub' };

/** Every route of the catalogue: a path on the main host, its parameters, and what it leads to. */
const rows: Row[] = [
  // Signed-out visitors (these rows ask as one) get home-lo at ShowHome.
  ['ShowHome', '/', {}, basic('home-lo')],
  ['ShowPost', `/p/${post}`, { postId: post }, top('post')],
  ['ShowPostUnderUser', `/@ada/${post}`, { ...u, postId: post }, top('post')],
  ['ShowPostUnderCollection', `/the-pub/${post}`, { ...c, postId: post }, top('post')],
  ['ShowPostSettings', `/p/${post}/settings`, { postId: post }, top('post-settings')],
  ['ShowPostInfo', `/p/${post}/info`, { postId: post }, top('post-settings')],
  ['SharePostOnTwitter', `/p/${post}/share/twitter`, { postId: post }, { server: true }],
  ['ShowSequencePost', `/s/seq/${post}`, { sequenceSlug: 'seq', postId: post }, top('post')],
  ['ShowSeries', `/series/${post}`, { postId: post }, top('series')],
  ['ShowNewPost', '/new-story', {}, basic('new-story')],
  ['ShowPostEdit', `/p/${post}/edit`, { postId: post }, basic('new-story')],
  ['RespondToPost', `/p/${post}/responses/new`, { postId: post }, { server: true }],
  [
    'RevertPostDraft',
    `/p/${post}/revert/1780000000000/7`,
    { postId: post, versionId: '1780000000000', baseRev: '7' },
    { server: true },
  ],
  ['ShowPostUpvotes', `/p/${post}/upvotes`, { postId: post }, { server: true }],
  ['ShowMobileWebEditor', '/m-write', {}, moved('/new-story')],
  ['ShowMobileWebEditorPost', `/m-write/${post}`, { postId: post }, moved(`/p/${post}/edit`)],
  ['ShowShareSuccess', '/m/share/success', {}, wordmark('share-success')],
  ['ShowUser', '/@ada', u, two('user-profile')],
  ['ShowUserById', '/u/5f2a9c', { userId: '5f2a9c' }, two('user-profile')],
  ['ShowUserFollow', '/@ada/follow', u, moved('/@ada')],
  ['ShowUserSeries', '/@ada/series', u, two('user-profile')],
  ['ShowUserHasRecommended', '/@ada/has-recommended', u, two('user-profile')],
  ['ShowUserHighlights', '/@ada/highlights', u, two('user-profile')],
  ['ShowUserResponses', '/@ada/responses', u, two('user-profile')],
  ['ShowUserFollowers', '/@ada/followers', u, two('user-followers')],
  ['ShowUserFollowing', '/@ada/following', u, two('user-following')],
  ['ShowUserAbout', '/@ada/about', u, two('user-about')],
  ['ShowUserBooks', '/@ada/books', u, two('user-books')],
  ['ShowUserLists', '/@ada/lists', u, two('user-catalogs')],
  ['ShowUserList', '/@ada/list/reading-list', { ...u, catalogSlugId: 'reading-list' }, two('user-catalog')],
  [
    'ShareListOnTwitter',
    '/@ada/list/essays-0123456789abcdef/share/twitter',
    { ...u, catalogSlugId: 'essays-0123456789abcdef' },
    { server: true },
  ],
  [
    'ShareListOnLinkedIn',
    '/@ada/list/essays-0123456789abcdef/share/linkedIn',
    { ...u, catalogSlugId: 'essays-0123456789abcdef' },
    { server: true },
  ],
  [
    'ShareListOnFacebook',
    '/@ada/list/essays-0123456789abcdef/share/facebook',
    { ...u, catalogSlugId: 'essays-0123456789abcdef' },
    { server: true },
  ],
  ['ShowUserAudience', '/@ada/audience', u, top('subscription-stats')],
  [
    'ShowUserAudienceDetails',
    '/@ada/audience/growth',
    { ...u, details: 'growth' },
    top('subscription-stats'),
  ],
  ['ShowUserAudienceStatsExport', '/@ada/audience/stats/export', u, { server: true }],
  ['ShowUserPartnerDashboard', '/@ada/partner/dashboard', u, top('partner-program-dashboard')],
  [
    'ShowUserPartnerDashboardTab',
    '/@ada/partner/dashboard/earnings',
    { ...u, tab: 'earnings' },
    top('partner-program-dashboard'),
  ],
  ['ShowUserSubscribe', '/@ada/subscribe', u, top('writer-subscription-promotion')],
  ['ShowSubscribeToUser', '/subscribe/@ada', u, moved('/@ada/subscribe')],
  ['ShowUserStats', '/@ada/stats', u, top('stats-homepage')],
  ['ShowUserStatsResponses', '/@ada/stats/responses', u, moved('/@ada/stats')],
  ['ShowUserPostStats', `/@ada/stats/post/${post}`, { ...u, postId: post }, top('stats-post')],
  ['ShowSearch', '/search', {}, two('search')],
  ['ShowSearchUsers', '/search/users', {}, two('search')],
  ['ShowSearchPublications', '/search/publications', {}, two('search')],
  ['ShowSearchTags', '/search/tags', {}, two('search')],
  ['ShowSearchPosts', '/search/posts', {}, two('search')],
  ['ShowSearchLists', '/search/lists', {}, two('search')],
  ['ShowTagPosts', '/tag/poetry', { tagSlug: 'poetry' }, top('topic')],
  ['ShowTagLatest', '/tag/poetry/latest', { tagSlug: 'poetry' }, moved('/tag/poetry')],
  ['ShowTagTopWriters', '/tag/poetry/top-writers', { tagSlug: 'poetry' }, moved('/tag/poetry')],
  // Decision 185: the top tab of the topic page (no longer the spec's temporary redirect).
  ['ShowTagTopPosts', '/tag/poetry/top/year', { tagSlug: 'poetry', timePeriod: 'year' }, top('topic')],
  ['ShowTagRecommended', '/tag/poetry/recommended', { tagSlug: 'poetry' }, top('topic-recommended')],
  ['ShowTagWhoToFollow', '/tag/poetry/who-to-follow', { tagSlug: 'poetry' }, top('topic-who-to-follow')],
  ['ShowTagArchive', '/tag/poetry/archive', { tagSlug: 'poetry' }, top('tag-archive')],
  [
    'ShowTagArchiveYearly',
    '/tag/poetry/archive/2024',
    { tagSlug: 'poetry', year: '2024' },
    top('tag-archive'),
  ],
  [
    'ShowTagArchiveMonthly',
    '/tag/poetry/archive/2024/05',
    { tagSlug: 'poetry', year: '2024', month: '05' },
    top('tag-archive'),
  ],
  ['ShowTagged', '/tagged/poetry', { tagSlug: 'poetry' }, moved('/tag/poetry')],
  ['ShowTopic', '/topic/poetry', { topicSlug: 'poetry' }, { server: true }],
  ['ShowExploreTopics', '/explore-topics', {}, top('explore-topics')],
  ['ShowUserDesignEditor', '/me/design', {}, basic('user-design-editor')],
  ['ShowUserStyles', '/me/styles', {}, moved('/me/design')],
  [
    'ShowUnsubscribeAllAuthorNewsletters',
    '/me/unsubscribe-all-author-newsletters',
    {},
    two('global-unsubscribe-newsletters'),
  ],
  [
    'ShowUnsubscribeAllNewsletters',
    '/me/unsubscribe-all-newsletters',
    {},
    two('global-unsubscribe-newsletters'),
  ],
  [
    'ShowNewsletterUnsubscribeLink',
    '/newsletters/unsubscribe/a9d5a839188468ea/user-1/sig_-x',
    { newsletterId: 'a9d5a839188468ea', subscriberId: 'user-1', signature: 'sig_-x' },
    two('global-unsubscribe-newsletters'),
  ],
  ['ShowYourStories', '/me/stories', {}, two('your-stories')],
  ['ShowYourStoriesFiltered', '/me/stories/drafts', { filterBy: 'drafts' }, two('your-stories')],
  ['ShowFollowsIndex', '/me/following', {}, two('customize-following')],
  ['ShowFollowsEntity', '/me/following/writers', { entityName: 'writers' }, two('customize-following')],
  ['ShowFollowsSuggestions', '/me/following/suggestions', {}, two('customize-suggestions')],
  ['ShowFollowsTopics', '/me/following/topics', {}, moved('/me/following')],
  ['ShowMissionControl', '/me/missioncontrol', {}, moved('/me/following')],
  ['ShowStats', '/me/stats', {}, top('stats-homepage')],
  ['ShowStatsResponses', '/me/stats/responses', {}, moved('/me/stats')],
  ['ShowPostStats', `/me/stats/post/${post}`, { postId: post }, top('stats-post')],
  ['ShowPartnerDashboard', '/me/partner/dashboard', {}, top('partner-program-dashboard')],
  [
    'ShowPartnerDashboardTab',
    '/me/partner/dashboard/earnings',
    { tab: 'earnings' },
    top('partner-program-dashboard'),
  ],
  ['ShowPartnerUnenroll', '/me/partner/unenroll', {}, basic('partner-program-unenroll')],
  ['ShowBillingReceipt', '/me/billing-history/receipt/ch_1', { chargeId: 'ch_1' }, basic('billing-receipt')],
  ['ShowCustomizeReadingHistory', '/me/readinghistory', {}, two('customize-reading-history')],
  ['ShowYourReadingHistory', '/me/lists/reading-history', {}, two('your-reading-history')],
  ['ShowYourList', '/me/list/reading-list', { catalogSlugId: 'reading-list' }, two('your-catalog')],
  ['ShowYourLists', '/me/lists', {}, two('your-catalogs')],
  ['ShowYourFollowedLists', '/me/lists/saved', {}, two('your-followed-catalogs')],
  ['ShowYourNotifications', '/me/notifications', {}, two('notifications')],
  ['ShowSettings', '/me/settings', {}, two('settings')],
  ['ShowSettingsTab', '/me/settings/security', { setting: 'security' }, two('settings')],
  ['ShowSettingsCustomDomain', '/me/settings/custom-domain', {}, top('settings-custom-domain')],
  ['ShowSettingsMute', '/me/settings/mute', {}, two('customize-muted')],
  [
    'ShowSettingsMuteTab',
    '/me/settings/mute/publications',
    { activeTab: 'publications' },
    two('customize-muted'),
  ],
  ['ShowPaymentMethod', '/me/settings/payment/update', {}, top('update-payment')],
  ['ShowCancelMembership', '/me/membership/cancel', {}, top('cancel-membership')],
  ['ShowImportMailingList', '/me/subscribers/import', {}, top('import-mailing-list')],
  [
    'ShowNewsletterExport',
    '/me/subscribers/exports/0f8fad5b-d9cb-469f-a165-70867728950e',
    { exportId: '0f8fad5b-d9cb-469f-a165-70867728950e' },
    top('newsletter-export'),
  ],
  ['ShowEmbedList', '/embed/list/reading-list', { catalogSlugId: 'reading-list' }, basic('embed-catalog')],
  ['ShowSequenceLibrary', '/collections', {}, top('collections-library')],
  ['ShowTopicsOnboarding', '/get-started/topics', {}, wordmark('topics-onboarding')],
  ['ShowOnboardingPlans', '/get-started/plans', {}, wordmark('onboarding-plans')],
  ['ShowSubscriptionsLanding', '/membership', {}, basic('landing-membership')],
  ['ShowManageMembershipPage', '/manage-membership', {}, wordmark('manage-membership')],
  [
    'ShowManageMembershipConfirmationPage',
    '/manage-membership/confirmation/FRIEND',
    { membershipType: 'FRIEND' },
    wordmark('manage-membership'),
  ],
  ['ShowPay', '/plans', {}, wordmark('plans')],
  ['ShowPlansConfirmation', '/plans/confirmation/MEMBER', { membershipType: 'MEMBER' }, wordmark('plans')],
  ['ShowDiscountPlans', '/discount', {}, wordmark('discount-plans')],
  ['ShowGiftLanding', '/gift', {}, basic('landing-gift')],
  ['ShowLiteGiftCheckout', '/gift-plans', {}, wordmark('gift-membership')],
  ['ShowGroupGift', '/group-gift', {}, wordmark('group-gift-membership')],
  ['ShowRedeemGift', '/redeem-gift', {}, basic('redeem-gift-membership')],
  ['ShowWelcomeMember', '/welcome-member', {}, wordmark('welcome-member')],
  ['ShowLandingPartnerProgram', '/partner-program', {}, basic('landing-partner-program')],
  ['ShowPartnerProgramApplication', '/partner-program-application', {}, basic('partner-program-application')],
  [
    'ShowPartnerProgramStripeFinish',
    '/partner-program/stripe/finish',
    {},
    basic('partner-program-stripe-finish'),
  ],
  [
    'ShowPartnerProgramStripeReconnect',
    '/partner-program/stripe/reconnect',
    {},
    basic('partner-program-stripe-reconnect'),
  ],
  [
    'ShowPartnerProgramStripeReconnectSuccess',
    '/partner-program/stripe/reconnect/success',
    {},
    basic('partner-program-stripe-reconnect-success'),
  ],
  [
    'ShowPartnerProgramPayout',
    '/partner-program/payout/bank',
    { step: 'bank' },
    basic('partner-program-payout-settings'),
  ],
  ['ShowAbout', '/about', {}, basic('landing-about')],
  ['ShowLandingBusiness', '/business', {}, basic('landing-b2b')],
  ['ShowLandingVerifiedAuthors', '/verified-authors', {}, basic('landing-verified-authors')],
  ['ShowMastodonForMembersPage', '/mastodon', {}, basic('mastodon-for-members')],
  ['ShowMastodonCallback', '/m/callback/mastodon', {}, basic('mastodon-callback')],
  ['ShowTicks', '/l/ticks', {}, top('ticks')],
  ['ShowTheTrump45', '/l/the-trump-45', {}, top('the-trump-45')],
  ['ShowTribute', '/l/tribute', {}, top('tribute')],
  ['ShowNotAvailable', '/not-available', {}, wordmark('not-available')],
  ['ShowInternalStatus', '/_/admin/internal-status', {}, basic('internal-status')],
  ['ShowAdminUser', '/_/admin/users/42', { id: '42' }, basic('internal-status')],
  ['ShowSignIn', '/m/signin', {}, basic('sign-in')],
  ['ShowPassword', '/password', {}, wordmark('crupdate-password')],
  ['ShowUnrecognizedAccount', '/unrecognized-account', {}, wordmark('unrecognized-account')],
  ['AcctSignout', '/m/signout/tok', { xsrf: 'tok' }, { server: true }],
  ['ShowCollectionHome', '/the-pub', c, two('publication-profile')],
  ['ShowCollectionById', '/c/7be41d', { collectionId: '7be41d' }, two('publication-profile')],
  ['ShowCollectionMasthead', '/the-pub/about', c, two('publication-about')],
  ['ShowCollectionSearch', '/the-pub/search', c, two('search')],
  ['ShowCollectionSearchCategory', '/the-pub/search/users', { ...c, category: 'users' }, two('search')],
  ['ShowCollectionDesignEditor', '/the-pub/design', c, basic('publication-design-editor')],
  ['ShowCollectionStyles', '/the-pub/styles', c, moved('/the-pub/design')],
  ['ShowCollectionSubmissions', '/the-pub/stories/submissions', c, two('publication-submissions')],
  [
    'ShowCollectionCustomDomainSettings',
    '/the-pub/settings/custom-domain',
    c,
    top('publication-custom-domain-settings'),
  ],
  ['ShowCollectionLatest', '/the-pub/latest', c, two('publication-profile')],
  ['ShowCollectionTrending', '/the-pub/trending', c, two('publication-profile')],
  ['ShowCollectionTagged', '/the-pub/tagged/poetry', { ...c, tagSlug: 'poetry' }, two('publication-tagged')],
  [
    'ShowCollectionFeatureTagged',
    '/the-pub/verse/tagged/poetry',
    { ...c, featureSlug: 'verse', tagSlug: 'poetry' },
    two('publication-tagged'),
  ],
  ['ShowCollectionFeed', '/the-pub/feed', c, { server: true }],
  ['ShowCollectionTaggedFeed', '/the-pub/feed/tagged/poetry', { ...c, tag: 'poetry' }, { server: true }],
  ['ShowCollectionArchive', '/the-pub/archive', c, two('publication-profile')],
  [
    'ShowCollectionArchiveYearly',
    '/the-pub/archive/2024',
    { ...c, year: '2024' },
    two('publication-profile'),
  ],
  [
    'ShowCollectionArchiveMonthly',
    '/the-pub/archive/2024/05',
    { ...c, year: '2024', month: '05' },
    two('publication-profile'),
  ],
  [
    'ShowCollectionArchiveDaily',
    '/the-pub/archive/2024/05/17',
    { ...c, year: '2024', month: '05', day: '17' },
    two('publication-profile'),
  ],
  ['ShowLiteCollectionFollowers', '/the-pub/followers', c, two('publication-followers')],
  ['ShowCollectionFeature', '/the-pub/verse/home', { ...c, topicSlug: 'verse' }, two('publication-profile')],
  ['ShowCollectionSection', '/the-pub/home/s1', { ...c, sectionId: 's1' }, two('publication-profile')],
  [
    'ShowCollectionFeatureSection',
    '/the-pub/verse/home/s1',
    { ...c, featureSlug: 'verse', sectionId: 's1' },
    two('publication-profile'),
  ],
  ['ShowCollectionStats', '/the-pub/stats', c, top('stats-homepage')],
  ['ShowCollectionStatsOverview', '/the-pub/stats/overview', c, moved('/the-pub/stats')],
  ['ShowCollectionStatsStories', '/the-pub/stats/stories', c, moved('/the-pub/stats')],
  ['ShowCollectionDigestStats', '/the-pub/stats/publication-digests', c, top('publication-digest-stats')],
  ['ShowCollectionNewNewsletter', '/the-pub/new-newsletter', c, top('publication-newsletter-settings')],
  [
    'ShowCollectionNewsletterSettings',
    '/the-pub/newsletters/weekly/settings',
    { ...c, newsletterSlug: 'weekly' },
    top('publication-newsletter-settings'),
  ],
  [
    'ShowCollectionNewsletterStats',
    '/the-pub/newsletters/a9d5a839188468ea/stats',
    { ...c, newsletterId: 'a9d5a839188468ea' },
    top('subscription-stats'),
  ],
  [
    'ShowNewsletterNewEmail',
    '/newsletters/a9d5a839188468ea/new-email',
    { newsletterId: 'a9d5a839188468ea' },
    basic('newsletter-new-email'),
  ],
  [
    'ShowCollectionNewsletterPromotionPage',
    '/the-pub/newsletters/weekly',
    { ...c, newsletterSlug: 'weekly' },
    top('publication-newsletter-promotion'),
  ],
  ['ShowCollectionNewsletterLandingPage', '/the-pub/newsletter', c, top('publication-newsletter-landing')],
];

/** The same route as seen on a writer's or a publication's own domain. */
function onHost(kind: HostKind, [name, path, params, outcome]: Row): Row | null {
  const marking = (routeCatalogue[name] as { marking?: string }).marking;
  if (kind === 'default') return [name, path, params, outcome];
  const [prefix, target] = kind === 'user' ? ['/@ada', 'ada'] : ['/the-pub', 'the-pub'];
  const hostParam: Record<string, string> =
    kind === 'user' ? { username: target } : { collectionSlug: target };
  // A shared route keeps its path; the host still names its profile or publication.
  if (marking === 'all') return [name, path, { ...params, ...hostParam }, outcome];
  if (marking !== (kind === 'user' ? 'user' : 'collection')) return null;
  const local = (p: string) => (p === prefix ? '/' : p.startsWith(`${prefix}/`) ? p.slice(prefix.length) : p);
  expect(params).toMatchObject(hostParam);
  const moved = 'redirect' in outcome ? { ...outcome, redirect: local(outcome.redirect) } : outcome;
  return [name, local(path), params, moved];
}

const hostTargets: Record<HostKind, string | null> = { default: null, user: 'ada', publication: 'the-pub' };

describe('every route of the catalogue on every host', () => {
  it('has exactly one row per route', () => {
    expect(rows.map(([name]) => name).sort()).toEqual(Object.keys(routeCatalogue).sort());
  });

  it.each(['default', 'user', 'publication'] as const)('on the %s table', (kind) => {
    const warn = jest.fn();
    const error = jest.fn();
    let checked = 0;
    for (const row of rows) {
      const local = onHost(kind, row);
      if (!local) {
        // Not in this table: the path must not reach this route here.
        expect(routeTables[kind].byName.has(row[0])).toBe(false);
        continue;
      }
      const [name, path, params, outcome] = local;
      const found = findPage(
        routeTables[kind],
        path,
        hostTargets[kind],
        'anonymous',
        everyRouteOn,
        warn,
        error,
      );
      const described =
        found === null
          ? { server: true }
          : found.kind === 'redirect'
            ? { redirect: found.location, status: found.status }
            : {
                name: found.view.route,
                params: found.view.params,
                page: found.view.page,
                layout: found.definition.layout,
                ...(found.definition.navigation === 'wordmark' ? { wordmark: true } : {}),
              };
      const expected = 'page' in outcome ? { name, params, ...outcome } : outcome;
      expect({ path, ...described }).toEqual({ path, ...expected });
      checked += 1;
    }
    expect(checked).toBeGreaterThan(kind === 'default' ? 140 : 10);
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });
});

describe('static segments beat parameters', () => {
  const find = (path: string, kind: HostKind = 'default') =>
    findPage(routeTables[kind], path, hostTargets[kind], 'anonymous', everyRouteOn, jest.fn(), jest.fn());
  const nameOf = (path: string, kind: HostKind = 'default') => {
    const found = find(path, kind);
    return found?.kind === 'page' ? found.view.route : found?.kind;
  };

  it.each([
    ['/search', 'ShowSearch'],
    ['/about', 'ShowAbout'],
    ['/plans', 'ShowPay'],
    ['/collections', 'ShowSequenceLibrary'],
    ['/me/stats', 'ShowStats'],
    ['/me/design', 'ShowUserDesignEditor'],
    ['/me/settings/custom-domain', 'ShowSettingsCustomDomain'],
    ['/me/following/suggestions', 'ShowFollowsSuggestions'],
    ['/the-pub/about', 'ShowCollectionMasthead'],
    ['/the-pub/search', 'ShowCollectionSearch'],
    ['/the-pub/abc123', 'ShowPostUnderCollection'],
    ['/@ada/about', 'ShowUserAbout'],
    ['/@ada/abc123', 'ShowPostUnderUser'],
    ['/tag/poetry/archive/2024', 'ShowTagArchiveYearly'],
    ['/the-pub/verse/home', 'ShowCollectionFeature'],
    ['/the-pub/home/s1', 'ShowCollectionSection'],
  ])('%s → %s on the main host', (path, name) => {
    expect(nameOf(path)).toBe(name);
  });

  it.each([
    ['/about', 'ShowCollectionMasthead'],
    ['/search', 'ShowCollectionSearch'],
    ['/abc123', 'ShowPostUnderCollection'],
    ['/p/abc123', 'ShowPost'],
  ])('%s → %s on a publication domain', (path, name) => {
    expect(nameOf(path, 'publication')).toBe(name);
  });

  it.each([
    ['/about', 'ShowUserAbout'],
    ['/followers', 'ShowUserFollowers'],
    ['/abc123', 'ShowPostUnderUser'],
  ])('%s → %s on a user domain', (path, name) => {
    expect(nameOf(path, 'user')).toBe(name);
  });
});
