import type * as z from 'zod';
import type { FieldResolver, ResolverEvent } from '#shared/api/resolver-router.ts';
import { badRequest, describeZodError, parseArguments, type ResultValue } from '#shared/api/results.ts';
import { viewerFromIdentity } from '#shared/api/viewer.ts';
import {
  pendingSubmissionsArguments,
  postIdArguments,
  publishPostArguments,
  tagSuggestionsArguments,
} from './arguments.ts';
import type { Publishing, SignedInViewer } from './publishing.ts';

const signInToPublish = 'Sign in to publish and manage your stories.';

/**
 * A field answering a result union: a visitor is Unauthorized and bad arguments a BadRequest, both
 * as values; the xsrf token of a mutation was checked by the router before.
 */
const writerField =
  <S extends z.ZodType>(schema: S, run: (viewer: SignedInViewer, args: z.output<S>) => Promise<unknown>) =>
  async (event: ResolverEvent) => {
    const viewer = viewerFromIdentity(event.identity);
    if (!viewer.id) return { __typename: 'Unauthorized', message: signInToPublish } satisfies ResultValue;
    const parsed = schema.safeParse(event.arguments);
    if (!parsed.success) return badRequest(describeZodError(parsed.error));
    return run({ ...viewer, id: viewer.id }, parsed.data);
  };

/** The publishing fields of the posts Lambda (graphql/resolver-manifest.ts, "Publishing"). */
export function createPublishingResolvers(publishing: Publishing): Record<string, FieldResolver> {
  return {
    'Mutation.publishPost': writerField(publishPostArguments, (viewer, { input }) =>
      publishing.publishPost(viewer, input),
    ),
    'Mutation.publishResponseDraft': writerField(postIdArguments, (viewer, { postId }) =>
      publishing.publishResponseDraft(viewer, postId),
    ),
    'Mutation.pinPost': writerField(postIdArguments, (viewer, { postId }) =>
      publishing.pinPost(viewer, postId),
    ),
    'Mutation.unpinPost': writerField(postIdArguments, (viewer, { postId }) =>
      publishing.unpinPost(viewer, postId),
    ),
    'Mutation.approvePostSubmission': writerField(postIdArguments, (viewer, { postId }) =>
      publishing.approvePostSubmission(viewer, postId),
    ),
    'Mutation.declinePostSubmission': writerField(postIdArguments, (viewer, { postId }) =>
      publishing.declinePostSubmission(viewer, postId),
    ),
    'Query.pendingSubmissions': writerField(pendingSubmissionsArguments, (viewer, { collectionId, paging }) =>
      publishing.pendingSubmissions(viewer, collectionId, paging),
    ),
    'Query.tagSuggestions': (event) =>
      publishing.tagSuggestions(parseArguments(tagSuggestionsArguments, event.arguments).prefix),
  };
}
