import type { RouteParams } from '#web/routes/catalogue.ts';
import { postIdFromParam } from '#web/routes/post-id.ts';

/** The series' hex id: /series/{postId} takes the id or its `{slug}-{id}`, as a story URL does. */
export const seriesIdOf = (params: RouteParams) => postIdFromParam(params.postId ?? '') ?? '';
