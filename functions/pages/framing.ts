/**
 * Spec 1 §2.3 catalog embed: the one page other sites may show in an iframe. Its response sets a policy
 * of its own, which CloudFront and the local gateway keep (infra/security-headers.ts: the policy header
 * is not overridden, as for the auth Lambdas' small pages). It allows what that page uses — our scripts,
 * styles and images, the API on our origin — and framing by any site; browsers ignore X-Frame-Options
 * when a policy names frame-ancestors (CSP Level 2 and later), so the SAMEORIGIN every response carries
 * does not stop it. Every other page keeps the policy that lets only Folio frame it.
 */
export const embeddablePages: ReadonlySet<string> = new Set(['embed-catalog']);

export const embedContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  'frame-ancestors *',
].join('; ');

/** The headers that let the page `page` be framed; none for every other page. */
export const framingHeaders = (page: string): Record<string, string> =>
  embeddablePages.has(page) ? { 'content-security-policy': embedContentSecurityPolicy } : {};
