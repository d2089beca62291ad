import { replyTexts, responseTexts } from './corpus/responses.ts';
import { idMinter, type Random } from './random.ts';
import {
  DAY,
  HOUR,
  type EngagementPlan,
  type SeedClap,
  type SeedHighlight,
  type SeedList,
  type SeedPost,
  type SeedPostContent,
  type SeedResponse,
  type SeedUser,
} from './world.ts';

/** The demo reader writes nothing (demo-accounts.ts): she saves, lists and highlights instead. */
export const DEMO_READER = 'ruth_reads';
/** Stories each person clapped (their has-recommended list); the demo reader claps more. */
const CLAPPED_PER_PERSON = 4;
const CLAPPED_BY_DEMO_READER = 12;

/** A story past this many claps draws highlighters: two more for every factor of ten. */
const HIGHLIGHT_CLAPS = 1000;
const MAX_HIGHLIGHTERS = 5;
/** The share of highlighters who mark the passage everyone marks, so popular stories get a top highlight. */
const FAVOURITE_SHARE = 0.7;

interface Cast {
  users: readonly SeedUser[];
  posts: readonly SeedPost[];
  postContents: readonly SeedPostContent[];
}

/**
 * Responses (each published story gets the number its plan drew, from readers other than the demo
 * reader, and threads where the writer answers and the reader answers back), highlights on well-read
 * public stories, and the README's lists. Pure: the same world and random stream give the same plan.
 */
export function planEngagement(random: Random, now: number, cast: Cast): EngagementPlan {
  // The width of the ids the services mint (drafts/service.ts newPostId): responses and lists.
  const nextId = idMinter(random, 16);
  const byUsername = new Map(cast.users.map((user) => [user.username, user]));
  const reader = byUsername.get(DEMO_READER);
  if (!reader) throw new Error(`seed: no ${DEMO_READER}`);
  const responders = cast.users.filter((user) => user.id !== reader.id);
  const published = cast.posts.filter((post) => post.status === 'PUBLISHED');
  const readable = published.filter((post) => post.visibility === 'PUBLIC');
  return {
    responses: published.flatMap((post) => threadsOf(random, nextId, now, post, responders)),
    highlights: planHighlights(random, now, readable, cast, responders, reader),
    ...planLists(random, nextId, now, readable, byUsername, reader),
    claps: planClaps(random.fork('claps'), now, readable, cast.users, reader),
  };
}

/**
 * Everyone claps a few clapped public stories of others (the demo reader a dozen), each at most the
 * story's total and at most 50, some time after it was published.
 */
function planClaps(
  random: Random,
  now: number,
  readable: readonly SeedPost[],
  users: readonly SeedUser[],
  reader: SeedUser,
): SeedClap[] {
  const clapped = readable.filter((post) => (post.clapCount ?? 0) > 0);
  return users.flatMap((user) => {
    const count = user.id === reader.id ? CLAPPED_BY_DEMO_READER : CLAPPED_PER_PERSON;
    const others = clapped.filter((post) => post.creatorId !== user.id);
    return random.sample(others, count).map((post) => ({
      readerId: user.id,
      postId: post.id,
      count: Math.min(post.clapCount ?? 1, random.int(1, 50)),
      at: later(random, post.firstPublishedAt ?? now - 30 * DAY, 30 * DAY, now),
    }));
  });
}

/** A time after `from`, within `span`, and an hour before now at the latest. */
const later = (random: Random, from: number, span: number, now: number) =>
  Math.min(from + random.int(HOUR, span), now - HOUR);

function threadsOf(
  random: Random,
  nextId: () => string,
  now: number,
  post: SeedPost,
  responders: readonly SeedUser[],
): SeedResponse[] {
  const others = responders.filter((user) => user.id !== post.creatorId);
  const published = post.firstPublishedAt ?? post.createdAt ?? now;
  const thread: SeedResponse[] = [];
  for (const author of random.sample(others, post.responsesCount ?? 0)) {
    const response = {
      id: nextId(),
      authorId: author.id,
      parentId: post.id,
      at: later(random, published, 20 * DAY, now),
      text: random.pick(responseTexts),
    };
    thread.push(response);
    if (!random.chance(0.3)) continue;
    const answer = {
      id: nextId(),
      authorId: post.creatorId,
      parentId: response.id,
      at: later(random, response.at, 3 * DAY, now),
      text: random.pick(replyTexts),
    };
    thread.push(answer);
    if (random.chance(0.4))
      thread.push({
        id: nextId(),
        authorId: author.id,
        parentId: answer.id,
        at: later(random, answer.at, 2 * DAY, now),
        text: random.pick(replyTexts),
      });
  }
  return thread;
}

