import type { IndexChange, PostDocument, UserDocument } from '#functions/search/ports.ts';
import { topicCatalogue } from '#shared/topics/topic-catalogue.ts';
import {
  integerBetween,
  longTail,
  pickOne,
  seededRandom,
  shuffled,
  zipf,
  type Random,
} from './seeded-random.ts';
import { adjectiveWords, firstNameWords, lastNameWords, nounWords, vocabulary } from './search-vocabulary.ts';

/**
 * The search bench's corpus (issue #17): a deterministic world of stories, people, publications, tags
 * and lists with Zipf-distributed words, writers and tags, generated without network and streamed in
 * batches (memory stays at one batch and the tags' counts). Any document can be rebuilt alone from
 * its number, which is how the query sets are drawn from real titles.
 */
export interface SearchCorpusSize {
  posts: number;
  users: number;
  collections: number;
  tags: number;
  lists: number;
}

export const benchCorpusSize: SearchCorpusSize = {
  posts: 100_000,
  users: 20_000,
  collections: 2_000,
  tags: 3_000,
  lists: 5_000,
};

export interface SearchCorpusOptions {
  seed?: number;
  size?: Partial<SearchCorpusSize>;
  batchSize?: number;
  /** Words of a public story's body (a member-only story's body is never indexed). */
  bodyWords?: { min: number; max: number };
}

const publishedBefore = Date.UTC(2026, 10, 1);
const threeYears = 3 * 365 * 24 * 3600 * 1000;
const wordsPerMinute = 265;
const collectionSuffixes = ['Weekly', 'Review', 'Journal', 'Notes', 'Quarterly', 'Collective', 'Digest'];

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The tags of the topic catalogue first (the busiest), then adjective-noun tags up to the size asked. */
function tagSlugsOf(random: Random, count: number): string[] {
  const slugs = new Set(topicCatalogue.flatMap((topic) => topic.tagSlugs));
  const nouns = shuffled(random, nounWords);
  for (let n = 0; slugs.size < count && n < nouns.length * adjectiveWords.length * 2; n++) {
    const noun = nouns[n % nouns.length]!;
    slugs.add(n < nouns.length ? noun : `${adjectiveWords[n % adjectiveWords.length]}-${noun}`);
  }
  return [...slugs].slice(0, count);
}

function corpusOf(options: SearchCorpusOptions = {}) {
  const seed = options.seed ?? 17;
  const size = { ...benchCorpusSize, ...options.size };
  const setup = seededRandom(`${seed}:setup`);
  const words = shuffled(setup, vocabulary);
  const tagSlugs = tagSlugsOf(setup, size.tags);
  return {
    seed,
    size,
    bodyWords: options.bodyWords ?? { min: 80, max: 400 },
    words,
    wordRank: zipf(words.length, 1.07),
    tagSlugs,
    tagRank: zipf(tagSlugs.length, 1.1),
    writerRank: zipf(size.users, 0.8),
  };
}
type Corpus = ReturnType<typeof corpusOf>;

const randomFor = (corpus: Corpus, kind: string, number: number) =>
  seededRandom(`${corpus.seed}:${kind}:${number}`);
const textOf = (corpus: Corpus, random: Random, count: number) =>
  Array.from({ length: count }, () => corpus.words[corpus.wordRank(random)]!).join(' ');
const sentenceOf = (corpus: Corpus, random: Random, min: number, max: number) =>
  capitalised(textOf(corpus, random, integerBetween(random, min, max)));
const displayTextOf = (tagSlug: string) => tagSlug.split('-').map(capitalised).join(' ');

function userDocument(corpus: Corpus, number: number): UserDocument {
  const random = randomFor(corpus, 'user', number);
  const first = pickOne(random, firstNameWords);
  const last = pickOne(random, lastNameWords);
  const userId = `user-${number}`;
  return {
    objectID: userId,
    userId,
    name: `${capitalised(first)} ${capitalised(last)}`,
    username: `${first}_${last}${number}`,
    bio: random() < 0.8 ? sentenceOf(corpus, random, 6, 24) : '',
    ...(random() < 0.7 ? { imageId: `image-user-${number}` } : {}),
    followerCount: longTail(random, 20_000),
    highQualityUser: random() < 0.9,
  };
}

function collectionDocument(corpus: Corpus, number: number) {
  const random = randomFor(corpus, 'collection', number);
  const name =
    random() < 0.5
      ? `The ${capitalised(pickOne(random, adjectiveWords))} ${capitalised(pickOne(random, nounWords))}`
      : `${capitalised(pickOne(random, nounWords))} ${pickOne(random, collectionSuffixes)}`;
  const collectionId = `collection-${number}`;
  return {
    objectID: collectionId,
    collectionId,
    name,
    slug: `${slugOf(name)}-${number}`,
    description: sentenceOf(corpus, random, 8, 30),
    ...(random() < 0.5 ? { imageId: `image-collection-${number}` } : {}),
    followerCount: longTail(random, 50_000),
  };
}

/** One writer in five edits a publication; most of their stories appear in it. */
const collectionOfWriter = (corpus: Corpus, writer: number) =>
  writer % 5 === 0 && corpus.size.collections > 0 ? (writer / 5) % corpus.size.collections : undefined;

