import type { WhoToFollowReasonKind } from '#graphql/generated/schema-types.ts';

/** What Folio knows that may make a writer worth following for this viewer (decision 223). */
export interface FollowSignals {
  /** Never suggested: the viewer, everyone they follow, everyone they muted. */
  excluded: ReadonlySet<string>;
  /** People the viewer follows (newest follow first), each with the people they follow. */
  followedBy: readonly { userId: string; followingIds: readonly string[] }[];
  /** Tags the viewer follows, each with the writers of its newest stories (newest first). */
  tagWriters: readonly { tagSlug: string; creatorIds: readonly string[] }[];
  /** Folio's newest listed stories: their writers and claps. */
  recentStories: readonly { creatorId: string; clapCount: number }[];
}

export interface Suggestion {
  userId: string;
  kind: WhoToFollowReasonKind;
  /** FOLLOWED_BY: the followed person's id; WRITES_ABOUT: the tag's slug. */
  subjectId: string | null;
}

/** Candidates in order: most often followed first, then first seen (a stable order). */
function byCount<T>(entries: readonly { id: string; via: T }[]) {
  const counted = new Map<string, { via: T; count: number; first: number }>();
  entries.forEach(({ id, via }, index) => {
    const seen = counted.get(id);
    if (seen) seen.count += 1;
    else counted.set(id, { via, count: 1, first: index });
  });
  return [...counted.entries()]
    .sort(([, a], [, b]) => b.count - a.count || a.first - b.first)
    .map(([id, { via }]) => ({ id, via }));
}

/**
 * Decision 223, pure: people followed by the people the viewer follows (the most shared first, named
 * after the one the viewer followed last), then writers of the viewer's tags, then the writers whose
 * recent stories drew the most claps. Each writer once, for the first reason that finds them; never
 * anyone excluded.
 */
export function chooseSuggestions(signals: FollowSignals, limit: number): Suggestion[] {
  const chosen = new Map<string, Suggestion>();
  const offer = (userId: string, kind: WhoToFollowReasonKind, subjectId: string | null) => {
    if (chosen.size < limit && !signals.excluded.has(userId) && !chosen.has(userId))
      chosen.set(userId, { userId, kind, subjectId });
  };
  const friends = signals.followedBy.flatMap(({ userId, followingIds }) =>
    followingIds.map((id) => ({ id, via: userId })),
  );
  for (const { id, via } of byCount(friends)) offer(id, 'FOLLOWED_BY', via);
  const tagged = signals.tagWriters.flatMap(({ tagSlug, creatorIds }) =>
    creatorIds.map((id) => ({ id, via: tagSlug })),
  );
  for (const { id, via } of byCount(tagged)) offer(id, 'WRITES_ABOUT', via);
  const claps = new Map<string, number>();
  for (const { creatorId, clapCount } of signals.recentStories)
    claps.set(creatorId, (claps.get(creatorId) ?? 0) + clapCount);
  for (const [id] of [...claps.entries()].sort(([, a], [, b]) => b - a)) offer(id, 'POPULAR', null);
  return [...chosen.values()];
}
