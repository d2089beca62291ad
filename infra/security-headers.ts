/**
 * Security headers on every response. CloudFront adds them through a response headers policy
 * (infra/edge-distribution.ts); the local gateway adds the same values, so both behave alike.
 */
export const securityHeaders = {
  hstsMaxAgeSeconds: 365 * 24 * 60 * 60,
  /** Pages may be framed only by Folio itself until the embed pages set their own policy. */
  frameOptions: 'SAMEORIGIN',
  referrerPolicy: 'strict-origin-when-cross-origin',
} as const;

/** The header lines a response carries (HSTS only over HTTPS, as browsers ignore it otherwise). */
export function securityHeaderLines(https: boolean): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'x-frame-options': securityHeaders.frameOptions,
    'referrer-policy': securityHeaders.referrerPolicy,
    ...(https
      ? { 'strict-transport-security': `max-age=${securityHeaders.hstsMaxAgeSeconds}; includeSubDomains` }
      : {}),
  };
}
