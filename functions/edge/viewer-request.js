// Viewer-request CloudFront Function (runtime cloudfront-js-2.0), run on every request in AWS and by
// the local gateway (infra/local/cloudfront-function.ts). It refuses hosts Folio does not serve and
// malformed image ids, classifies the viewer and the Host for the cache key and the origins, and turns
// the session cookie (or, on /graphql, an integration token) into the API credential. Every x-folio-*
// header is overwritten here, so a viewer can never supply its own. Names: functions/shared/edge-headers.ts.
import cf from 'cloudfront';

const kvs = cf.kvs();
// Filled in when the code is built (infra/viewer-request-code.ts): the auth domain (empty without a
// domain of our own: the distribution's *.cloudfront.net name is then the main host), whether loopback
// addresses are the main host (local runtime only), the username rules of graphql/contract/username.ts
// and the image id rule of functions/shared/image-id.ts.
const settings = { authDomain: '', localLoopback: false, maxLength: 30, reserved: [], imageId: '^$' };
const sessionCookie = 'folio_sid';
const imagePrefix = '/_/image/';
const imageIdPattern = new RegExp(settings.imageId);
const loopbackHosts = ['127.0.0.1', '[::1]'];
const botPattern =
  /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|whatsapp|pinterest|headless|lighthouse/i;

// An answer CloudFront gives itself, never cached, in the JSON error shape of every Folio endpoint.
function refusal(statusCode, statusDescription, errorType, message) {
  return {
    statusCode: statusCode,
    statusDescription: statusDescription,
    headers: {
      'content-type': { value: 'application/json; charset=utf-8' },
      'cache-control': { value: 'no-store' },
    },
    body: {
      encoding: 'text',
      data: JSON.stringify({ errors: [{ errorType: errorType, message: message }] }),
    },
  };
}

async function hostEntry(host) {
  if (!host) return undefined;
  try {
    const entry = await kvs.get(host, { format: 'json' });
    if (entry && (entry.kind === 'publication' || entry.kind === 'user') && entry.target) return entry;
  } catch (notFound) {
    // No entry: not a custom domain (classifyHost looks further).
  }
  return undefined;
}

// Spec 1 §2.3: a writer's profile at {username}.{authDomain}. Whether they claimed it is the pages'
// to check (it needs the API); here a label is a user host only if it could be a username at all.
function subdomainUser(host) {
  const suffix = '.' + settings.authDomain;
  if (!settings.authDomain || host.length <= suffix.length || !host.endsWith(suffix)) return '';
  const label = host.slice(0, host.length - suffix.length);
  if (label.length > settings.maxLength || !/^[a-z0-9_]+$/.test(label)) return '';
  return settings.reserved.indexOf(label) === -1 ? label : '';
}

// The configured domain; without one, the distribution's own *.cloudfront.net name; locally also the
// loopback addresses, which tests and tools reach the gateway by.
function isMainHost(host, context) {
  const mainHost = settings.authDomain || (context && context.distributionDomainName) || '';
  if (mainHost && host === mainHost) return true;
  return settings.localLoopback && loopbackHosts.indexOf(host) !== -1;
}

// Which route table the Host selects, or undefined for a host Folio does not serve.
async function classifyHost(host, context) {
  // A live custom domain takes priority over a subdomain (spec 1 §2.3).
  const entry = await hostEntry(host);
  if (entry) return { kind: entry.kind, target: entry.target };
  const username = subdomainUser(host);
  if (username) return { kind: 'user', target: username };
  return isMainHost(host, context) ? { kind: 'default', target: '' } : undefined;
}

// The token of `Authorization: Bearer {token}` ('' without one); the authorizer checks its form.
function bearerToken(header) {
  const match = header ? /^Bearer\s+(\S{1,200})$/i.exec(header.value.trim()) : null;
  return match ? match[1] : '';
}

async function handler(event) {
  const request = event.request;
  const headers = request.headers;
  const hostHeader = headers.host ? headers.host.value.toLowerCase() : '';
  // The name without its port ('[::1]:3000' → '[::1]').
  const host = hostHeader.replace(/:\d*$/, '');
  const hostClass = await classifyHost(host, event.context);
  // Nothing renders for a host Folio does not serve: pages build nothing from it, and no cache entry
  // can be made under it (RFC 9110 §15.5.20).
  if (!hostClass) {
    return refusal(421, 'Misdirected Request', 'MisdirectedRequest', 'Folio does not serve this host name.');
  }
  // Image ids are known words (functions/shared/ports/image-id.ts): anything else never reaches storage.
  if (request.uri.indexOf(imagePrefix) === 0 && !imageIdPattern.test(request.uri.slice(imagePrefix.length))) {
    return refusal(404, 'Not Found', 'NotFound', 'No image has that id.');
  }

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

  headers['x-folio-host'] = { value: host };
  headers['x-folio-host-kind'] = { value: hostClass.kind };
  headers['x-folio-host-target'] = { value: hostClass.target };
  // Origins see their own host in Host (the origin request policy drops the viewer's): the auth Lambda
  // checks a session hand-off's host against this one.
  headers['x-forwarded-host'] = { value: hostHeader };
  return request;
}
