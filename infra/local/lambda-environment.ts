/**
 * What the handlers' process is told on this machine where AWS tells it otherwise. The libraries read
 * it when they load, so it is set before anything imports them (run-like-aws.ts, tests/global-setup.ts):
 * - the SDK's notice that Node 20 support ends is known (docs/decisions.md 13);
 * - Powertools emits no metrics (no CloudWatch reads EMF lines here; they would fill the console) and
 *   traces nothing (there is no Lambda segment nor X-Ray daemon);
 * - the X-Ray SDK, which Powertools' tracer loads, starts in manual mode: its automatic mode hooks every
 *   promise of the process (async_hooks) for a context nothing here reads.
 */
export const localLambdaEnvironment = {
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  POWERTOOLS_METRICS_DISABLED: 'true',
  POWERTOOLS_TRACE_ENABLED: 'false',
  AWS_XRAY_MANUAL_MODE: 'true',
} as const;

/**
 * The build AWS runs: the Lambda bundles are compiled with NODE_ENV=production (infra/folio-function.ts),
 * so React, Apollo and the other libraries run their production code, without development checks.
 */
export const productionBuild = { NODE_ENV: 'production' } as const;
