import { readLocal, writeLocal } from '../local-store.ts';

/**
 * Spec 3 §4 "Analytics consent" and spec 2 §4 "Privacy banner": the EU's member states plus GB, by
 * their ISO 3166-1 alpha-2 codes as CloudFront reports them (Greece is GR, not the EU's EL).
 */
// prettier-ignore
export const privacyBannerCountries: ReadonlySet<string> = new Set([
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE',
  'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
  'GB',
]);

/** An unknown country (null: no CloudFront, as locally) is not taken for an EU one. */
export const isEuCountry = (country: string | null): boolean =>
  country !== null && privacyBannerCountries.has(country.toUpperCase());

export interface ConsentFacts {
  signedIn: boolean;
  /** The visitor accepted the privacy banner in this browser. */
  accepted: boolean;
  country: string | null;
}

/** Spec 3 §4: granted outside the EU, when logged in, or once the privacy banner was accepted. */
export const analyticsConsentGranted = ({ signedIn, accepted, country }: ConsentFacts): boolean =>
  !isEuCountry(country) || signedIn || accepted;

/** Spec 2 §4: EU visitors not logged in and not yet accepted get the privacy banner. */
export const showsPrivacyBanner = (facts: ConsentFacts): boolean => !analyticsConsentGranted(facts);

/** Spec 2 §4: "acceptance is stored locally" — when it was given, in epoch ms. */
export const privacyAcceptanceKey = 'folio.privacy.acceptedAt';

export const readPrivacyAccepted = (storage?: Storage): boolean =>
  typeof readLocal<unknown>(privacyAcceptanceKey, storage) === 'number';

export const storePrivacyAccepted = (now: number = Date.now(), storage?: Storage) =>
  writeLocal(privacyAcceptanceKey, now, storage);
