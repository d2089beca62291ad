import { previewImageOf, previewSubtitle } from '#contract/story-preview.ts';
import { isListed } from '#shared/data/entities/post.ts';
import { readingTime } from '../reading-time.ts';
import type { PostItem, StoredParagraph } from '../repository.ts';
import type { PublishRequest } from './arguments.ts';
import type { PublishingState, PublishWrite } from './repository.ts';
import type { TagRef } from './tag-listing.ts';
import { uniqueSlugOf } from './slug.ts';

/** A body worth publishing holds some text or an image. */
export const hasBody = (paragraphs: readonly StoredParagraph[]) =>
  paragraphs.some((paragraph) => paragraph.text?.trim() || paragraph.type === 'IMG');

const bySlug = (tags: readonly TagRef[]) => new Set(tags.map((tag) => tag.slug));
const minus = (tags: readonly TagRef[], others: readonly TagRef[]) => {
  const drop = bySlug(others);
  return tags.filter((tag) => !drop.has(tag.slug));
};

export interface PlanInput {
  request: PublishRequest;
  state: Required<Pick<PublishingState, 'post' | 'draft'>> & PublishingState;
  /** The writer edits the publication asked for: the story is in it at once (else PENDING). */
  isEditor: boolean;
  now: number;
}

/**
 * What a publish writes: the draft copied into the summary and body, the fields fixed at the first
 * publish (firstPublishedAt, uniqueSlug) kept, and the tag listings and submission moved to match.
 */
export function planPublish({ request, state, isEditor, now }: PlanInput): PublishWrite {
  const { post: previous, draft } = state;
  const title = (draft.title ?? '').trim();
  const firstImage = previewImageOf(draft.paragraphs);
  const tags = request.tags.map((tag) => ({
    slug: tag.slug,
    displayTitle: state.tags.get(tag.slug)?.displayTitle ?? tag.displayTitle,
  }));
  const collectionId = request.collectionId ?? undefined;
  const keepsStatus =
    collectionId === previous.collectionId && previous.statusForCollection !== 'REJECTED' && !isEditor;
  const statusForCollection = !collectionId
    ? undefined
    : isEditor
      ? 'APPROVED'
      : keepsStatus
        ? (previous.statusForCollection ?? 'PENDING')
        : 'PENDING';
  const submittedAt =
    statusForCollection === 'PENDING' ? (keepsStatus ? previous.submittedAt : now) : undefined;
  const firstPublishedAt = previous.firstPublishedAt ?? now;
  const {
    collectionId: _oldCollection,
    statusForCollection: _oldStatus,
    submittedAt: _oldSubmitted,
    previewImage: _oldImage,
    ...kept
  } = previous;
  const post: PostItem = {
    ...kept,
    title,
    subtitle: previewSubtitle(draft),
    uniqueSlug: previous.firstPublishedAt ? previous.uniqueSlug : uniqueSlugOf(title, previous.id),
    visibility: request.visibility === 'UNLISTED' ? 'UNLISTED' : request.isLocked ? 'LOCKED' : 'PUBLIC',
    isLocked: request.isLocked,
    status: 'PUBLISHED',
    readingTime: readingTime(draft.paragraphs),
    tags,
    allowResponses: request.allowResponses,
    firstPublishedAt,
    latestPublishedAt: now,
    updatedAt: now,
    ...(firstImage?.metadata && { previewImage: firstImage.metadata }),
    ...(collectionId && { collectionId, statusForCollection }),
    ...(submittedAt !== undefined && { submittedAt }),
  };
  const listedBefore = isListed(previous) ? (previous.tags ?? []) : [];
  const listedAfter = isListed(post) ? tags : [];
  const wasPending =
    previous.statusForCollection === 'PENDING' && previous.collectionId && previous.submittedAt;
  const stillPending =
    wasPending && post.collectionId === previous.collectionId && post.submittedAt === previous.submittedAt;
  return {
    post,
    content: { id: previous.id, paragraphs: draft.paragraphs },
    draftVersion: draft.version,
    previous,
    addedTags: minus(listedAfter, listedBefore),
    removedTags: minus(listedBefore, listedAfter),
    submission: {
      ...(post.statusForCollection === 'PENDING' &&
        !stillPending && {
          put: {
            collectionId: post.collectionId!,
            postId: post.id,
            creatorId: post.creatorId,
            submittedAt: post.submittedAt!,
          },
        }),
      ...(wasPending &&
        !stillPending && {
          remove: {
            collectionId: previous.collectionId!,
            postId: previous.id,
            creatorId: previous.creatorId,
            submittedAt: previous.submittedAt!,
          },
        }),
    },
  };
}
