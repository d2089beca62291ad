import type { RouteParams } from '#web/routes/catalogue.ts';
import { postIdFromParam } from '#web/routes/post-id.ts';

/** The hex id in a matched route's postId parameter (the matcher only matches when there is one). */
export const postIdOf = (params: RouteParams) => postIdFromParam(params.postId ?? '') ?? '';
