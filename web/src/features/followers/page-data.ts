import { imageUrl } from '#web/lib/format/image-url.ts';
import { texts } from '#web/lib/texts.ts';
import type { RouteParams } from '#web/routes/catalogue.ts';
import { collectionDomainOrSlug } from '#web/routes/collection-param.ts';
import type { PageData } from '#web/routes/page-registry.ts';
import { publicationFollowersQuery } from './api/publication-followers-query.ts';
import {
  UserFollowersQuery,
  UserFollowingQuery,
  userPeopleQuery,
  type PeopleField,
  type UserPeopleQuery,
} from './api/user-people-query.ts';
import { followersTexts } from './texts.ts';

/** One of a writer's list pages: titled after the writer, or not found (→ 404) when there is no such writer. */
function userPeopleData<Field extends PeopleField>(
  query: UserPeopleQuery<Field>,
  title: (name: string) => string,
): PageData {
  const request = (params: RouteParams) => userPeopleQuery(query, params.username ?? '');
  return {
    queries: (params) => [request(params)],
    describe(read, params) {
      const user = read(request(params))?.userResult;
      if (user?.__typename !== 'User') return null;
      return {
        title: `${title(user.name)} – ${texts.siteName}`,
        kind: 'profile',
        ...(user.imageId ? { image: imageUrl(user.imageId) } : {}),
      };
    },
  };
}

export const userFollowersData = userPeopleData(UserFollowersQuery, followersTexts.followersTitle);

export const userFollowingData = userPeopleData(UserFollowingQuery, followersTexts.followingTitle);

export const publicationFollowersData: PageData = {
  queries: (params) => [publicationFollowersQuery(collectionDomainOrSlug(params))],
  describe(read, params) {
    const collection = read(
      publicationFollowersQuery(collectionDomainOrSlug(params)),
    )?.collectionByDomainOrSlug;
    if (!collection) return null;
    return {
      title: `${followersTexts.followersTitle(collection.name)} – ${texts.siteName}`,
      kind: 'website',
      ...(collection.avatar ? { image: imageUrl(collection.avatar.id) } : {}),
    };
  },
};
