/** Control characters (code points below a space, and DEL) and the backslash. */
const unsafeCharacter = (character: string) =>
  character < ' ' || character === '\u007f' || character === '\\';

/**
 * Where the callback may send the browser after signing in: a path on the auth domain, or an absolute
 * URL on the auth domain or one of its subdomains (writers' profiles). Anything else — another site,
 * a protocol-relative `//evil.example`, a `javascript:` URL — falls back to the home page, so a sign-in
 * link can never be turned into an open redirect.
 */
export function safeRedirectTarget(state: string | undefined, authOrigin: string): string {
  const fallback = '/';
  if (!state || state.length > 2048) return fallback;
  // Browsers drop tabs and newlines from URLs and read \ as /: "/\t/evil" or "/\evil" would leave.
  if ([...state].some(unsafeCharacter)) return fallback;
  if (state.startsWith('/')) return state.startsWith('//') ? fallback : state;

  let target: URL;
  let auth: URL;
  try {
    target = new URL(state);
    auth = new URL(authOrigin);
  } catch {
    return fallback;
  }
  if (target.protocol !== auth.protocol || target.username || target.password) return fallback;
  if (target.port !== auth.port) return fallback;
  const host = target.hostname;
  const onAuthDomain = host === auth.hostname || host.endsWith(`.${auth.hostname}`);
  return onAuthDomain ? target.toString() : fallback;
}
