import type { BatchFieldResolver, FieldResolver } from '#shared/api/resolver-router.ts';
import { parseArguments } from '#shared/api/results.ts';
import { viewerFromIdentity } from '#shared/api/viewer.ts';
import { selectsContent } from '../selection.ts';
import { pagingArguments, parentSource } from '../arguments.ts';
import type { ProfileLists } from './service.ts';

type ListField = 'clappedPostsOf' | 'responsesOf';

/** A list of stories of the User parent, its bodies read only when the operation selects them. */
const storiesField =
  (lists: ProfileLists, list: ListField): FieldResolver =>
  async (event) => {
    const { paging } = parseArguments(pagingArguments, event.arguments);
    const reader = {
      viewer: viewerFromIdentity(event.identity),
      withContent: selectsContent(event.info, 'posts/content'),
    };
    return lists[list](parentSource.parse(event.source).id, paging, reader);
  };

/** The profile's fields of the posts Lambda (graphql/resolver-manifest.ts, issue #16). */
export function createProfileResolvers(lists: ProfileLists) {
  const fields: Record<string, FieldResolver> = {
    'User.clappedPostsConnection': storiesField(lists, 'clappedPostsOf'),
    'User.responsesConnection': storiesField(lists, 'responsesOf'),
  };
  const batchFields: Record<string, BatchFieldResolver> = {
    'User.lastPostCreatedAt': (events) =>
      lists.lastPostCreatedAt(events.map((event) => parentSource.parse(event.source).id)),
  };
  return { fields, batchFields };
}
