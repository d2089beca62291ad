import type { RouteName, RouteParamsFor } from '#web/routes/catalogue.ts';

export interface PostRouteFields {
  uniqueSlug: string;
  statusForCollection?: string | null;
  creator: { username: string };
  collection?: { slug: string } | null;
}

type PostRoute =
  | { name: 'ShowPostUnderCollection'; params: RouteParamsFor<'ShowPostUnderCollection'> }
  | { name: 'ShowPostUnderUser'; params: RouteParamsFor<'ShowPostUnderUser'> };

/** A story's canonical address: under its publication when the publication approved it, else under its writer. */
export function postRoute(post: PostRouteFields): PostRoute & { name: RouteName } {
  if (post.collection && post.statusForCollection === 'APPROVED') {
    return {
      name: 'ShowPostUnderCollection',
      params: { collectionSlug: post.collection.slug, postId: post.uniqueSlug },
    };
  }
  return { name: 'ShowPostUnderUser', params: { username: post.creator.username, postId: post.uniqueSlug } };
}
