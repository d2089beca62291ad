import { cspReportPath } from '#functions/http/csp-report.ts';

/** The Reporting API group the policy's report-to names; Reporting-Endpoints maps it to cspReportPath. */
const cspReportGroup = 'csp';

/**
 * The Content-Security-Policy of every page. No inline script may run: the pages hand their state over
 * in a JSON data block, which never runs (functions/pages/document.ts), so neither a nonce (impossible
 * in pages cached for every reader) nor per-page hashes are needed. Scripts come from our own origin
 * (the Vite build under /assets/) and from the three Google scripts some pages load, each narrowed to
 * its path: reCAPTCHA Enterprise or classic at sign-up (web/src/features/auth/captcha.ts) and Google
 * Identity Services for one-tap (web/src/features/auth/one-tap/google-identity.ts), with the frames,
 * calls and style sheet Google documents for them. Styles may be inline (React's style attributes,
 * reCAPTCHA's badge). Images are ours (/_/image/*) or data: URIs (the favicon).
 */
const contentSecurityPolicyDirectives: Record<string, readonly string[]> = {
  'default-src': ["'self'"],
  'script-src': [
    "'self'",
    'https://www.google.com/recaptcha/',
    'https://www.gstatic.com/recaptcha/',
    'https://accounts.google.com/gsi/client',
  ],
  'style-src': ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'", 'https://accounts.google.com/gsi/'],
  'frame-src': [
    'https://www.google.com/recaptcha/',
    'https://recaptcha.google.com/recaptcha/',
    'https://accounts.google.com/gsi/',
  ],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
  // report-to for browsers with the Reporting API (Chromium); report-uri for the others.
  'report-uri': [cspReportPath],
  'report-to': [cspReportGroup],
};

const policyOf = (directives: Record<string, readonly string[]>) =>
  Object.entries(directives)
    .map(([directive, sources]) => [directive, ...sources].join(' '))
    .join('; ');

/**
 * The policy CloudFront sends: the same, and the browser may also PUT story images to `uploadsOrigin`,
 * the uploads bucket's own address, where their presigned PUTs go (locally the gateway takes them on
 * the page's own origin, which the policy already allows).
 */
export const contentSecurityPolicyWithUploads = (uploadsOrigin: string) =>
  policyOf({
    ...contentSecurityPolicyDirectives,
    'connect-src': [...contentSecurityPolicyDirectives['connect-src']!, uploadsOrigin],
  });

/**
 * Security headers on every response. CloudFront adds them through a response headers policy
 * (infra/edge-distribution.ts); the local gateway adds the same values, so both behave alike.
 */
export const securityHeaders = {
  hstsMaxAgeSeconds: 365 * 24 * 60 * 60,
  /** Pages may be framed only by Folio itself until the embed pages set their own policy. */
  frameOptions: 'SAMEORIGIN',
  referrerPolicy: 'strict-origin-when-cross-origin',
  /**
   * A response that sets its own policy keeps it (CloudFront's override is off for this header only):
   * the auth Lambdas' small pages send stricter ones, one with the hash of its only script.
   */
  contentSecurityPolicy: policyOf(contentSecurityPolicyDirectives),
  /** Where the report-to group of the policy sends its reports. */
  reportingEndpoints: `${cspReportGroup}="${cspReportPath}"`,
} as const;

/** The header lines a response carries (HSTS only over HTTPS, as browsers ignore it otherwise). */
export function securityHeaderLines(https: boolean): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'x-frame-options': securityHeaders.frameOptions,
    'referrer-policy': securityHeaders.referrerPolicy,
    'content-security-policy': securityHeaders.contentSecurityPolicy,
    'reporting-endpoints': securityHeaders.reportingEndpoints,
    ...(https
      ? { 'strict-transport-security': `max-age=${securityHeaders.hstsMaxAgeSeconds}; includeSubDomains` }
      : {}),
  };
}
