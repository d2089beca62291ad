import { useState } from 'react';
import type { YourStoryRow_PostFragment } from '#graphql/generated/operations.ts';
import { Link } from '#web/lib/router/link.tsx';
import { useRenderTime } from '#web/lib/render-time.ts';
import { useViewerSession } from '#web/lib/viewer-session.ts';
import { MemberOnlyStar } from '#web/ui/member-only-star.tsx';
import type { Shelf } from '../shelves.ts';
import { storyStateParts } from '../story-state.ts';
import { yourStoriesTexts } from '../texts.ts';
import { useStoryActions } from '../use-story-actions.ts';
import { DeleteConfirm } from './delete-confirm.tsx';
import { StoryMenu } from './story-menu.tsx';

/**
 * One story on its shelf: its title (to the editor for a draft, to the story once published, plain in
 * the trash), its state line, and its actions — the More menu, or Restore in the trash.
 */
export function StoryRow({ post, shelf }: { post: YourStoryRow_PostFragment; shelf: Shelf }) {
  const now = useRenderTime();
  const session = useViewerSession();
  const actions = useStoryActions();
  const [confirming, setConfirming] = useState(false);
  const [restoring, setRestoring] = useState(false);
  const title = post.title.trim() || yourStoriesTexts.untitled;
  const story = { id: post.id, title: post.title };
  const restore = () => {
    setRestoring(true);
    void actions.restore(story).finally(() => setRestoring(false));
  };
  return (
    <li className="story-row" data-post-id={post.id}>
      <div className="story-row__body">
        <h2 className="story-row__title">
          {shelf === 'deleted' ? (
            title
          ) : shelf === 'drafts' ? (
            <Link to="ShowPostEdit" params={{ postId: post.id }}>
              {title}
            </Link>
          ) : (
            <Link to="ShowPost" params={{ postId: post.id }}>
              {title}
            </Link>
          )}
        </h2>
        <p className="story-row__state">
          {post.isLocked && session.kind === 'signed-in' && (
            <MemberOnlyStar postId={post.id} authorId={session.viewer.id} source="post-meta" />
          )}
          {storyStateParts(post, shelf, now).map((part) => (
            <span key={part} className="story-row__part">
              {part}
            </span>
          ))}
        </p>
        {confirming && (
          <DeleteConfirm
            onConfirm={() => {
              setConfirming(false);
              void actions.trash(story, shelf);
            }}
            onCancel={() => setConfirming(false)}
          />
        )}
      </div>
      {shelf === 'deleted' ? (
        <button type="button" className="button button--outline" onClick={restore} disabled={restoring}>
          {yourStoriesTexts.restore}
        </button>
      ) : (
        <StoryMenu post={post} shelf={shelf} onDelete={() => setConfirming(true)} />
      )}
    </li>
  );
}
