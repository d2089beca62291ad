import type { RouteParams } from '#web/routes/catalogue.ts';
import { postIdFromParam } from '#web/routes/post-id.ts';

/** The hex id in the route's postId parameter (the matcher only matches when there is one). */
export const postIdOfParams = (params: RouteParams) => postIdFromParam(params.postId ?? '') ?? '';
