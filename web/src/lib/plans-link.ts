import { isSitePath } from '#contract/site-path.ts';
import { buildRoute } from '#web/routes/build-route.ts';

/**
 * The paywall's way in (issue #14): /plans carries the page the reader started from (`?from=`, a path
 * of this site only) through the checkout to /welcome-member, which leads back to it.
 */
const fromParameter = 'from';

/** The page the reader started from, or null (none, or not a path of this site). */
export const startedFrom = (search: string): string | null => {
  const from = new URLSearchParams(search).get(fromParameter);
  return isSitePath(from) ? from : null;
};

/** A path with `?from=` when there is one to carry. */
export const withStartedFrom = (path: string, from: string | null) =>
  from ? `${path}?${new URLSearchParams({ [fromParameter]: from }).toString()}` : path;

/** /plans, carrying where the reader started (a story that stopped them). */
export const plansHref = (from: string | null) => withStartedFrom(buildRoute('ShowPay', {}), from);
