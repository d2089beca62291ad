/**
 * Where sign-in happens (the auth domain): magic links point there, the session cookies are set there,
 * and the browser learns it from the page config. AWS entries read it once per container.
 */
export const authOriginVariable = 'AUTH_ORIGIN';
/** Set instead of AUTH_ORIGIN when the deployment has no domain of its own (docs/decisions.md §26). */
export const authOriginParameterVariable = 'AUTH_ORIGIN_PARAMETER';

/** Reads one SSM parameter's value (functions/shared/lambda/ssm-parameter.ts in AWS). */
export type ParameterReader = (name: string) => Promise<string>;

/** An origin is a scheme and a host (and a port): no path, no trailing slash. */
export function parseAuthOrigin(value: string, source: string): string {
  let origin: string | undefined;
  try {
    origin = new URL(value).origin;
  } catch {
    origin = undefined;
  }
  if (origin !== value || !/^https?:$/.test(new URL(value).protocol)) {
    throw new Error(
      `${source} must be an origin such as https://folio.example, got ${JSON.stringify(value)}`,
    );
  }
  return origin;
}

/**
 * AUTH_ORIGIN when it is set; otherwise the SSM parameter named by AUTH_ORIGIN_PARAMETER, read on first
 * use and kept for the container's life. A failed read is not kept, so the next request tries again.
 */
export function authOriginFromEnvironment(
  env: Record<string, string | undefined>,
  readParameter: ParameterReader,
): () => Promise<string> {
  const fixed = env[authOriginVariable];
  if (fixed) {
    const origin = parseAuthOrigin(fixed, authOriginVariable);
    return async () => origin;
  }
  const name = env[authOriginParameterVariable];
  if (!name) throw new Error(`Set ${authOriginVariable} or ${authOriginParameterVariable}`);
  let value: Promise<string> | undefined;
  return () => {
    value ??= readParameter(name)
      .then((read) => parseAuthOrigin(read, `SSM parameter ${name}`))
      .catch((error: unknown) => {
        value = undefined;
        throw error;
      });
    return value;
  };
}
