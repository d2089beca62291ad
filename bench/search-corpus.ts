import type { IndexChange } from '#functions/search/ports.ts';
import { integerBetween, longTail, pickOne, seededRandom, type Random } from './seeded-random.ts';
import { vocabulary } from './search-vocabulary.ts';
import { collectionDocument, listDocument, postDocument, userDocument } from './search-corpus-documents.ts';
import { corpusOf, displayTextOf, randomFor, type SearchCorpusOptions } from './search-corpus-world.ts';

export { benchCorpusSize, type SearchCorpusOptions, type SearchCorpusSize } from './search-corpus-world.ts';

/**
 * The search bench's corpus (issue #17): a deterministic world of stories, people, publications, tags
 * and lists with Zipf-distributed words, writers and tags, generated without network and streamed in
 * batches (memory stays at one batch and the tags' counts). Any document can be rebuilt alone from
 * its number, which is how the query sets are drawn from real titles.
 */

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
