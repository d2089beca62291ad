import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { FunctionUrlResult } from './http-errors.ts';

/** A JSON answer of a function URL, never cached. */
export const jsonAnswer = (statusCode: number, body: unknown): FunctionUrlResult => ({
  statusCode,
  headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  body: JSON.stringify(body),
});

/**
 * A request's body as text, exactly as sent (function URLs base64-encode a body they do not take for
 * text); undefined without one.
 */
export const requestBodyText = (event: APIGatewayProxyEventV2): string | undefined =>
  event.isBase64Encoded && event.body ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
