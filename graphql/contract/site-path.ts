/**
 * A path of this site to come back to (after a checkout, from the plans pages): one leading slash (never
 * `//host`, never a scheme), no backslash or whitespace, at most 2048 characters, so a return address
 * can never send the reader elsewhere. The server checks the checkout's paths with it; the browser
 * checks the `from` it carries between pages.
 */
export const sitePathPattern = /^\/(?![/\\])[^\s\\]*$/;
export const maxSitePathLength = 2048;

export const isSitePath = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.length <= maxSitePathLength && sitePathPattern.test(value);
