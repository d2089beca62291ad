import type { PostDocument, UserDocument } from '#functions/search/ports.ts';
import { integerBetween, longTail, pickOne } from './seeded-random.ts';
import { adjectiveWords, firstNameWords, lastNameWords, nounWords } from './search-vocabulary.ts';
import {
  capitalised,
  displayTextOf,
  randomFor,
  sentenceOf,
  slugOf,
  textOf,
  type Corpus,
} from './search-corpus-world.ts';

/* The bench corpus's documents, each built from its own stream (decision 243). */

const publishedBefore = Date.UTC(2026, 10, 1);
const threeYears = 3 * 365 * 24 * 3600 * 1000;
const wordsPerMinute = 265;
const collectionSuffixes = ['Weekly', 'Review', 'Journal', 'Notes', 'Quarterly', 'Collective', 'Digest'];

export function userDocument(corpus: Corpus, number: number): UserDocument {
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

export function collectionDocument(corpus: Corpus, number: number) {
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

export function postDocument(corpus: Corpus, number: number): PostDocument {
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

export function listDocument(corpus: Corpus, number: number) {
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
