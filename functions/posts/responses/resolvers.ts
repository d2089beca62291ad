import { responseMessages } from '#contract/responses.ts';
import type { FieldResolver } from '#shared/api/resolver-router.ts';
import { answeringBadRequest, badRequest, describeZodError, parseArguments } from '#shared/api/results.ts';
import { signedInField } from '#shared/api/signed-in-field.ts';
import { viewerFromIdentity } from '#shared/api/viewer.ts';
import {
  catalogThreadedResponsesArguments,
  moderateCatalogResponseArguments,
  publishCatalogResponseArguments,
  threadedCatalogResponsesArguments,
  deleteResponseArguments,
  editResponseArguments,
  moderateResponseArguments,
  publishResponseArguments,
  responseTargetArguments,
  threadedPostResponsesArguments,
  threadedResponsesArguments,
  threadParentSource,
} from './arguments.ts';
import type { ResponsesService } from './service.ts';

/** The responses' fields of the posts Lambda (graphql/resolver-manifest.ts, responsesFields). */
export function createResponsesResolvers(responses: ResponsesService): Record<string, FieldResolver> {
  const readerField = signedInField(responseMessages.signIn);
  return {
    'Query.threadedPostResponses': async (event) => {
      const parsed = threadedPostResponsesArguments.safeParse(event.arguments);
      if (!parsed.success) return badRequest(describeZodError(parsed.error));
      return answeringBadRequest(() =>
        responses.threadedPostResponses(viewerFromIdentity(event.identity), parsed.data),
      );
    },
    'Post.threadedResponses': (event) =>
      responses.threadedResponsesOf(
        threadParentSource.parse(event.source),
        viewerFromIdentity(event.identity),
        parseArguments(threadedResponsesArguments, event.arguments),
      ),
    'Query.responseTarget': async (event) => {
      const parsed = responseTargetArguments.safeParse(event.arguments);
      if (!parsed.success) return badRequest(describeZodError(parsed.error));
      return responses.responseTargetResult(viewerFromIdentity(event.identity), parsed.data.input);
    },
    'Mutation.publishResponse': readerField(publishResponseArguments, (viewer, { input }) =>
      responses.publishResponse(viewer, input),
    ),
    'Mutation.editResponse': readerField(editResponseArguments, (viewer, { input }) =>
      responses.editResponse(viewer, input),
    ),
    'Mutation.deleteResponse': readerField(deleteResponseArguments, (viewer, { responseId }) =>
      responses.deleteResponse(viewer, responseId),
    ),
    'Mutation.hidePostResponse': readerField(moderateResponseArguments, (viewer, request) =>
      responses.hidePostResponse(viewer, request),
    ),
    'Mutation.unhidePostResponseOnParentPost': readerField(moderateResponseArguments, (viewer, request) =>
      responses.unhidePostResponseOnParentPost(viewer, request),
    ),
    // Responses to lists (decision 119): the same rules, the list as the parent.
    'Query.threadedCatalogResponses': async (event) => {
      const parsed = threadedCatalogResponsesArguments.safeParse(event.arguments);
      if (!parsed.success) return badRequest(describeZodError(parsed.error));
      return answeringBadRequest(() =>
        responses.threadedCatalogResponses(viewerFromIdentity(event.identity), parsed.data),
      );
    },
    'Catalog.threadedResponses': (event) =>
      responses.threadedResponsesOf(
        threadParentSource.parse(event.source),
        viewerFromIdentity(event.identity),
        parseArguments(catalogThreadedResponsesArguments, event.arguments),
      ),
    'Mutation.publishCatalogResponse': readerField(publishCatalogResponseArguments, (viewer, { input }) =>
      responses.publishCatalogResponse(viewer, input),
    ),
    'Mutation.hideCatalogResponse': readerField(moderateCatalogResponseArguments, (viewer, request) =>
      responses.hideCatalogResponse(viewer, request),
    ),
    'Mutation.showCatalogResponseOnParent': readerField(moderateCatalogResponseArguments, (viewer, request) =>
      responses.showCatalogResponseOnParent(viewer, request),
    ),
  };
}
