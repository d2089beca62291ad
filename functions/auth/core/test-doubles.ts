import type { AppSyncAuthorizerEvent, APIGatewayProxyEventV2 } from 'aws-lambda';
import type { MailMessage } from '#shared/ports/mailer.ts';
import type { QueueSender } from '#shared/queues/queue-sender.ts';

/**
 * Doubles for what cannot run in a test: e-mail delivery (a queue that records what it was given),
 * and the events AppSync and a function URL send.
 */
export function recordingQueue() {
  const sent: Array<{ queue: string; message: unknown }> = [];
  const queue: QueueSender = {
    async send(name, messages) {
      for (const message of messages) sent.push({ queue: name, message });
    },
  };
  return {
    queue,
    sent,
    /** The e-mails sent to `to`, oldest first. */
    emailsTo: (to: string) =>
      sent
        .filter((entry) => entry.queue === 'email')
        .map((entry) => entry.message as MailMessage)
        .filter((message) => message.to === to),
  };
}

export const authorizerEvent = (authorizationToken: string): AppSyncAuthorizerEvent => ({
  authorizationToken,
  requestContext: {
    apiId: 'local',
    accountId: '000000000000',
    requestId: 'r1',
    queryString: '{ viewer { id } }',
    operationName: undefined,
    variables: {},
  },
  requestHeaders: {},
});

/** A GET as CloudFront forwards it to the auth-http function URL (payload format 2.0). */
export function functionUrlGet(
  pathAndQuery: string,
  options: {
    cookies?: string[];
    cookieHeader?: string;
    host?: string;
    /** The viewer's Host as the edge passes it on (x-forwarded-host); the function URL's own is `host`. */
    forwardedHost?: string;
    ip?: string;
    method?: string;
    userAgent?: string;
  } = {},
): APIGatewayProxyEventV2 {
  const [path = '/', query = ''] = pathAndQuery.split('?');
  const headers: Record<string, string> = {
    host: options.host ?? 'folio.example',
    'user-agent': options.userAgent ?? 'TestBrowser/1.0',
    'x-folio-viewer-ip': options.ip ?? '198.51.100.1',
    ...(options.cookieHeader ? { cookie: options.cookieHeader } : {}),
    ...(options.forwardedHost ? { 'x-forwarded-host': options.forwardedHost } : {}),
  };
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: path,
    rawQueryString: query,
    ...(options.cookies ? { cookies: options.cookies } : {}),
    headers,
    requestContext: {
      accountId: 'anonymous',
      apiId: 'local',
      domainName: headers.host ?? '',
      domainPrefix: 'local',
      http: {
        method: options.method ?? 'GET',
        path,
        protocol: 'HTTP/1.1',
        sourceIp: '130.176.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: 'r1',
      routeKey: '$default',
      stage: '$default',
      time: '01/Mar/2026:12:00:00 +0000',
      timeEpoch: 0,
    },
    isBase64Encoded: false,
  };
}

/**
 * A POST as CloudFront forwards it to a function URL: by default a form (a provider's form_post
 * answer), `base64` as Lambda sends bodies it does not take for text.
 */
export function functionUrlPost(
  pathAndQuery: string,
  body: string,
  options: Parameters<typeof functionUrlGet>[1] & { contentType?: string; base64?: boolean } = {},
): APIGatewayProxyEventV2 {
  const { contentType = 'application/x-www-form-urlencoded', base64 = false, ...rest } = options;
  const event = functionUrlGet(pathAndQuery, { method: 'POST', ...rest });
  return {
    ...event,
    headers: { ...event.headers, 'content-type': contentType },
    body: base64 ? Buffer.from(body).toString('base64') : body,
    isBase64Encoded: base64,
  };
}
