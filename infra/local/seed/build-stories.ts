import { readingTime } from '#functions/posts/reading-time.ts';
import type { PeopleAndPublications } from './build-people.ts';
import { composeStory, type ImageMetadata } from './compose-story.ts';
import { corpusFor, type TopicCorpus } from './corpus/index.ts';
import { slugify } from '#contract/tags.ts';
import { headline } from './headlines.ts';
import { storyArt, type DemoImage } from './images.ts';
import { people, type DemoPerson } from './people.ts';
import { publications } from './publications.ts';
import { idMinter, Random } from './random.ts';
import {
  draftDates,
  engagement,
  imageCount,
  planKinds,
  publishedDates,
  publishInstants,
  storyLength,
} from './story-plan.ts';
import { tagTitle } from './tags.ts';
import type { IdSource, SeedPost, SeedPostContent, SeedUser } from './world.ts';

export interface BuiltStories {
  posts: SeedPost[];
  postContents: SeedPostContent[];
  images: DemoImage[];
}

/** Given a matching publication, a writer files this share of their published stories there. */
const PUBLICATION_SHARE = 0.5;
const DEFAULT_MEMBER_ONLY = 0.08;

/** Every writer's stories, each writer on their own PRNG stream so one cast change stays local. */
export function buildStories(
  seed: string,
  now: number,
  ids: IdSource,
  cast: PeopleAndPublications,
): BuiltStories {
  const built: BuiltStories = { posts: [], postContents: [], images: [] };
  const usedTitles = new Set<string>();
  for (const person of people) {
    if (person.stories === 0) continue;
    const user = cast.userByUsername.get(person.username);
    if (!user) throw new Error(`no user for ${person.username}`);
    buildWriterStories(
      new Random(`${seed}:stories:${person.username}`),
      now,
      ids,
      cast,
      person,
      user,
      usedTitles,
      built,
    );
  }
  return built;
}

function buildWriterStories(
  random: Random,
  now: number,
  ids: IdSource,
  cast: PeopleAndPublications,
  person: DemoPerson,
  user: SeedUser,
  usedTitles: Set<string>,
  built: BuiltStories,
) {
  const nextId = idMinter(random, 12, ids.entityIds);
  const nextImageId = idMinter(random, 16, ids.imageIds);
  const popularity = random.between(0.4, 1.6);
  const kinds = planKinds(random, person);
  const instants = publishInstants(
    random,
    kinds.filter((kind) => kind !== 'draft').length,
    user.createdAt,
    now,
  );
  let pendingLeft = person.pending ?? 0;

  for (const kind of kinds) {
    const id = nextId();
    const topic = random.weighted(
      person.topics,
      person.topics.map((_, i) => (i === 0 ? 3 : 1)),
    );
    const corpus = corpusFor(topic);
    const { title, subtitle } = headline(random, corpus, usedTitles);
    const paragraphs = composeStory(random, corpus, {
      length: storyLength(random),
      images: imageCount(random),
      newImage: (): ImageMetadata => {
        const art = storyArt(random, nextImageId());
        built.images.push(art);
        return { id: art.id, alt: art.alt, originalWidth: art.width, originalHeight: art.height };
      },
    });
    const dates =
      kind === 'draft'
        ? draftDates(random, user.createdAt, now)
        : publishedDates(random, instants.shift() ?? now, user.createdAt, now);
    const isLocked = kind === 'published' && random.chance(person.memberOnly ?? DEFAULT_MEMBER_ONLY);
    const publication = kind === 'draft' ? undefined : choosePublication(random, person, topic, cast);
    const pending = publication !== undefined && (pendingLeft > 0 || random.chance(0.06));
    if (pending && pendingLeft > 0) pendingLeft -= 1;
    const firstImage = paragraphs.find((paragraph) => paragraph.type === 'IMG')?.metadata;

    built.postContents.push({ id, paragraphs });
    built.posts.push({
      id,
      creatorId: user.id,
      ...(publication
        ? { collectionId: publication, statusForCollection: pending ? 'PENDING' : 'APPROVED' }
        : {}),
      title,
      subtitle,
      uniqueSlug: `${slugify(title)}-${id}`,
      visibility: kind === 'unlisted' ? 'UNLISTED' : isLocked ? 'LOCKED' : 'PUBLIC',
      isLocked,
      status: kind === 'draft' ? 'DRAFT' : 'PUBLISHED',
      readingTime: readingTime(paragraphs),
      ...(firstImage
        ? { previewImage: { ...firstImage, focusPercentX: 50, focusPercentY: random.int(35, 60) } }
        : {}),
      tags: chooseTags(random, corpus, person).map((slug) => ({ slug, displayTitle: tagTitle(slug) })),
      ...engagement(random, popularity, kind, isLocked),
      ...dates,
    });
  }
}

/** A publication this writer belongs to that covers the topic, some of the time. Returns its id. */
function choosePublication(random: Random, person: DemoPerson, topic: string, cast: PeopleAndPublications) {
  const fitting = publications.filter((p) => p.writers.includes(person.username) && p.topics.includes(topic));
  if (fitting.length === 0 || !random.chance(PUBLICATION_SHARE)) return undefined;
  return cast.collectionBySlug.get(random.pick(fitting).slug)?.id;
}

/** One to five tags: usually the topic's main tag, then others from the topic and the writer's next topic. */
function chooseTags(random: Random, corpus: TopicCorpus, person: DemoPerson): string[] {
  const count = random.weighted([1, 2, 3, 4, 5], [1, 2, 3, 2.5, 1.5]);
  const secondary = person.topics.find((topic) => topic !== corpus.key);
  const pool = [
    ...corpus.tags.slice(1),
    ...(secondary ? [corpusFor(secondary).tags[0] ?? corpus.tags[0]] : []),
  ];
  const lead = random.chance(0.85) ? [corpus.tags[0] as string] : [];
  const rest = random.sample(
    [...new Set(pool)].filter((slug) => !lead.includes(slug as string)),
    count - lead.length,
  );
  return [...lead, ...rest].filter((slug): slug is string => typeof slug === 'string');
}
