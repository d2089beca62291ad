// Viewer-request CloudFront Function (runtime cloudfront-js-2.0), run on every request in AWS and by
// the local gateway (infra/local/cloudfront-function.ts). It classifies the viewer and the Host for the
// cache key and the origins, and turns the session cookie into the API credential. Every x-folio-*
// header is overwritten here, so a viewer can never supply its own. Names: functions/shared/edge-headers.ts.
import cf from 'cloudfront';

const kvs = cf.kvs();
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

async function handler(event) {
  const request = event.request;
  const headers = request.headers;
  const cookie = request.cookies[sessionCookie];
  const session = cookie && cookie.value ? cookie.value : '';
  const credential = session ? 'session:' + session : 'anonymous';
  const userAgent = headers['user-agent'] ? headers['user-agent'].value : '';

  headers['x-folio-auth'] = { value: credential };
  headers['x-folio-viewer'] = {
    value: botPattern.test(userAgent) ? 'bot' : session ? 'signed-in' : 'anonymous',
  };
  headers['x-folio-viewer-ip'] = { value: event.viewer.ip };
  if (request.uri === '/graphql') {
    headers['authorization'] = { value: credential };
    // AppSync receives the session once, as the credential: the raw cookie would only copy it into
    // every resolver's event.
    delete request.cookies[sessionCookie];
  }

  const host = headers.host ? headers.host.value.toLowerCase().split(':')[0] : '';
  const entry = await hostEntry(host);
  headers['x-folio-host-kind'] = { value: entry ? entry.kind : 'default' };
  headers['x-folio-host-target'] = { value: entry ? entry.target : '' };
  return request;
}
