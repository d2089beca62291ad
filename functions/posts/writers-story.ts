import { notFound } from '#shared/api/results.ts';
import type { Viewer } from '#shared/api/viewer.ts';
import type { PostItem } from './repository.ts';

/**
 * Whether the story is the viewer's own and not in the trash: what editing, revisions and Your stories
 * require. Anything else answers `storyNotFound`, the answer to an unknown id, so that a refusal never
 * tells that someone's draft exists.
 */
export const isWritersStory = (post: PostItem | undefined, viewer: Viewer): post is PostItem =>
  post !== undefined && viewer.id !== undefined && post.creatorId === viewer.id && post.status !== 'DELETED';

export const storyNotFound = (id: string) => notFound(`No story with id ${id}.`);
