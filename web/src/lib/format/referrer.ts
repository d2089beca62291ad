/** Spec 3 §9: "Referrer recognition: search engines, news aggregators, twitter, facebook." */
export type ReferrerKind = 'search' | 'news' | 'twitter' | 'facebook' | 'other' | 'direct';

// Hosts matched with their subdomains (old.reddit.com is reddit.com).
const newsHosts = [
  'news.google.com',
  'news.ycombinator.com',
  'news.yahoo.com',
  'reddit.com',
  'flipboard.com',
  'feedly.com',
  'lobste.rs',
  'getpocket.com',
  'smartnews.com',
  'apple.news',
  'digg.com',
];
const twitterHosts = ['twitter.com', 't.co', 'x.com'];
const facebookHosts = ['facebook.com', 'fb.com', 'fb.me'];
// Engines match by name on any country domain (google.de, google.co.uk), bare or behind www, m or
// search only, so docs.google.com or mail.yahoo.com are not searches.
const searchEngines =
  /^(?:(?:www|m|search)\.)?(?:google|bing|duckduckgo|yahoo|baidu|yandex|ecosia|qwant|startpage|naver|ask|brave)\.(?:[a-z]{2,3}|com?\.[a-z]{2})$/;

const within = (host: string, domains: readonly string[]) =>
  domains.some((domain) => host === domain || host.endsWith(`.${domain}`));

/** The host of a referrer, which may be a full URL (document.referrer) or a bare host name. */
const hostOf = (referrer: string) =>
  (
    /^[a-z][a-z0-9+.-]*:\/\/([^/?#:@]+)/i.exec(referrer)?.[1] ??
    referrer.split(/[/?#:]/)[0] ??
    ''
  ).toLowerCase();

/**
 * Classifies where a visit came from. News is checked before search so news.google.com and
 * news.yahoo.com count as news; an empty referrer is a direct visit.
 */
export function referrerKind(referrer: string | null | undefined): ReferrerKind {
  const host = hostOf(referrer?.trim() ?? '');
  if (!host) return 'direct';
  if (within(host, newsHosts)) return 'news';
  if (within(host, twitterHosts)) return 'twitter';
  if (within(host, facebookHosts)) return 'facebook';
  return searchEngines.test(host) ? 'search' : 'other';
}

// Spec 2 §2 hides Google sign-in inside "certain in-app browsers", where Google refuses embedded
// sign-in. The named apps come first because on Android each of them also carries the generic WebView
// marker '; wv)', which only names the rest.
const inAppBrowsers: readonly (readonly [name: string, marker: RegExp])[] = [
  ['Instagram', /\bInstagram\b/],
  ['Facebook', /\bFBAN\/|\bFBAV\/|\bFB_IAB\/|\bFBIOS\b/],
  ['LinkedIn', /\bLinkedInApp\b/],
  ['Twitter', /\bTwitter(?:Android)?\b/],
  ['Line', /\bLine\//],
  ['WeChat', /\bMicroMessenger\//],
  ['TikTok', /\bTikTok\b|\bmusical_ly\b|\bBytedanceWebview\b/],
  ['Snapchat', /\bSnapchat\b/],
  ['Pinterest', /\bPinterest\b/],
  ['Android WebView', /; wv\)/],
];

/** The in-app browser a user agent belongs to, or null for an ordinary browser. */
export const inAppBrowserName = (userAgent: string | null | undefined): string | null =>
  inAppBrowsers.find(([, marker]) => marker.test(userAgent ?? ''))?.[0] ?? null;

export const isInAppBrowser = (userAgent: string | null | undefined) => inAppBrowserName(userAgent) !== null;