type Passage = Pick<SeedHighlight, 'paragraphName' | 'startOffset' | 'endOffset'>;

/** The sentences of a story's plain paragraphs, as passages a reader can select. */
function sentencesOf(content: SeedPostContent | undefined): Passage[] {
  return (content?.paragraphs ?? [])
    .filter((paragraph) => paragraph.type === 'P')
    .flatMap((paragraph) =>
      [...(paragraph.text ?? '').matchAll(/[^.!?]+[.!?]+/g)].map((match) => {
        const lead = match[0].length - match[0].trimStart().length;
        return {
          paragraphName: paragraph.name,
          startOffset: match.index + lead,
          endOffset: match.index + match[0].length,
        };
      }),
    )
    .filter((passage) => passage.endOffset - passage.startOffset >= 40);
}

function planHighlights(
  random: Random,
  now: number,
  readable: readonly SeedPost[],
  cast: Cast,
  responders: readonly SeedUser[],
  reader: SeedUser,
): SeedHighlight[] {
  const contents = new Map(cast.postContents.map((content) => [content.id, content]));
  const highlight = (user: SeedUser, post: SeedPost, passage: Passage): SeedHighlight => ({
    readerId: user.id,
    postId: post.id,
    ...passage,
    at: later(random, post.firstPublishedAt ?? now - DAY, 30 * DAY, now),
  });
  const planned: SeedHighlight[] = [];
  for (const post of readable) {
    const sentences = sentencesOf(contents.get(post.id));
    const claps = post.clapCount ?? 0;
    if (sentences.length === 0 || claps < HIGHLIGHT_CLAPS) continue;
    const favourite = random.pick(sentences);
    const count = Math.min(MAX_HIGHLIGHTERS, Math.floor(Math.log10(claps) * 2));
    const highlighters = random.sample(
      responders.filter((user) => user.id !== post.creatorId),
      count,
    );
    for (const user of highlighters)
      planned.push(
        highlight(user, post, random.chance(FAVOURITE_SHARE) ? favourite : random.pick(sentences)),
      );
  }
  const forReader = random.sample(
    readable.filter((post) => sentencesOf(contents.get(post.id)).length > 0),
    4,
  );
  for (const post of forReader)
    planned.push(highlight(reader, post, random.pick(sentencesOf(contents.get(post.id)))));
  return planned;
}

/** The README's lists: the demo reader's Reading list and two lists (one private), and two writers'. */
function planLists(
  random: Random,
  nextId: () => string,
  now: number,
  readable: readonly SeedPost[],
  byUsername: ReadonlyMap<string, SeedUser>,
  reader: SeedUser,
): Pick<EngagementPlan, 'lists' | 'saves'> {
  const mostClapped = [...readable].sort((a, b) => (b.clapCount ?? 0) - (a.clapCount ?? 0));
  const taggedBy = (slug: string, creator: SeedUser) =>
    mostClapped.filter(
      (post) => post.creatorId !== creator.id && post.tags?.some((tag) => tag.slug === slug),
    );
  const user = (username: string) => {
    const found = byUsername.get(username);
    if (!found) throw new Error(`seed: no ${username}`);
    return found;
  };
  const theo = user('theo_okafor');
  const maya = user('mayachen');
  const list = (
    creator: SeedUser,
    name: string,
    description: string,
    visibility: SeedList['visibility'],
    posts: readonly SeedPost[],
    followers: readonly SeedUser[] = [],
  ): SeedList => ({
    id: nextId(),
    creatorId: creator.id,
    name,
    description,
    visibility,
    postIds: posts.map((post) => post.id),
    followerIds: followers.map((follower) => follower.id),
    at: now - random.int(2 * DAY, 20 * DAY),
  });
  const recent = [...readable].sort((a, b) => (b.firstPublishedAt ?? 0) - (a.firstPublishedAt ?? 0));
  return {
    saves: recent.slice(0, 5).map((post) => ({ readerId: reader.id, postId: post.id, at: now - HOUR })),
    lists: [
      list(reader, 'Essays to reread', 'Stories I come back to.', 'PUBLIC', mostClapped.slice(0, 6), [
        theo,
        maya,
      ]),
      list(reader, 'For the weekend', '', 'PRIVATE', random.sample(recent.slice(5, 40), 3)),
      list(
        theo,
        'Good engineering writing',
        'Other people saying it better than I could.',
        'PUBLIC',
        taggedBy('software-engineering', theo).slice(0, 5),
      ),
      list(maya, 'Design, well argued', '', 'PUBLIC', taggedBy('design', maya).slice(0, 4)),
    ],
  };
}
