import type { SocialTarget } from '#web/connected/social/social-target.ts';
import { useSocialAction } from '#web/connected/social/use-social-action.ts';
import { texts } from '#web/lib/texts.ts';
import { useViewerSession } from '#web/lib/viewer-session.ts';
import { MoreMenu, type MoreMenuItem } from '#web/ui/menu/more-menu.tsx';
import type { StoryBar_PostFragment } from '#graphql/generated/operations.ts';
import { FriendLinkMenu } from './friend-link-menu.tsx';

/**
 * Spec 2 §4 mute: the story's "More" (⋯) menu, for a signed-in reader who is not its writer — mute or
 * unmute the writer and, for a story a publication approved, the publication. Its writer's, on a
 * member-only story: its friend link (decision 142).
 */
export function PostMoreMenu({ post }: { post: StoryBar_PostFragment }) {
  const session = useViewerSession();
  const actions = useSocialAction();
  const { creator, collection } = post;
  if (session.kind !== 'signed-in') return null;
  if (session.viewer.id === creator.id) return post.isLocked ? <FriendLinkMenu post={post} /> : null;

  const toggleMute = (target: SocialTarget, isMuting: boolean) => () =>
    void (isMuting ? actions.unmute(target) : actions.mute(target));
  const items: MoreMenuItem[] = [
    {
      key: 'author',
      label: creator.viewerEdge.isMuting ? texts.social.unmuteAuthor : texts.social.muteAuthor,
      choose: toggleMute({ kind: 'user', id: creator.id, name: creator.name }, creator.viewerEdge.isMuting),
    },
  ];
  if (collection && post.statusForCollection === 'APPROVED') {
    items.push({
      key: 'publication',
      label: collection.viewerEdge.isMuting ? texts.social.unmutePublication : texts.social.mutePublication,
      choose: toggleMute(
        { kind: 'collection', id: collection.id, name: collection.name },
        collection.viewerEdge.isMuting,
      ),
    });
  }
  return <MoreMenu label={texts.social.more} items={items} />;
}
