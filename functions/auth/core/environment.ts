import { authOriginFromEnvironment, type ParameterReader } from '#shared/http/auth-origin.ts';
import { dataFromEnv } from '#shared/lambda/clients.ts';
import { requireEnv } from '#shared/lambda/require-env.ts';
import type { AuthDependencies } from './ports.ts';
import { secretsManagerSecret } from '#shared/lambda/secret.ts';

/**
 * The auth Lambdas' collaborators from their environment (set by the CDK stacks): TABLE_NAME,
 * SESSION_SECRET_ARN; AUTH_ORIGIN or AUTH_ORIGIN_PARAMETER (all but the authorizer). What one entry
 * alone reads is read there: the resolvers' queue, captcha and one-tap (handler.ts), the HTTP
 * entries' providers (oidc/environment.ts).
 */
const dependencies = (authOrigin: string): AuthDependencies => ({
  data: dataFromEnv(),
  secret: secretsManagerSecret(requireEnv('SESSION_SECRET_ARN')),
  settings: { authOrigin },
});

/** SSM is read only when the origin comes from a parameter, so the client loads only then. */
const readParameter: ParameterReader = async (name) =>
  (await import('#shared/lambda/ssm-parameter.ts')).ssmParameterReader()(name);

/** auth-http and the resolvers build links and check redirects: they need the auth origin. */
export async function authDependenciesFromEnv(): Promise<AuthDependencies> {
  return dependencies(await authOriginFromEnvironment(process.env, readParameter)());
}

/** The authorizer builds no links: TABLE_NAME and SESSION_SECRET_ARN are all it needs. */
export const authorizerDependenciesFromEnv = () => dependencies('');
