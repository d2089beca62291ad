import { createContext, useContext } from 'react';
import type { RecaptchaFlavour } from '#contract/captcha.ts';
import { localSearchConfig, type SearchClientConfig } from '#contract/search-config.ts';

/** How the browser obtains a captcha answer for sign-up (DESIGN.md §1; spec 2 §4 "register … captcha"). */
export type CaptchaConfig =
  /** Local mode: the server's development verifier accepts exactly `token`. */
  | { kind: 'development'; token: string }
  /**
   * The configured reCAPTCHA flavours' site keys (one or both): flag enable_recaptcha_enterprise picks
   * when both are there (web/src/features/auth/captcha.ts).
   */
  | { kind: 'recaptcha'; siteKeys: Partial<Record<RecaptchaFlavour, string>> }
  /** The operator turned the captcha off (docs/deploy.md): nothing to run, nothing to send. */
  | { kind: 'none' };

/**
 * Deployment facts the browser needs, the same for every viewer (so cached pages may carry them): the
 * pages Lambda puts them in the preloaded state.
 */
export interface SiteConfig {
  /** Where sign-in happens: e.g. https://folio.example, locally http://localhost:3000. */
  authOrigin: string;
  captcha: CaptchaConfig;
  /**
   * The Google OAuth client id Google one-tap runs with (public by nature); absent when Google sign-in
   * is not configured, which keeps one-tap off (web/src/features/auth/one-tap).
   */
  googleClientId?: string;
  /**
   * The search API's app id, search key and index prefix (spec 3 §7), from the pages Lambda's
   * SEARCH_APP_ID, SEARCH_API_KEY and SEARCH_INDEX_PREFIX; absent (tests, older pages) means the
   * local values.
   */
  search?: SearchClientConfig;
}

export const defaultSiteConfig: SiteConfig = { authOrigin: '', captcha: { kind: 'none' } };

export const SiteConfigContext = createContext<SiteConfig>(defaultSiteConfig);

export const useSiteConfig = (): SiteConfig => useContext(SiteConfigContext);

export const useSearchConfig = (): SearchClientConfig => useSiteConfig().search ?? localSearchConfig;
