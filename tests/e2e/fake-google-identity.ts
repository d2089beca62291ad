import type { Page } from 'playwright-core';
import { gisScriptUrl, type GoogleAccountsId } from '#web/features/auth/one-tap/google-identity.ts';

/** What Folio passed to `google.accounts.id.initialize`, but the callback (a function stays in the page). */
export type GisConfig = Omit<Parameters<GoogleAccountsId['initialize']>[0], 'callback'>;

interface FakeGisWindow {
  fakeGoogleIdentity?: {
    config(): GisConfig | null;
    prompts: number;
    choose(credential: string): void;
    close(): void;
  };
}

/**
 * Google Identity Services as the page sees it: `window.google.accounts.id` with the calls GIS documents
 * (developers.google.com/identity/gsi/web/reference/js-reference) that Folio's adapter makes. The
 * prompt itself is Google's UI (FedCM's, in Chrome), not the page's; here the test plays the reader in it:
 * `choose` is picking an account (GIS calls the callback with the credential, then tells the listener the
 * prompt was dismissed because a credential was returned), `close` is closing it (a skipped moment).
 */
const fakeGisScript = `(() => {
  let config = null;
  let listener = null;
  const moment = (kind, reason) => ({
    isSkippedMoment: () => kind === 'skipped',
    isDismissedMoment: () => kind === 'dismissed',
    getDismissedReason: () => reason,
  });
  const fake = {
    prompts: 0,
    config: () => config && { ...config, callback: undefined },
    choose(credential) {
      config.callback({ credential, select_by: 'user' });
      listener?.(moment('dismissed', 'credential_returned'));
    },
    close: () => listener?.(moment('skipped', '')),
  };
  window.google = { accounts: { id: {
    initialize: (given) => { config = given; },
    prompt: (given) => { fake.prompts += 1; listener = given ?? null; },
    cancel: () => { listener = null; },
  } } };
  window.fakeGoogleIdentity = fake;
})();`;

/**
 * Answers the GIS script URL the one-tap adapter loads (google-identity.ts) with the fake above: the same
 * port, `google.accounts.id`, that Google's real script defines. Everything of Folio's runs unchanged.
 */
export async function fakeGoogleIdentity(page: Page) {
  await page.route(gisScriptUrl, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: fakeGisScript }),
  );
  return {
    /** Waits until Folio asked GIS for the prompt; what it initialized GIS with. */
    async prompted(): Promise<GisConfig | null> {
      await page.waitForFunction(() => ((window as FakeGisWindow).fakeGoogleIdentity?.prompts ?? 0) > 0);
      return page.evaluate(() => (window as FakeGisWindow).fakeGoogleIdentity!.config());
    },
    /** The reader picks their Google account: GIS hands the page `credential`. */
    choose: (credential: string) =>
      page.evaluate((given) => (window as FakeGisWindow).fakeGoogleIdentity!.choose(given), credential),
    /** The reader closes Google's prompt. */
    close: () => page.evaluate(() => (window as FakeGisWindow).fakeGoogleIdentity!.close()),
    /** Whether the page loaded GIS at all (the adapter adds its script tag once). */
    loaded: () =>
      page.evaluate((url) => document.querySelector(`script[src="${url}"]`) !== null, gisScriptUrl),
  };
}
