import { ResponsesLink } from '#web/connected/responses/responses-link.tsx';
import { postRoute, type PostRouteFields } from '#web/lib/post-route.ts';
import { buildRoute } from '#web/routes/build-route.ts';
import type { StoryBar_PostFragment } from '#graphql/generated/operations.ts';
import { ClapButton } from '#web/connected/claps/clap-button.tsx';
import { PostMoreMenu } from '../post-more-menu.tsx';
import { SaveButton } from '../save/save-button.tsx';
import { postTexts } from '../../texts.ts';
import { ShareMenu } from '#web/connected/share-menu.tsx';

/** The story's address on this site (what its share menu shares). */
const postPath = (post: PostRouteFields) => {
  const route = postRoute(post);
  return buildRoute(route.name, route.params);
};

/**
 * The bar under the byline and again after the story (issue #13): claps, how many responded (to the
 * responses section), then save, share and the story's More menu.
 */
export function StoryBar({ post, place }: { post: StoryBar_PostFragment; place: 'top' | 'end' }) {
  return (
    <div className="story-bar" role="group" aria-label={postTexts.storyActions}>
      <div className="story-bar__side">
        <ClapButton post={post} opensFromAddress={place === 'top'} />
        <ResponsesLink count={post.responsesCount} />
      </div>
      <div className="story-bar__side">
        <SaveButton postId={post.id} />
        <ShareMenu title={post.title} path={postPath(post)} />
        <PostMoreMenu post={post} />
      </div>
    </div>
  );
}
