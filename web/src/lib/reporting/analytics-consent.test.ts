/** @jest-environment jsdom */
import {
  analyticsConsentGranted,
  isEuCountry,
  privacyBannerCountries,
  readPrivacyAccepted,
  showsPrivacyBanner,
  storePrivacyAccepted,
} from './analytics-consent.ts';

afterEach(() => localStorage.clear());

describe('the privacy countries', () => {
  it('are the 27 EU member states plus GB', () => {
    expect(privacyBannerCountries.size).toBe(28);
    expect(['DE', 'FR', 'GR', 'IE', 'GB', 'se'].every(isEuCountry)).toBe(true);
  });

  it('leave out everyone else, and an unknown country', () => {
    expect(['US', 'NO', 'CH', 'EL', 'UK'].some(isEuCountry)).toBe(false);
    expect(isEuCountry(null)).toBe(false);
  });
});

describe('analytics consent (spec 3 §4)', () => {
  it.each([
    [{ signedIn: false, accepted: false, country: 'US' }, true],
    [{ signedIn: false, accepted: false, country: null }, true],
    [{ signedIn: true, accepted: false, country: 'DE' }, true],
    [{ signedIn: false, accepted: true, country: 'DE' }, true],
    [{ signedIn: false, accepted: false, country: 'DE' }, false],
    [{ signedIn: false, accepted: false, country: 'GB' }, false],
  ])('for %p is %p, and the privacy banner shows when it is not', (facts, granted) => {
    expect(analyticsConsentGranted(facts)).toBe(granted);
    expect(showsPrivacyBanner(facts)).toBe(!granted);
  });

  it('remembers the acceptance in this browser', () => {
    expect(readPrivacyAccepted()).toBe(false);
    storePrivacyAccepted(1_700_000_000_000);
    expect(readPrivacyAccepted()).toBe(true);
  });
});
