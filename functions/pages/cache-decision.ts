import { BlockList, isIP } from 'node:net';
import type { ViewerKind } from '#contract/edge-headers.ts';

/**
 * Spec 3 §4 "Caching decisions", in one pure module: whether CloudFront may keep a rendered page.
 * Rules are checked in the order below and the first that applies names the reason.
 */

export const experimentGroups = ['disabled', 'enabled', 'control'] as const;
export type ExperimentGroup = (typeof experimentGroups)[number];

/** What the page shows, as far as caching cares. */
export type CacheSubject =
  | { kind: 'home' }
  /** `withFriendLinkKey`: the address carries a friend link key (`?sk=`, decision 142). */
  | { kind: 'post'; isPublished: boolean; isSuspended: boolean; withFriendLinkKey?: boolean }
  /**
   * A topic: a tag's pages, or /topic/{topicSlug}. `tagId`: the tag id the topic decision reads (spec 3
   * §4) — a tag route's tagSlug, or the TopicCacheController's answer for the topic slug; null when the
   * slug names no topic the visitor may see.
   */
  | { kind: 'topic'; tagId: string | null }
  /** A public listing, the same for every visitor: the series library (/collections), explore-topics. */
  | { kind: 'library' }
  /**
   * A publication's RSS feed (decision 263): asked of the API as a visitor whoever fetches it, so the
   * same for every visitor.
   */
  | { kind: 'feed' }
  | { kind: 'other' };

export interface CacheDecisionInput {
  /** From x-folio-viewer. */
  viewer: ViewerKind;
  /** From x-folio-viewer-ip, matched against the configured internal ranges. */
  isInternalIp: boolean;
  /** From the signed-in viewer (so far signed-in alone already means no cache). */
  isStaff: boolean;
  isSpoofedSession: boolean;
  /** The viewer's can_view_suspended_content flag. */
  canViewSuspendedContent: boolean;
  experimentGroup: ExperimentGroup;
  subject: CacheSubject;
}

export type CacheReason =
  | 'experiment-disabled'
  | 'staff'
  | 'internal-ip'
  | 'bot'
  | 'spoofed-session'
  | 'signed-in'
  | 'draft-post'
  | 'suspended-post'
  | 'friend-link'
  | 'unknown-topic'
  | 'experiment-control'
  | 'home'
  | 'published-post'
  | 'topic'
  | 'library'
  | 'feed'
  | 'uncached-page';

export interface CacheDecision {
  cacheable: boolean;
  reason: CacheReason;
}

const noCache = (reason: CacheReason): CacheDecision => ({ cacheable: false, reason });
const cache = (reason: CacheReason): CacheDecision => ({ cacheable: true, reason });

export function decideCaching(input: CacheDecisionInput): CacheDecision {
  const { subject } = input;
  // The kill switch first: nothing is cached, whoever asks.
  if (input.experimentGroup === 'disabled') return noCache('experiment-disabled');
  // Who is asking: pages for these viewers differ from the shared copy, or must be fresh.
  if (input.isStaff) return noCache('staff');
  if (input.isInternalIp) return noCache('internal-ip');
  if (input.viewer === 'bot') return noCache('bot');
  if (input.isSpoofedSession) return noCache('spoofed-session');
  if (input.viewer === 'signed-in') return noCache('signed-in');
  // What is shown.
  if (subject.kind === 'post' && !subject.isPublished) return noCache('draft-post');
  if (subject.kind === 'post' && subject.isSuspended && input.canViewSuspendedContent)
    return noCache('suspended-post');
  // A friend link may open the whole body for anyone holding it, and is revocable: never a shared copy.
  if (subject.kind === 'post' && subject.withFriendLinkKey) return noCache('friend-link');
  // Spec 3 §4: the topic decision reads the tag id of the topic slug; without one there is nothing to share.
  if (subject.kind === 'topic' && subject.tagId === null) return noCache('unknown-topic');
  // The experiment's control group keeps the uncached behaviour, to compare against.
  if (input.experimentGroup === 'control') return noCache('experiment-control');
  switch (subject.kind) {
    case 'home':
      return cache('home');
    case 'post':
      return cache('published-post');
    case 'topic':
      return cache('topic');
    case 'library':
      return cache('library');
    case 'feed':
      return cache('feed');
    case 'other':
      return noCache('uncached-page');
  }
}

/** The configured groups a deployment is in; disabled wins over control, and no group means enabled. */
export function resolveExperimentGroup(groups: readonly string[]): ExperimentGroup {
  const unknown = groups.filter((group) => !(experimentGroups as readonly string[]).includes(group));
  if (unknown.length > 0) throw new Error(`Unknown cache experiment group(s): ${unknown.join(', ')}.`);
  if (groups.includes('disabled')) return 'disabled';
  if (groups.includes('control')) return 'control';
  return 'enabled';
}

/** Matches addresses against CIDR ranges ('10.0.0.0/8', '2001:db8::/32'); a bad range throws at start. */
export function internalIpMatcher(ranges: readonly string[]): (ip: string | undefined) => boolean {
  const list = new BlockList();
  for (const range of ranges) {
    const [address = '', bits] = range.split('/');
    const family = isIP(address);
    const prefix = bits === undefined ? (family === 6 ? 128 : 32) : Number(bits);
    if (family === 0 || !Number.isInteger(prefix) || prefix < 0 || prefix > (family === 6 ? 128 : 32)) {
      throw new Error(`Invalid internal IP range ${range}.`);
    }
    list.addSubnet(address, prefix, family === 6 ? 'ipv6' : 'ipv4');
  }
  return (ip) => {
    const family = ip ? isIP(ip) : 0;
    return family !== 0 && list.check(ip!, family === 6 ? 'ipv6' : 'ipv4');
  };
}

export const cacheControlHeader = 'cache-control';
export const cacheDecisionHeader = 'x-folio-cache-decision';

/**
 * The decision as response headers: shared for 5 minutes (then served stale while revalidating), or
 * never stored. Error screens pass their own reason ('not-found', 'error').
 */
export function cacheHeaders(decision: { cacheable: boolean; reason: string }): Record<string, string> {
  return {
    [cacheControlHeader]: decision.cacheable
      ? 'public, max-age=0, s-maxage=300, stale-while-revalidate=60'
      : 'private, no-store',
    [cacheDecisionHeader]: decision.reason,
  };
}
