import type { FieldResolver } from '#shared/api/resolver-router.ts';
import { answeringBadRequest } from '#shared/api/results.ts';
import { signedInField } from '#shared/api/signed-in-field.ts';
import {
  postDraftArguments,
  postRevisionArguments,
  postRevisionsArguments,
  revertDraftArguments,
  saveDraftArguments,
  startDraftArguments,
} from './arguments.ts';
import { draftResultMessages, type DraftsService } from './service.ts';
import { responseTargetArguments } from '../responses/arguments.ts';

/** Every draft field answers a result union; a visitor is told to sign in to write. */
const writerField = signedInField(draftResultMessages.signIn);

/** The drafts' fields (graphql/resolver-manifest.ts, draftBindings). */
export function createDraftsResolvers(drafts: DraftsService): Record<string, FieldResolver> {
  return {
    'Mutation.startDraft': writerField(startDraftArguments, (viewer, { newsletterV3Id }) =>
      drafts.startDraft(viewer, newsletterV3Id ?? undefined),
    ),
    'Mutation.startResponseDraft': writerField(responseTargetArguments, (viewer, { input }) =>
      drafts.startResponseDraft(viewer, input),
    ),
    'Query.postDraft': writerField(postDraftArguments, (viewer, { postId }) =>
      drafts.postDraft(viewer, postId),
    ),
    'Mutation.saveDraft': writerField(saveDraftArguments, (viewer, { input }) =>
      drafts.saveDraft(viewer, input),
    ),
    'Query.postRevisions': writerField(postRevisionsArguments, (viewer, { postId, paging }) =>
      answeringBadRequest(() => drafts.postRevisions(viewer, postId, paging)),
    ),
    'Query.postRevision': writerField(postRevisionArguments, (viewer, { postId, revisionId }) =>
      drafts.postRevision(viewer, postId, revisionId),
    ),
    'Mutation.revertDraft': writerField(revertDraftArguments, (viewer, args) =>
      drafts.revertDraft(viewer, args),
    ),
  };
}
