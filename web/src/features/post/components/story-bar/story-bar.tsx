import { abbreviateCount } from '#web/lib/format/count.ts';
import type { StoryBar_PostFragment } from '#graphql/generated/operations.ts';
import { ClapButton } from '../claps/clap-button.tsx';
import { PostMoreMenu } from '../post-more-menu.tsx';
import { SaveButton } from '../save/save-button.tsx';
import { postTexts } from '../../texts.ts';
import { ShareMenu } from './share-menu.tsx';

const responseIcon = (
  <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      d="M18 16.8a7.1 7.1 0 0 0 2.2-5.2C20.2 7.4 16.6 4 12.1 4S4 7.4 4 11.6s3.6 7.6 8.1 7.6c1 0 2-.2 2.9-.5l3.8 1.3-.8-3.2Z"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinejoin="round"
    />
  </svg>
);

/**
 * The bar under the byline and again after the story (issue #13): claps, how many responded (to the
 * responses section), then save, share and the story's More menu.
 */
export function StoryBar({ post, place }: { post: StoryBar_PostFragment; place: 'top' | 'end' }) {
  return (
    <div className="story-bar" role="group" aria-label={postTexts.storyActions}>
      <div className="story-bar__side">
        <ClapButton post={post} opensFromAddress={place === 'top'} />
        <a
          className="story-bar__responses"
          href="#responses"
          aria-label={postTexts.responses(post.responsesCount)}
        >
          {responseIcon}
          {post.responsesCount > 0 && <span aria-hidden="true">{abbreviateCount(post.responsesCount)}</span>}
        </a>
      </div>
      <div className="story-bar__side">
        <SaveButton postId={post.id} />
        <ShareMenu post={post} />
        <PostMoreMenu post={post} />
      </div>
    </div>
  );
}
