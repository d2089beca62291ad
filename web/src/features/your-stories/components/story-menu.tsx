import type { YourStoryRow_PostFragment } from '#graphql/generated/operations.ts';
import { buildRoute } from '#web/routes/build-route.ts';
import { useRouter } from '#web/lib/router/router-context.ts';
import { MoreMenu, type MoreMenuItem } from '#web/ui/menu/more-menu.tsx';
import type { Shelf } from '../shelves.ts';
import { yourStoriesTexts } from '../texts.ts';
import { useStoryActions } from '../use-story-actions.ts';

interface StoryMenuProps {
  post: YourStoryRow_PostFragment;
  shelf: Shelf;
  /** Delete asks first (the row's DeleteConfirm). */
  onDelete: () => void;
}

/**
 * A story's More menu: Edit; Pin to profile for a public story (Unpin for any pinned one); Delete story.
 */
export function StoryMenu({ post, shelf, onDelete }: StoryMenuProps) {
  const router = useRouter();
  const actions = useStoryActions();
  const story = { id: post.id, title: post.title };
  const items: MoreMenuItem[] = [
    {
      key: 'edit',
      label: yourStoriesTexts.edit,
      choose: () => router.navigate(buildRoute('ShowPostEdit', { postId: post.id })),
    },
  ];
  if (post.pinnedAt != null)
    items.push({ key: 'unpin', label: yourStoriesTexts.unpin, choose: () => void actions.unpin(story) });
  else if (shelf === 'public' && post.isPublished)
    items.push({ key: 'pin', label: yourStoriesTexts.pin, choose: () => void actions.pin(story) });
  items.push({ key: 'delete', label: yourStoriesTexts.delete, choose: onDelete });
  return <MoreMenu label={yourStoriesTexts.more} items={items} />;
}