function postDocument(corpus: Corpus, number: number): PostDocument {
  const random = randomFor(corpus, 'post', number);
  const writer = userDocument(corpus, corpus.writerRank(random));
  const collectionNumber = collectionOfWriter(corpus, Number(writer.userId.slice('user-'.length)));
  const collection =
    collectionNumber !== undefined && random() < 0.8
      ? collectionDocument(corpus, collectionNumber)
      : undefined;
  const tags = [
    ...new Set(
      Array.from({ length: integerBetween(random, 1, 5) }, () => corpus.tagSlugs[corpus.tagRank(random)]!),
    ),
  ];
  const isLocked = random() < 0.25;
  const bodyLength = integerBetween(random, corpus.bodyWords.min, corpus.bodyWords.max);
  const postId = `post-${number}`;
  const title = sentenceOf(corpus, random, 3, 9);
  return {
    objectID: postId,
    postId,
    title,
    subtitle: random() < 0.7 ? sentenceOf(corpus, random, 6, 14) : '',
    previewText: sentenceOf(corpus, random, 20, 40),
    uniqueSlug: `${slugOf(title)}-${postId}`,
    latestPublishedAt: publishedBefore - Math.floor(random() * threeYears),
    creatorId: writer.userId,
    creatorName: writer.name,
    creatorUsername: writer.username,
    ...(collection
      ? {
          collectionId: collection.collectionId,
          collectionName: collection.name,
          collectionSlug: collection.slug,
        }
      : {}),
    tags,
    isLocked,
    ...(random() < 0.6 ? { previewImageId: `image-post-${number}` } : {}),
    readingTime: Math.max(1, Math.ceil(bodyLength / wordsPerMinute)),
    clapCount: longTail(random, 5_000),
    bodyText: isLocked ? '' : textOf(corpus, random, bodyLength),
    tagNames: tags.map(displayTextOf),
    writtenByHighQualityUser: writer.highQualityUser,
  };
}

function listDocument(corpus: Corpus, number: number) {
  const random = randomFor(corpus, 'list', number);
  const creator = userDocument(corpus, corpus.writerRank(random));
  const catalogId = `list-${number}`;
  return {
    objectID: catalogId,
    catalogId,
    name: sentenceOf(corpus, random, 2, 5),
    description: random() < 0.6 ? sentenceOf(corpus, random, 5, 20) : '',
    creatorId: creator.userId,
    creatorName: creator.name,
    creatorUsername: creator.username,
    itemCount: integerBetween(random, 1, 200),
  };
}

/**
 * Every document as index puts, in batches: people, publications, stories, then the tags with the
 * number of stories carrying each (tags without stories are not indexed), then lists.
 */
export async function* searchCorpus(options: SearchCorpusOptions = {}): AsyncGenerator<IndexChange[]> {
  const corpus = corpusOf(options);
  const batchSize = options.batchSize ?? 1000;
  const postCounts = new Map<string, number>();
  function* changes(): Generator<IndexChange> {
    for (let n = 0; n < corpus.size.users; n++)
      yield { op: 'put', index: 'users', document: userDocument(corpus, n) };
    for (let n = 0; n < corpus.size.collections; n++)
      yield { op: 'put', index: 'collections', document: collectionDocument(corpus, n) };
    for (let n = 0; n < corpus.size.posts; n++) {
      const document = postDocument(corpus, n);
      for (const tag of document.tags) postCounts.set(tag, (postCounts.get(tag) ?? 0) + 1);
      yield { op: 'put', index: 'posts', document };
    }
    for (const [number, tagSlug] of corpus.tagSlugs.entries()) {
      const postCount = postCounts.get(tagSlug);
      if (!postCount) continue;
      const followerCount = longTail(randomFor(corpus, 'tag', number), 10_000);
      const document = {
        objectID: tagSlug,
        tagSlug,
        displayText: displayTextOf(tagSlug),
        postCount,
        followerCount,
      };
      yield { op: 'put', index: 'tags', document };
    }
    for (let n = 0; n < corpus.size.lists; n++)
      yield { op: 'put', index: 'lists', document: listDocument(corpus, n) };
  }
  let batch: IndexChange[] = [];
  for (const change of changes()) {
    batch.push(change);
    if (batch.length === batchSize) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

export interface SearchCorpusQueries {
  oneWord: string[];
  twoWord: string[];
  /** A title word of five letters or more with one edit (a typo within AUTO fuzziness). */
  misspelled: string[];
}

/** One edit after the first letter: substitute, delete, insert or swap two neighbours. */
function misspell(random: Random, word: string): string {
  const at = integerBetween(random, 1, word.length - 2);
  const letter = String.fromCharCode(97 + Math.floor(random() * 26));
  const edits = [
    word.slice(0, at) + (letter === word[at] ? 'q' : letter) + word.slice(at + 1),
    word.slice(0, at) + word.slice(at + 1),
    word.slice(0, at) + letter + word.slice(at),
    word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2),
  ].filter((edited) => edited !== word);
  return pickOne(random, edits);
}

const longWords = vocabulary.filter((word) => word.length >= 5);

/** Query sets drawn from the titles of random stories of the same corpus (so they find something). */
export function searchCorpusQueries(
  options: SearchCorpusOptions & { count?: number } = {},
): SearchCorpusQueries {
  const corpus = corpusOf(options);
  const random = seededRandom(`${corpus.seed}:queries`);
  const queries: SearchCorpusQueries = { oneWord: [], twoWord: [], misspelled: [] };
  const titleWords = () =>
    postDocument(corpus, integerBetween(random, 0, corpus.size.posts - 1))
      .title.toLowerCase()
      .split(' ');
  while (queries.misspelled.length < (options.count ?? 1000)) {
    const words = titleWords();
    const first = integerBetween(random, 0, words.length - 2);
    queries.oneWord.push(words[first]!);
    queries.twoWord.push(`${words[first]} ${words[first + 1]}`);
    const long = words.filter((word) => word.length >= 5);
    queries.misspelled.push(misspell(random, pickOne(random, long.length > 0 ? long : longWords)));
  }
  return queries;
}
