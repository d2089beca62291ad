/** Control characters (code points below a space, and DEL) and the backslash. */
const unsafeCharacter = (character: string) =>
  character < ' ' || character === '\u007f' || character === '\\';

const maxTargetLength = 2048;

/**
 * `value` when it is a path of the host that reads it, else undefined: no protocol-relative
 * `//evil.example`, and none of the characters browsers drop or reread ("/\t/evil" or "/\evil" would
 * leave the host).
 */
export function safePath(value: string | undefined): string | undefined {
  if (!value || value.length > maxTargetLength || [...value].some(unsafeCharacter)) return undefined;
  return value.startsWith('/') && !value.startsWith('//') ? value : undefined;
}

/** An absolute URL with the auth origin's scheme and port and no credentials, else undefined. */
function absoluteTarget(
  state: string | undefined,
  authOrigin: string,
): { target: URL; auth: URL } | undefined {
  if (!state || state.length > maxTargetLength || [...state].some(unsafeCharacter)) return undefined;
  try {
    const target = new URL(state);
    const auth = new URL(authOrigin);
    if (target.protocol !== auth.protocol || target.username || target.password) return undefined;
    return target.port === auth.port ? { target, auth } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where the callback may send the browser after signing in: a path on the auth domain, or an absolute
 * URL on the auth domain or one of its subdomains (writers' profiles). Anything else — another site,
 * a protocol-relative `//evil.example`, a `javascript:` URL — falls back to the home page, so a sign-in
 * link can never be turned into an open redirect. Folio's other hosts are handoffCandidate's.
 */
export function safeRedirectTarget(state: string | undefined, authOrigin: string): string {
  const fallback = '/';
  if (state?.startsWith('/')) return safePath(state) ?? fallback;
  const absolute = absoluteTarget(state, authOrigin);
  if (!absolute) return fallback;
  const host = absolute.target.hostname;
  const auth = absolute.auth.hostname;
  return host === auth || host.endsWith(`.${auth}`) ? absolute.target.toString() : fallback;
}

/**
 * A target on a host other than the auth domain's own, shaped as Folio's hosts are (the auth origin's
 * scheme and port, no credentials): the session may be handed off there if the host turns out to be a
 * live custom domain or a claimed subdomain (handoff/hosts.ts). Undefined for anything else.
 */
export function handoffCandidate(state: string | undefined, authOrigin: string): URL | undefined {
  const absolute = absoluteTarget(state, authOrigin);
  return absolute && absolute.target.hostname !== absolute.auth.hostname ? absolute.target : undefined;
}
