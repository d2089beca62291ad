/**
 * A visitor's click on Subscribe, kept while they sign in (spec 2 §1: they come back subscribed). In
 * this origin's storage, so no other site can plant one: a page address alone never subscribes anyone.
 * It lasts 30 minutes, long enough to open a sign-in e-mail in another tab.
 */
const key = 'folio:subscribe-intent';
const lifetimeMs = 30 * 60 * 1000;

export function rememberSubscribeIntent(ownerId: string, now = Date.now()): void {
  try {
    window.localStorage.setItem(key, JSON.stringify({ ownerId, at: now }));
  } catch {
    // Storage refused (private mode): the visitor clicks Subscribe again after signing in.
  }
}

/** Whether a fresh intent names this newsletter's owner (a writer or a publication); taken when it does. */
export function takeSubscribeIntent(ownerId: string, now = Date.now()): boolean {
  try {
    const stored = JSON.parse(window.localStorage.getItem(key) ?? 'null') as {
      ownerId?: string;
      at?: number;
    } | null;
    if (stored?.ownerId !== ownerId) return false;
    window.localStorage.removeItem(key);
    return typeof stored.at === 'number' && now - stored.at < lifetimeMs;
  } catch {
    // Unreadable storage or a value not ours: no intent.
    return false;
  }
}

/**
 * The mark a subscription link's return address carries (decision 159): back signed in, the
 * Subscribe button says so with its toast — once, and only when the viewer is indeed subscribed.
 */
const confirmedParameter = 'subscribed';

/** `target` (a path or a whole URL) with the mark, before any hash. */
export function withConfirmedSubscription(target: string): string {
  const hashAt = target.indexOf('#');
  const [beforeHash, hash] = hashAt < 0 ? [target, ''] : [target.slice(0, hashAt), target.slice(hashAt)];
  return `${beforeHash}${beforeHash.includes('?') ? '&' : '?'}${confirmedParameter}=1${hash}`;
}

/** Whether this address carries the mark; taken (removed from the address bar) when it does. */
export function takeConfirmedSubscription(): boolean {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(confirmedParameter)) return false;
  url.searchParams.delete(confirmedParameter);
  window.history.replaceState(window.history.state, '', url.toString());
  return true;
}
