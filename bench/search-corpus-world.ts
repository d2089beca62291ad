import { topicCatalogue } from '#shared/topics/topic-catalogue.ts';
import { integerBetween, seededRandom, shuffled, zipf, type Random } from './seeded-random.ts';
import { adjectiveWords, nounWords, vocabulary } from './search-vocabulary.ts';

/**
 * The search bench corpus's world (decision 243): its sizes, its shuffled vocabulary and tags, and the
 * Zipf ranks words, tags and writers are drawn by. Each document has its own random stream, so any one
 * can be rebuilt alone from its number.
 */

/** How many documents of each kind. */
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

export const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
export const slugOf = (text: string) =>
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

export function corpusOf(options: SearchCorpusOptions = {}) {
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
export type Corpus = ReturnType<typeof corpusOf>;

export const randomFor = (corpus: Corpus, kind: string, number: number) =>
  seededRandom(`${corpus.seed}:${kind}:${number}`);
export const textOf = (corpus: Corpus, random: Random, count: number) =>
  Array.from({ length: count }, () => corpus.words[corpus.wordRank(random)]!).join(' ');
export const sentenceOf = (corpus: Corpus, random: Random, min: number, max: number) =>
  capitalised(textOf(corpus, random, integerBetween(random, min, max)));
export const displayTextOf = (tagSlug: string) => tagSlug.split('-').map(capitalised).join(' ');
