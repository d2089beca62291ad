import { googleClientIdFrom } from '#shared/ports/google-client.ts';
import type { SiteConfig } from '#web/lib/site-config.ts';

/**
 * The Google client id for one-tap in the browser, from the pages Lambda's environment
 * (infra/function-config.ts sets it when Google sign-in is configured): a public value, the same for
 * every viewer, so cached pages may carry it. None: one-tap stays off.
 */
export function googleClientFromEnvironment(
  env: Readonly<Record<string, string | undefined>>,
): Pick<SiteConfig, 'googleClientId'> {
  const googleClientId = googleClientIdFrom(env);
  return googleClientId ? { googleClientId } : {};
}
