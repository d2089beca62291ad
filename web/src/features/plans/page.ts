import { texts } from '#web/lib/texts.ts';
import { type PageDefinition, withoutQueries } from '#web/routes/page-registry.ts';
import { cadenceOfMembershipType } from './plan-choice.ts';

/**
 * The plans pages and /welcome-member (issue #14): top navigation with the wordmark only (spec 1 §2.1),
 * the landing in the basic layout. Nothing is preloaded: prices follow the reader's country and the
 * tier is the viewer's, both asked in the browser; 'other' pages are never cached.
 */
const head = (title: string) => ({ title: `${title} – ${texts.siteName}` });
const wordmark = { layout: 'top-navigation', navigation: 'wordmark', cacheKind: 'other' } as const;

/** /plans and /plans/confirmation/{membershipType} (404 for a type that is not a plan). */
export const plansPage: PageDefinition = {
  ...wordmark,
  load: () => import('./components/plans-page.tsx').then(({ PlansPage }) => ({ Page: PlansPage })),
  data: withoutQueries((_read, params) =>
    params.membershipType !== undefined && cadenceOfMembershipType(params.membershipType) === null
      ? null
      : head('Plans'),
  ),
};

export const discountPlansPage: PageDefinition = {
  ...wordmark,
  load: () =>
    import('./components/plans-page.tsx').then(({ DiscountPlansPage }) => ({ Page: DiscountPlansPage })),
  data: withoutQueries(() => head('Half off your first year')),
};

export const onboardingPlansPage: PageDefinition = {
  ...wordmark,
  load: () =>
    import('./components/plans-page.tsx').then(({ OnboardingPlansPage }) => ({ Page: OnboardingPlansPage })),
  data: withoutQueries(() => ({ ...head('Plans'), noindex: true })),
};

export const welcomeMemberPage: PageDefinition = {
  ...wordmark,
  load: () =>
    import('./components/welcome-member-page.tsx').then(({ WelcomeMemberPage }) => ({
      Page: WelcomeMemberPage,
    })),
  data: withoutQueries(() => ({ ...head('Welcome'), noindex: true })),
};

export const landingMembershipPage: PageDefinition = {
  layout: 'basic',
  load: () =>
    import('./components/landing-membership-page.tsx').then(({ LandingMembershipPage }) => ({
      Page: LandingMembershipPage,
    })),
  data: withoutQueries(() => head('Membership')),
  cacheKind: 'other',
};
