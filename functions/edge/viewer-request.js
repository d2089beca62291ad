// Viewer-request CloudFront Function (runtime cloudfront-js-2.0), run on every request in AWS and by
// the local gateway (infra/local/cloudfront-function.ts). It classifies the viewer and the Host for the
// cache key and the origins, and turns the session cookie (or, on /graphql, an integration token) into
// the API credential. Every x-folio-* header is overwritten here, so a viewer can never supply its own.
// Names: functions/shared/edge-headers.ts.
import cf from 'cloudfront';

const kvs = cf.kvs();
// Filled in when the code is built (infra/viewer-request-code.ts): the auth domain (empty: no
// profile subdomains) and the username rules of functions/shared/username.ts.
const userSubdomains = { authDomain: '', maxLength: 30, reserved: [] };
const sessionCookie = 'folio_sid';
const botPattern =
  /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|whatsapp|pinterest|headless|lighthouse/i;

async function hostEntry(host) {
  if (!host) return undefined;
  try {
    const entry = await kvs.get(host, { format: 'json' });
    if (entry && (entry.kind === 'publication' || entry.kind === 'user') && entry.target) return entry;
  } catch (notFound) {
    // A host without an entry is the main site.
  }
  return undefined;
}

// Spec 1 §2.3: a writer's profile at {username}.{authDomain}. Whether they claimed it is the pages'
// to check (it needs the API); here a label is a user host only if it could be a username at all.
function subdomainUser(host) {
  const suffix = '.' + userSubdomains.authDomain;
  if (!userSubdomains.authDomain || host.length <= suffix.length || !host.endsWith(suffix)) return '';
  const label = host.slice(0, host.length - suffix.length);
  if (label.length > userSubdomains.maxLength || !/^[a-z0-9_]+$/.test(label)) return '';
  return userSubdomains.reserved.indexOf(label) === -1 ? label : '';
}

// The token of `Authorization: Bearer {token}` ('' without one); the authorizer checks its form.
function bearerToken(header) {
  const match = header ? /^Bearer\s+(\S{1,200})$/i.exec(header.value.trim()) : null;
  return match ? match[1] : '';
}

async function handler(event) {
  const request = event.request;
  const headers = request.headers;
  const cookie = request.cookies[sessionCookie];
  const session = cookie && cookie.value ? cookie.value : '';
  const isApi = request.uri === '/graphql';
  const bearer = isApi && !session ? bearerToken(headers['authorization']) : '';
  // A script calls /graphql with an integration token (`Authorization: Bearer folio_…`); a browser's
  // session cookie wins over it, so a page can never make a token stand in for its reader.
  const credential = session ? 'session:' + session : bearer ? 'integration:' + bearer : 'anonymous';
  const userAgent = headers['user-agent'] ? headers['user-agent'].value : '';

  headers['x-folio-auth'] = { value: credential };
  headers['x-folio-viewer'] = {
    value: botPattern.test(userAgent) ? 'bot' : session ? 'signed-in' : 'anonymous',
  };
  headers['x-folio-viewer-ip'] = { value: event.viewer.ip };
  if (isApi) {
    headers['authorization'] = { value: credential };
    // AppSync receives the session once, as the credential: the raw cookie would only copy it into
    // every resolver's event.
    delete request.cookies[sessionCookie];
  }

  const hostHeader = headers.host ? headers.host.value.toLowerCase() : '';
  const host = hostHeader.split(':')[0];
  // A live custom domain takes priority over a subdomain (spec 1 §2.3).
  const entry = await hostEntry(host);
  const username = entry ? '' : subdomainUser(host);
  headers['x-folio-host-kind'] = { value: entry ? entry.kind : username ? 'user' : 'default' };
  headers['x-folio-host-target'] = { value: entry ? entry.target : username };
  // Origins see their own host in Host (the origin request policy drops the viewer's): the pages tell
  // a subdomain from a custom domain, and build absolute links, from this one.
  headers['x-forwarded-host'] = { value: hostHeader };
  return request;
}
