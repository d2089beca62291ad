import type { PostSettings_SettingsFragment } from '#graphql/generated/operations.ts';
import { postRoute } from '#web/lib/post-route.ts';
import { buildRoute } from '#web/routes/build-route.ts';

/** The story's address on the main host with a given link (`uniqueSlug`): what readers open and share. */
export function storyAddress(
  post: PostSettings_SettingsFragment['post'],
  origin: string,
  uniqueSlug = post.uniqueSlug,
): string {
  const route = postRoute({ ...post, uniqueSlug });
  return `${origin}${buildRoute(route.name, route.params)}`;
}
