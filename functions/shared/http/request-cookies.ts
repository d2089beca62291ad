/**
 * A cookie's value from a function URL event's `cookies` ('name=value' entries) or, failing that, its
 * Cookie header. The first one wins, as browsers send the most specific path first.
 */
export function readCookie(
  cookies: readonly string[] | undefined,
  cookieHeader: string | undefined,
  name: string,
): string | undefined {
  const pairs = cookies ?? (cookieHeader ? cookieHeader.split(';') : []);
  for (const pair of pairs) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return undefined;
}
