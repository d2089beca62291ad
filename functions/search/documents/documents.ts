import { previewSubtitle } from '#contract/story-preview.ts';
import { isPrivateCatalog } from '#contract/catalogs.ts';
import { isListed } from '#shared/data/entities/post.ts';
import type { FolioData } from '#shared/data/data.ts';
import type { CollectionItem } from '#shared/data/reads/collections.ts';
import type { UserItem } from '#shared/data/reads/users.ts';
import type { StoredParagraph } from '#shared/data/stored-paragraph.ts';
import type { EntityItem } from 'electrodb';
import type { CollectionDocument, ListDocument, PostDocument, TagDocument, UserDocument } from '../ports.ts';
import { isHighQualityUser, isSearchablePerson } from './quality.ts';

export type PostItem = EntityItem<FolioData['entities']['post']>;
export type TagItem = EntityItem<FolioData['entities']['tag']>;
export type CatalogItem = EntityItem<FolioData['entities']['catalog']>;

/**
 * The characters of a public story's body an index keeps (decision 230): enough for any passage a
 * reader remembers of a story's opening, and a bound on the embedded index's memory (100,000 stories).
 */
export const bodyTextLimit = 5000;

/** A body as plain text: every paragraph's text, one line each, cut at `bodyTextLimit`. */
export function plainText(paragraphs: readonly Pick<StoredParagraph, 'text'>[]): string {
  const text = paragraphs
    .map((paragraph) => paragraph.text?.trim() ?? '')
    .filter(Boolean)
    .join('\n');
  return text.length <= bodyTextLimit ? text : text.slice(0, bodyTextLimit);
}

/** Whether a story is found at all: published, listed, not suspended, by a writer who is not suspended. */
export const isSearchableStory = (post: PostItem, writer: UserItem | undefined): writer is UserItem =>
  isListed(post) && writer !== undefined && isSearchablePerson(writer);

/**
 * A story's document. A member-only story's body never enters it (`bodyText` is ''): it is found by
 * its card (title, subtitle, preview), so no snippet can show what the paywall keeps. Its publication
 * is named only once the publication approved it (where readers see it listed).
 */
export function toPostDocument(
  post: PostItem,
  paragraphs: readonly StoredParagraph[],
  writer: UserItem,
  collection: CollectionItem | undefined,
): PostDocument {
  const published = post.collectionId && post.statusForCollection === 'APPROVED' ? collection : undefined;
  return {
    objectID: post.id,
    postId: post.id,
    title: post.title,
    subtitle: post.subtitle ?? '',
    previewText: previewSubtitle({ subtitle: post.subtitle, paragraphs }),
    bodyText: post.isLocked ? '' : plainText(paragraphs),
    uniqueSlug: post.uniqueSlug,
    latestPublishedAt: post.latestPublishedAt ?? post.firstPublishedAt ?? post.updatedAt,
    creatorId: writer.id,
    creatorName: writer.name,
    creatorUsername: writer.username,
    ...(published && {
      collectionId: published.id,
      collectionName: published.name,
      collectionSlug: published.slug,
    }),
    tags: (post.tags ?? []).map((tag) => tag.slug),
    tagNames: (post.tags ?? []).map((tag) => tag.displayTitle),
    isLocked: post.isLocked,
    ...(post.previewImage && { previewImageId: post.previewImage.id }),
    readingTime: post.readingTime,
    clapCount: post.clapCount ?? 0,
    writtenByHighQualityUser: isHighQualityUser(writer),
  };
}

export const toUserDocument = (user: UserItem): UserDocument => ({
  objectID: user.id,
  userId: user.id,
  name: user.name,
  username: user.username,
  bio: user.bio ?? '',
  ...(user.imageId && { imageId: user.imageId }),
  followerCount: user.followerCount ?? 0,
  highQualityUser: isHighQualityUser(user),
});

export const toCollectionDocument = (collection: CollectionItem): CollectionDocument => ({
  objectID: collection.id,
  collectionId: collection.id,
  name: collection.name,
  slug: collection.slug,
  description: collection.description ?? '',
  ...((collection.avatarImageId ?? collection.logoImageId) && {
    imageId: collection.avatarImageId ?? collection.logoImageId,
  }),
  followerCount: collection.followerCount ?? 0,
});

/** Spec 3 §5: only tags carrying at least one listed story are found. */
export const isSearchableTag = (tag: TagItem) => (tag.postCount ?? 0) >= 1;

export const toTagDocument = (tag: TagItem): TagDocument => ({
  objectID: tag.slug,
  tagSlug: tag.slug,
  displayText: tag.displayTitle,
  postCount: tag.postCount ?? 0,
  followerCount: tag.followerCount ?? 0,
});

/** Public lists only (a private or locked list is its owner's alone), of a person who is found. */
export const isSearchableList = (list: CatalogItem, creator: UserItem | undefined): creator is UserItem =>
  !isPrivateCatalog(list.visibility) && creator !== undefined && isSearchablePerson(creator);

export const toListDocument = (list: CatalogItem, creator: UserItem): ListDocument => ({
  objectID: list.id,
  catalogId: list.id,
  name: list.name,
  description: list.description,
  creatorId: creator.id,
  creatorName: creator.name,
  creatorUsername: creator.username,
  itemCount: list.items.length,
});
