import { authOriginFromEnvironment, type ParameterReader } from '#shared/http/auth-origin.ts';
import { lazyFunctionUrlHandler, observeFunctionUrl } from '#shared/http/http-errors.ts';
import { createLogger } from '#shared/observability/observability.ts';
import { requireEnv } from '#shared/lambda/require-env.ts';
import { appSyncExecutor } from '#shared/api/graphql-executor.ts';
import { pageAssetsVariable, type PageAssets } from './assets.ts';
import { captchaFromEnvironment } from './captcha-config.ts';
import { searchConfigFromEnvironment } from '#contract/search-config.ts';
import { googleClientFromEnvironment } from './google-client-config.ts';
import { createPagesHandler } from './create-pages-handler.ts';
import { unavailablePage } from './unavailable-page.ts';

const list = (value: string | undefined) =>
  value
    ? value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : [];

/** SSM is asked only on deployments without a domain, so its client loads only then. */
const readParameter: ParameterReader = async (name) =>
  (await import('#shared/lambda/ssm-parameter.ts')).ssmParameterReader()(name);
const authOrigin = authOriginFromEnvironment(process.env, readParameter);

/** Built on the first request, once the auth origin is known (it may come from SSM). */
async function build() {
  return createPagesHandler({
    executeGraphql: appSyncExecutor(requireEnv('GRAPHQL_URL')),
    assets: JSON.parse(requireEnv(pageAssetsVariable)) as PageAssets,
    config: {
      appVersion: process.env.APP_VERSION ?? 'unknown',
      internalIpRanges: list(process.env.INTERNAL_IP_RANGES),
      cacheExperimentGroups: list(process.env.CACHE_EXPERIMENT_GROUPS),
      site: {
        authOrigin: await authOrigin(),
        captcha: captchaFromEnvironment(process.env),
        ...googleClientFromEnvironment(process.env),
        search: searchConfigFromEnvironment(process.env),
      },
    },
  });
}

/** The AWS entry: the pages handler with AppSync and the assets of the deployed web build. */
export const handler = observeFunctionUrl(
  'pages',
  lazyFunctionUrlHandler(build, { logger: createLogger('pages'), unavailable: unavailablePage }),
);
