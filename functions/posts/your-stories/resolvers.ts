import type { FieldResolver } from '#shared/api/resolver-router.ts';
import { answeringBadRequest } from '#shared/api/results.ts';
import { signedInField } from '#shared/api/signed-in-field.ts';
import { selects, selectsContent } from '../selection.ts';
import { movePostArguments, yourStoriesArguments } from './arguments.ts';
import { yourStoriesMessages, type YourStoriesService } from './service.ts';

/** Your stories and the trash (graphql/resolver-manifest.ts, draftBindings). */
export function createYourStoriesResolvers(stories: YourStoriesService): Record<string, FieldResolver> {
  const moveField = signedInField(yourStoriesMessages.signInToMove);
  return {
    'Query.yourStories': signedInField(yourStoriesMessages.signIn)(
      yourStoriesArguments,
      (viewer, { filterBy, paging }, event) =>
        answeringBadRequest(() =>
          stories.yourStories(viewer, {
            shelf: filterBy,
            paging,
            withCounts: selects(event.info, 'counts'),
            withContent: selectsContent(event.info, 'posts/content'),
          }),
        ),
    ),
    'Mutation.deletePost': moveField(movePostArguments, (viewer, { targetPostId }) =>
      stories.deletePost(viewer, targetPostId),
    ),
    'Mutation.undeletePost': moveField(movePostArguments, (viewer, { targetPostId }) =>
      stories.undeletePost(viewer, targetPostId),
    ),
  };
}
