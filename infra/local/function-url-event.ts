import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { CloudFrontRequest } from './cloudfront-function.ts';
import type { Answer } from './gateway-http.ts';

export type FunctionUrlHandler = (
  event: APIGatewayProxyEventV2,
) => Promise<APIGatewayProxyStructuredResultV2>;

/** The event a Lambda function URL receives for a request CloudFront forwards (payload format 2.0). */
export function functionUrlEvent(
  request: CloudFrontRequest,
  rawQueryString: string,
  body: Buffer,
  sourceIp: string,
): APIGatewayProxyEventV2 {
  const headers = Object.fromEntries(
    Object.entries(request.headers).map(([name, { value }]) => [name, value]),
  );
  const cookies = Object.entries(request.cookies).map(([name, { value }]) => `${name}=${value}`);
  const queryStringParameters = Object.fromEntries(
    Object.entries(request.querystring).map(([name, { value }]) => [name, value]),
  );
  const isText = /json|text|form|graphql/.test(headers['content-type'] ?? '') || body.length === 0;
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: request.uri,
    rawQueryString,
    ...(cookies.length ? { cookies } : {}),
    headers,
    ...(rawQueryString ? { queryStringParameters } : {}),
    requestContext: {
      accountId: 'anonymous',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'local',
      http: {
        method: request.method,
        path: request.uri,
        protocol: 'HTTP/1.1',
        sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: '$default',
      stage: '$default',
      time: new Date().toISOString(),
      timeEpoch: Date.now(),
    },
    ...(body.length ? { body: isText ? body.toString('utf8') : body.toString('base64') } : {}),
    isBase64Encoded: !isText,
  };
}

/** A function URL's result as the gateway sends it on: lower-case headers, the body decoded, the cookies kept. */
export function answerOf(result: APIGatewayProxyStructuredResultV2): Answer {
  const body =
    typeof result.body === 'string'
      ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8')
      : Buffer.alloc(0);
  const headers = Object.fromEntries(
    Object.entries(result.headers ?? {}).map(([name, value]) => [name.toLowerCase(), String(value)]),
  );
  return {
    status: result.statusCode ?? 200,
    headers,
    body,
    ...(result.cookies ? { cookies: result.cookies } : {}),
  };
}
