import { isTopicOpenTo, topicCatalogue } from '#shared/topics/topic-catalogue.ts';

import { recommendedPerWriter, recommendedShown, relatedShown } from '#contract/topics.ts';

/** Decision 218: how many of a tag's newest stories the tabs rank (what each shows: #contract/topics.ts). */
export const tabCandidates = 200;
export const relatedCandidates = 100;

const day = 24 * 60 * 60 * 1000;

interface RankedStory {
  id: string;
  creatorId: string;
  clapCount?: number | null;
  firstPublishedAt?: number | null;
}

/**
 * A story's weight on the recommended tab: its claps (plus one, so a new story is not zero) weighed
 * down by age, Hacker News' gravity: (claps + 1) / (days + 2)^1.5. A week-old story needs ~4 times the
 * claps of a new one to stay level.
 */
export const recommendedScore = (story: RankedStory, now: number): number => {
  const days = Math.max(0, now - (story.firstPublishedAt ?? now)) / day;
  return ((story.clapCount ?? 0) + 1) / (days + 2) ** 1.5;
};

/** The recommended tab: highest weight first (newest among equals), at most 2 a writer, 20 in all. */
export function rankRecommended<T extends RankedStory>(stories: readonly T[], now: number): T[] {
  const ranked = [...stories].sort(
    (a, b) =>
      recommendedScore(b, now) - recommendedScore(a, now) ||
      (b.firstPublishedAt ?? 0) - (a.firstPublishedAt ?? 0),
  );
  const perWriter = new Map<string, number>();
  return ranked
    .filter((story) => {
      const shown = perWriter.get(story.creatorId) ?? 0;
      perWriter.set(story.creatorId, shown + 1);
      return shown < recommendedPerWriter;
    })
    .slice(0, recommendedShown);
}

/**
 * Who to follow: the writers of the stories, most claps over their stories here first, then most
 * stories, then the most recent; those in `excluded` (the viewer, muted writers) left out.
 */
export function rankWriters(stories: readonly RankedStory[], excluded: ReadonlySet<string>): string[] {
  const writers = new Map<string, { claps: number; stories: number; latest: number }>();
  for (const story of stories) {
    if (excluded.has(story.creatorId)) continue;
    const seen = writers.get(story.creatorId) ?? { claps: 0, stories: 0, latest: 0 };
    writers.set(story.creatorId, {
      claps: seen.claps + (story.clapCount ?? 0),
      stories: seen.stories + 1,
      latest: Math.max(seen.latest, story.firstPublishedAt ?? 0),
    });
  }
  return [...writers.entries()]
    .sort(([, a], [, b]) => b.claps - a.claps || b.stories - a.stories || b.latest - a.latest)
    .map(([id]) => id);
}

/** The tags of the topics anyone may see that hold `tagSlug`, in the catalogue's order. */
export const topicNeighbours = (tagSlug: string): string[] =>
  topicCatalogue
    .filter((topic) => isTopicOpenTo(topic, { isStaff: false }) && topic.tagSlugs.includes(tagSlug))
    .flatMap((topic) => topic.tagSlugs);

/**
 * Related tags: those sharing a topic with the tag first, then the tags most often beside it on its
 * stories; never the tag itself, at most 8.
 */
export function relatedTagSlugs(
  tagSlug: string,
  stories: readonly { tags?: readonly { slug: string }[] | null }[],
): string[] {
  const beside = new Map<string, number>();
  for (const story of stories)
    for (const tag of story.tags ?? []) beside.set(tag.slug, (beside.get(tag.slug) ?? 0) + 1);
  const byUse = [...beside.entries()].sort(([, a], [, b]) => b - a).map(([slug]) => slug);
  return [...new Set([...topicNeighbours(tagSlug), ...byUse])]
    .filter((slug) => slug !== tagSlug)
    .slice(0, relatedShown);
}
