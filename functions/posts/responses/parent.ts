import type { PostItem } from '../repository.ts';

/**
 * What a response answers (decision 119): a story — or a response, for a reply — or a list. The one
 * place that knows how a response records its parent (`inResponseToPostId` or `inResponseToCatalogId`);
 * the parent's place items (`postResponse`, keyed by the parent's id) and its `responsesCount` work
 * the same for both kinds.
 */
export interface ResponseParent {
  kind: 'post' | 'catalog';
  id: string;
}

/** The parent a stored response names; undefined for a story that responds to nothing. */
export function parentOf(
  post: Pick<PostItem, 'inResponseToPostId' | 'inResponseToCatalogId'>,
): ResponseParent | undefined {
  if (post.inResponseToCatalogId) return { kind: 'catalog', id: post.inResponseToCatalogId };
  if (post.inResponseToPostId) return { kind: 'post', id: post.inResponseToPostId };
  return undefined;
}

/** How a new response records its parent on its `post` item. */
export const parentAttributes = (parent: ResponseParent) =>
  parent.kind === 'catalog' ? { inResponseToCatalogId: parent.id } : { inResponseToPostId: parent.id };

/** The same parent, by kind and id. */
export const isSameParent = (one: ResponseParent | undefined, other: ResponseParent) =>
  one?.kind === other.kind && one.id === other.id;
