import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { createAuthHttpHandler } from './create-auth-http-handler.ts';
import { authDependenciesFromEnv, lazyEntry } from './environment.ts';
import type { HttpResult } from './http-responses.ts';
import { oidcSettingsFromEnv } from './oidc/environment.ts';
import { secretsManagerSecret } from './secret.ts';

/**
 * The auth-http Lambda's AWS entry (TABLE_NAME, SESSION_SECRET_ARN, AUTH_ORIGIN or
 * AUTH_ORIGIN_PARAMETER, and the OIDC_* variables of the configured providers), built on the first
 * request.
 */
export const handler: (event: APIGatewayProxyEventV2) => Promise<HttpResult> = lazyEntry(async () =>
  createAuthHttpHandler({
    ...(await authDependenciesFromEnv()),
    oidc: oidcSettingsFromEnv(process.env, { secretByArn: (arn) => secretsManagerSecret(arn) }),
  }),
);
