/**
 * Headers the viewer-request CloudFront Function (functions/edge/viewer-request.js) sets on every request
 * before it reaches an origin. The function is plain CloudFront JavaScript and cannot import this file;
 * functions/edge/viewer-request.test.ts checks that both agree.
 */
export const edgeHeaders = {
  /**
   * The credential for the AppSync authorizer: 'session:{token}' from the session cookie, on /graphql
   * without one 'integration:{token}' from `Authorization: Bearer`, else 'anonymous'.
   */
  auth: 'x-folio-auth',
  /** 'bot' | 'signed-in' | 'anonymous' — part of the page cache key. */
  viewer: 'x-folio-viewer',
  /**
   * The viewer's host name (lower case, no port), once the edge knows Folio serves it: part of the page
   * cache key, so a page never answers for another host.
   */
  host: 'x-folio-host',
  /** 'default' | 'publication' | 'user': which route table the Host selects. */
  hostKind: 'x-folio-host-kind',
  /** For a publication host, the publication's slug; for a user host, the username. */
  hostTarget: 'x-folio-host-target',
  /** The viewer's IP address as CloudFront saw it. */
  viewerIp: 'x-folio-viewer-ip',
} as const;

export const sessionCookieName = 'folio_sid';
/** The session's xsrf token, readable by the page's JavaScript (it echoes it in x-xsrf-token). */
export const xsrfCookieName = 'folio_xsrf';
/** The header every GraphQL request and upload of a session carries the xsrf token in. */
export const xsrfHeaderName = 'x-xsrf-token';
export const anonymousCredential = 'anonymous';

export type ViewerKind = 'bot' | 'signed-in' | 'anonymous';
export type HostKind = 'default' | 'publication' | 'user';
