import type { DemoPerson } from './people.ts';
import type { Random } from './random.ts';
import { DAY, HOUR, MINUTE } from './world.ts';

export type StoryKind = 'published' | 'unlisted' | 'draft';

/** How far back published stories go: about eighteen months. */
export const PUBLISHING_WINDOW_DAYS = 540;

/**
 * The fate of each of a writer's stories, oldest first. Drafts are explicit for the demo accounts and
 * occasional for everyone else; so are unlisted stories.
 */
export function planKinds(random: Random, person: DemoPerson): StoryKind[] {
  const drafts = person.drafts ?? (person.stories >= 5 && random.chance(0.25) ? 1 : 0);
  const unlisted = person.unlisted ?? (person.stories >= 6 && random.chance(0.3) ? 1 : 0);
  const kinds: StoryKind[] = [
    ...Array<StoryKind>(drafts).fill('draft'),
    ...Array<StoryKind>(unlisted).fill('unlisted'),
    ...Array<StoryKind>(Math.max(0, person.stories - drafts - unlisted)).fill('published'),
  ];
  return random.shuffle(kinds);
}

export interface StoryDates {
  createdAt: number;
  updatedAt: number;
  firstPublishedAt?: number;
  latestPublishedAt?: number;
}

/** Sorted publication instants within the window, never before the writer joined. */
export function publishInstants(random: Random, count: number, joinedAt: number, now: number): number[] {
  const start = Math.max(joinedAt + 2 * DAY, now - PUBLISHING_WINDOW_DAYS * DAY);
  const end = now - 2 * HOUR;
  return Array.from({ length: count }, () => Math.floor(random.between(start, end))).sort((a, b) => a - b);
}

/** A published story was drafted hours to days before it went out, and sometimes edited later. */
export function publishedDates(
  random: Random,
  firstPublishedAt: number,
  joinedAt: number,
  now: number,
): StoryDates {
  const createdAt = Math.max(joinedAt + HOUR, firstPublishedAt - random.int(HOUR, 12 * DAY));
  const latestPublishedAt = random.chance(0.3)
    ? Math.min(firstPublishedAt + random.int(HOUR, 90 * DAY), now - HOUR)
    : firstPublishedAt;
  const updatedAt = Math.min(latestPublishedAt + (random.chance(0.2) ? random.int(MINUTE, 2 * DAY) : 0), now);
  return {
    createdAt,
    updatedAt,
    firstPublishedAt,
    latestPublishedAt: Math.max(latestPublishedAt, firstPublishedAt),
  };
}

/** Drafts are recent: started in the last four months, touched since. */
export function draftDates(random: Random, joinedAt: number, now: number): StoryDates {
  const createdAt = Math.max(joinedAt + HOUR, now - random.int(DAY, 120 * DAY));
  return { createdAt, updatedAt: Math.min(createdAt + random.int(0, 15 * DAY), now) };
}

/** The most responses the demo writes to one story (each is a real, threaded response: seed time). */
const RESPONSES_MAX = 2;

/**
 * Claps follow a long tail: most stories get a handful, a few get thousands. Responses follow claps
 * at a rate of one per few dozen, up to RESPONSES_MAX.
 */
export function engagement(random: Random, popularity: number, kind: StoryKind, isLocked: boolean) {
  if (kind === 'draft') return { clapCount: 0, responsesCount: 0 };
  const tail = Math.exp(Math.pow(random.next(), 2) * Math.log(12_000));
  const boost = (isLocked ? 1.3 : 1) * (kind === 'unlisted' ? 0.1 : 1);
  const clapCount = Math.max(0, Math.floor(tail * popularity * boost) - 1);
  const responsesCount =
    clapCount < 5
      ? random.chance(0.1)
        ? 1
        : 0
      : Math.floor((clapCount / random.between(20, 90)) * random.next() * 1.5);
  return { clapCount, responsesCount: Math.min(responsesCount, RESPONSES_MAX) };
}

/** Stories run from a quick six paragraphs to a long read of twenty-five, most in between. */
export function storyLength(random: Random): number {
  return 6 + Math.round(Math.pow(random.next(), 1.3) * 19);
}

/** Seven in ten stories have pictures; of those, most have one or two. */
export function imageCount(random: Random): number {
  return random.chance(0.7) ? random.weighted([1, 2, 3], [5, 3, 2]) : 0;
}
