import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { createAuthHttpHandler } from './create-auth-http-handler.ts';
import { authDependenciesFromEnv, lazyEntry } from './environment.ts';
import type { HttpResult } from './http-responses.ts';

/**
 * The auth-http Lambda's AWS entry (TABLE_NAME, SESSION_SECRET_ARN, AUTH_ORIGIN or
 * AUTH_ORIGIN_PARAMETER), built on the first request.
 */
export const handler: (event: APIGatewayProxyEventV2) => Promise<HttpResult> = lazyEntry(async () =>
  createAuthHttpHandler(await authDependenciesFromEnv()),
);
