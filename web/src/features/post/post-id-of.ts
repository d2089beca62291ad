import type { RouteParams } from '../../routes/catalogue.ts';
import { postIdFromParam } from '../../routes/post-id.ts';

/** The hex id in a matched route's postId parameter (the matcher only matches when there is one). */
export const postIdOf = (params: RouteParams) => postIdFromParam(params.postId ?? '') ?? '';
