import {
  discountPlansPage,
  landingMembershipPage,
  onboardingPlansPage,
  plansPage,
  welcomeMemberPage,
} from './page.ts';

describe('the plans pages’ definitions', () => {
  it('keep spec 1 §2.1’s layouts: the wordmark only, the landing basic; never cached', () => {
    for (const page of [plansPage, discountPlansPage, onboardingPlansPage, welcomeMemberPage]) {
      expect([page.layout, page.navigation, page.cacheKind]).toEqual(['top-navigation', 'wordmark', 'other']);
    }
    expect([landingMembershipPage.layout, landingMembershipPage.cacheKind]).toEqual(['basic', 'other']);
  });

  it('answer 404 for a membership type that is not a plan', async () => {
    const data = await plansPage.data();
    expect(data.describe(() => null, { membershipType: 'premium-yearly' })).toEqual({
      title: 'Plans – Folio',
    });
    expect(data.describe(() => null, { membershipType: 'lifetime' })).toBeNull();
    expect(data.queries({})).toEqual([]);
  });

  it('load their scripts lazily', async () => {
    expect((await plansPage.load()).Page.name).toBe('PlansPage');
    expect((await discountPlansPage.load()).Page.name).toBe('DiscountPlansPage');
    expect((await onboardingPlansPage.load()).Page.name).toBe('OnboardingPlansPage');
    expect((await welcomeMemberPage.load()).Page.name).toBe('WelcomeMemberPage');
    expect((await landingMembershipPage.load()).Page.name).toBe('LandingMembershipPage');
  });
});
