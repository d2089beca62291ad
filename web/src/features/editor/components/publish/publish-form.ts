import { maxTagLength, maxTags, slugify, tagMessages, tagTitle } from '#contract/tags.ts';
import type { PublishChoicesQuery, PublishPostMutation } from '#graphql/generated/operations.ts';
import type { PublishPostInput } from '#graphql/generated/schema-types.ts';
import { publishTexts } from './publish-texts.ts';

/** What the writer chooses in the publish dialog. */
export interface PublishForm {
  /** Display titles, in the order added. */
  tags: string[];
  visibility: 'PUBLIC' | 'UNLISTED';
  /** Member-only; only a public story can be (an unlisted one is read by its link alone). */
  isLocked: boolean;
  collectionId: string | null;
  allowResponses: boolean;
  notifyFollowers: boolean;
}

type Choices = PublishChoicesQuery;
type PublishedPost = Extract<Choices['postResult'], { __typename: 'Post' }>;

/** A publication the story can go to: one the writer edits (published in it) or follows (submitted). */
export interface PublicationChoice {
  id: string;
  name: string;
  submitted: boolean;
}

const story = (choices: Choices): PublishedPost | null =>
  choices.postResult.__typename === 'Post' ? choices.postResult : null;

/**
 * The dialog opens on what the story was published with, so a republish changes only what the writer
 * changes; a first publish opens on a public story in the publication it was drafted in (if any), responses
 * allowed, followers told.
 */
export function initialForm(choices: Choices): PublishForm {
  const post = story(choices);
  if (!post?.isPublished) {
    return {
      tags: post?.tags.map((tag) => tag.displayTitle) ?? [],
      visibility: 'PUBLIC',
      isLocked: false,
      // A publication newsletter's new e-mail is drafted in the publication (decision 180).
      collectionId: post?.collection?.id ?? null,
      allowResponses: true,
      notifyFollowers: true,
    };
  }
  return {
    tags: post.tags.map((tag) => tag.displayTitle),
    visibility: post.visibility === 'UNLISTED' ? 'UNLISTED' : 'PUBLIC',
    isLocked: post.isLocked,
    collectionId: post.statusForCollection === 'REJECTED' ? null : (post.collection?.id ?? null),
    allowResponses: post.allowResponses,
    notifyFollowers: false,
  };
}

/** The writer's publications first, then the followed ones they are not an editor of. */
export function publicationChoices(choices: Choices): PublicationChoice[] {
  const edited = choices.viewer?.adminCollections ?? [];
  const followed = choices.viewer?.followingCollectionsConnection.collections ?? [];
  const editedIds = new Set(edited.map((collection) => collection.id));
  return [
    ...edited.map(({ id, name }) => ({ id, name, submitted: false })),
    ...followed
      .filter((collection) => !editedIds.has(collection.id))
      .map(({ id, name }) => ({ id, name, submitted: true })),
  ];
}

export type TagAddition = { tags: string[] } | { error: string };

/**
 * Adds what the writer typed as a tag, by the server's rules (graphql/contract/tags.ts): a tag already
 * there under another spelling is not added twice; beyond five, too long or without a letter is refused.
 */
export function addTag(tags: readonly string[], typed: string): TagAddition {
  const title = tagTitle(typed);
  if (!title) return { tags: [...tags] };
  if (title.length > maxTagLength) return { error: tagMessages.tooLong };
  const slug = slugify(title);
  if (!slug) return { error: tagMessages.noLetter };
  if (tags.some((tag) => slugify(tag) === slug)) return { tags: [...tags] };
  if (tags.length >= maxTags) return { error: tagMessages.tooMany };
  return { tags: [...tags, title] };
}

export const toPublishInput = (postId: string, form: PublishForm): PublishPostInput => ({
  postId,
  tags: form.tags,
  visibility: form.visibility,
  isLocked: form.visibility === 'PUBLIC' && form.isLocked,
  collectionId: form.collectionId,
  allowResponses: form.allowResponses,
  notifyFollowers: form.notifyFollowers,
});

export type PublishOutcome =
  { kind: 'published'; postId: string; pending: boolean } | { kind: 'refused'; message: string };

/** The publish's answer as the dialog shows it: the next page, or why nothing was published. */
export function publishOutcome(answer: PublishPostMutation['publishPost']): PublishOutcome {
  switch (answer.__typename) {
    case 'Post':
      return { kind: 'published', postId: answer.id, pending: answer.statusForCollection === 'PENDING' };
    case 'Unauthorized':
      return { kind: 'refused', message: publishTexts.signedOut };
    default:
      return { kind: 'refused', message: answer.message };
  }
}
