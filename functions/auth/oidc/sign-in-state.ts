import { oidcOperations } from '#shared/data/entities/oidc-attempt.ts';
import { handoffCandidate, safeRedirectTarget } from '../core/redirect-target.ts';
import type { OidcProviderName } from '../core/identity/providers.ts';

export type OidcOperation = (typeof oidcOperations)[number];

/** What the browser asked for when it left for a provider (spec 2 §4). */
export interface SignInState {
  provider: OidcProviderName;
  /**
   * A safe target on the auth domain (core/redirect-target.ts), '/' when none or unsafe, or a hand-off
   * candidate on another host, which the callback checks before sending anyone there (handoff/).
   */
  target: string;
  operation: OidcOperation;
  /** Only for `connect`: the viewer the provider is to be linked to. */
  viewerId?: string;
}

/** User ids are 12 lower-case hex characters (callback.ts). */
const userIdPattern = /^[0-9a-f]{12}$/;

/**
 * Reads the `state` the web client sends to a start path (web/src/features/auth/social-providers.ts):
 * `{provider}|{encodeURIComponent(target)}|{operation}`, plus `|{viewerId}` when the operation is
 * connect. The provider must be the one of the path. Undefined for anything else; no state at all
 * means "sign in and come back home".
 */
export function parseSignInState(
  raw: string | undefined,
  provider: OidcProviderName,
  authOrigin: string,
): SignInState | undefined {
  if (raw === undefined || raw === '') return { provider, target: '/', operation: 'login' };
  if (raw.length > 4096) return undefined;
  const parts = raw.split('|');
  const [name, encodedTarget = '', operation = '', viewerId] = parts;
  if (name !== provider || parts.length > 4) return undefined;
  if (!(oidcOperations as readonly string[]).includes(operation)) return undefined;
  const connect = operation === 'connect';
  if (connect !== (viewerId !== undefined)) return undefined;
  if (viewerId !== undefined && !userIdPattern.test(viewerId)) return undefined;
  let target: string;
  try {
    target = decodeURIComponent(encodedTarget);
  } catch {
    return undefined;
  }
  return {
    provider,
    target: handoffCandidate(target, authOrigin)?.href ?? safeRedirectTarget(target, authOrigin),
    operation: operation as OidcOperation,
    ...(viewerId ? { viewerId } : {}),
  };
}

/** The state the web client builds, for tests and for any server-side link: the inverse of the parser. */
export function formatSignInState(state: SignInState): string {
  const parts = [state.provider, encodeURIComponent(state.target), state.operation];
  if (state.viewerId) parts.push(state.viewerId);
  return parts.join('|');
}
