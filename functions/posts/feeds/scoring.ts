import type { RecommendationReasonKind } from '#graphql/generated/schema-types.ts';

/**
 * For you's ranking (decision 212; docs/feeds.md writes the same formula): a weighted sum of signals
 * in [0, 1], the strongest personal signal (or popularity) named as the reason.
 */
export const forYouWeights = {
  /** Halves every `recencyHalfLifeHours`. */
  recency: 3,
  /** log10(1 + claps) / 3, at most 1 (1,000 claps). */
  claps: 2,
  /** The reader follows the writer or the publication. */
  follow: 4,
  /** The story carries a tag the reader follows. */
  followedTag: 3,
  /** Its tags among those of the reader's own recent reads: half per shared tag, at most 1. */
  readingHistory: 1.5,
} as const;

export const recencyHalfLifeHours = 48;
/** From this many claps a story without a personal reason is "Popular in {tag}" rather than "New in {tag}". */
export const popularClaps = 10;
/** The diversity rule: at most `perWriter` stories of one writer in every `window` ranked stories. */
export const diversity = { perWriter: 2, window: 10 } as const;

export interface CandidateStory {
  id: string;
  creatorId: string;
  firstPublishedAt?: number;
  clapCount?: number;
  tags?: readonly { slug: string; displayTitle: string }[];
}

/** A candidate and what the reader's own follows say of it. */
export interface Candidate<S extends CandidateStory> {
  story: S;
  /** Reached through the reader's Following feed: a followed writer or publication. */
  followed?: 'user' | 'collection';
}

/** What the reader follows and read, by tag slug. */
export interface ReaderTopics {
  followedTags: ReadonlySet<string>;
  historyTags: ReadonlySet<string>;
}

export interface Reason {
  kind: RecommendationReasonKind;
  tagSlug: string | null;
  tagTitle: string | null;
}

export interface Ranked<S extends CandidateStory> {
  story: S;
  score: number;
  reason: Reason;
}

const hour = 3_600_000;

type Tag = NonNullable<CandidateStory['tags']>[number];

const tagReason = (kind: RecommendationReasonKind, tag: Tag): Reason => ({
  kind,
  tagSlug: tag.slug,
  tagTitle: tag.displayTitle,
});

/** One candidate's score and reason. */
export function score<S extends CandidateStory>(
  { story, followed }: Candidate<S>,
  topics: ReaderTopics,
  now: number,
): Ranked<S> {
  const ageHours = Math.max(0, now - (story.firstPublishedAt ?? now)) / hour;
  const tags = story.tags ?? [];
  const followedTag = tags.find((tag) => topics.followedTags.has(tag.slug));
  const readTags = tags.filter((tag) => topics.historyTags.has(tag.slug));
  const signals = {
    recency: 0.5 ** (ageHours / recencyHalfLifeHours),
    claps: Math.min(1, Math.log10(1 + (story.clapCount ?? 0)) / 3),
    follow: followed ? 1 : 0,
    followedTag: followedTag ? 1 : 0,
    readingHistory: Math.min(1, readTags.length / 2),
  };
  const total = (Object.keys(forYouWeights) as (keyof typeof forYouWeights)[]).reduce(
    (sum, signal) => sum + forYouWeights[signal] * signals[signal],
    0,
  );
  return { story, score: total, reason: reasonOf(story, followed, followedTag, readTags[0]) };
}

/** The strongest personal signal by weight (follow, followed tag, reading history), else popularity. */
function reasonOf(
  story: CandidateStory,
  followed: Candidate<CandidateStory>['followed'],
  followedTag: Tag | undefined,
  readTag: Tag | undefined,
): Reason {
  if (followed) {
    const kind = followed === 'user' ? 'FOLLOWED_WRITER' : 'FOLLOWED_PUBLICATION';
    return { kind, tagSlug: null, tagTitle: null };
  }
  if (followedTag) return tagReason('FOLLOWED_TAG', followedTag);
  if (readTag) return tagReason('READING_HISTORY', readTag);
  const firstTag = story.tags?.[0];
  if (!firstTag) return { kind: 'NEW', tagSlug: null, tagTitle: null };
  return tagReason((story.clapCount ?? 0) >= popularClaps ? 'POPULAR_IN_TAG' : 'NEW_IN_TAG', firstTag);
}

/**
 * The diversity rule: in every window of 10 ranked places (1–10, 11–20, …) at most 2 stories of one
 * writer. A story that would break it waits for a later window, keeping its order. When a window can
 * take none of the stories left (all of writers it already shows twice), the ranking ends there: those
 * stories stay in Following, the tag tabs and the profiles, never filling For you.
 */
export function diversify<S extends CandidateStory>(ranked: readonly Ranked<S>[]): Ranked<S>[] {
  const out: Ranked<S>[] = [];
  const waiting = [...ranked];
  let inWindow = new Map<string, number>();
  while (waiting.length > 0) {
    if (out.length % diversity.window === 0) inWindow = new Map();
    const allowed = waiting.findIndex(
      (entry) => (inWindow.get(entry.story.creatorId) ?? 0) < diversity.perWriter,
    );
    if (allowed === -1) break;
    const [entry] = waiting.splice(allowed, 1) as [Ranked<S>];
    out.push(entry);
    inWindow.set(entry.story.creatorId, (inWindow.get(entry.story.creatorId) ?? 0) + 1);
  }
  return out;
}

/** Candidates ranked by score (newest first among equals), then spread by the diversity rule. */
export function rankForYou<S extends CandidateStory>(
  candidates: readonly Candidate<S>[],
  topics: ReaderTopics,
  now: number,
): Ranked<S>[] {
  const scored = candidates.map((candidate) => score(candidate, topics, now));
  scored.sort(
    (a, b) => b.score - a.score || (b.story.firstPublishedAt ?? 0) - (a.story.firstPublishedAt ?? 0),
  );
  return diversify(scored);
}
