import { postIdFromParam } from '#web/routes/post-id.ts';
import type { View } from './router/router-context.ts';

/**
 * The app path for what the page shows (spec 1 §2.3: open-in-app links use /p/{postId},
 * /{collectionSlug}, /topic/{topicSlug}, /@{username}, /me/settings). Anything else opens the app's home.
 * judgement: tag pages open as /topic/{tagSlug}; any /me/settings… page opens /me/settings; a post under
 * a profile or publication opens as the post, not as its author.
 */
export function openInAppPath(view: View): string {
  if (view.kind !== 'page') return '/';
  const { params, page, route } = view;
  const postId = params.postId === undefined ? null : postIdFromParam(params.postId);
  if (page === 'post' && postId) return `/p/${postId}`;
  const topic = params.topicSlug ?? params.tagSlug;
  if ((route.startsWith('ShowTag') || route === 'ShowTopic') && topic) return `/topic/${topic}`;
  if (route.startsWith('ShowSettings')) return '/me/settings';
  if (params.collectionSlug) return `/${params.collectionSlug}`;
  if (params.username) return `/@${params.username}`;
  return '/';
}

/**
 * The Open in app link. No app exists yet: until one does, it is the same path on this host marked
 * `source=open-in-app` (the day an app link domain exists, only this function changes).
 */
export const openInAppHref = (view: View): string => `${openInAppPath(view)}?source=open-in-app`;
