import { friendLinkParameter } from '#contract/friend-links.ts';
import type { RouteParams } from '#web/routes/catalogue.ts';
import { postIdFromParam } from '#web/routes/post-id.ts';

/** The hex id in a matched route's postId parameter (the matcher only matches when there is one). */
export const postIdOf = (params: RouteParams) => postIdFromParam(params.postId ?? '') ?? '';

/** The friend link key the story's address carried (`?sk=`, decision 142), if any. */
export const friendLinkKeyOf = (params: RouteParams): string | undefined => params[friendLinkParameter];
