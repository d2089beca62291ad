import { useId } from 'react';
import type { SocialTarget } from '#web/connected/social/social-target.ts';
import { useSocialAction } from '#web/connected/social/use-social-action.ts';
import { texts } from '#web/lib/texts.ts';
import { useViewerSession } from '#web/lib/viewer-session.ts';
import { menuFadeStyle, useMenuButton } from '#web/ui/menu/use-menu-button.ts';
import type { PostHeader_PostFragment } from '#graphql/generated/operations.ts';

interface MenuItem {
  key: string;
  label: string;
  choose: () => Promise<void>;
}

/**
 * Spec 2 §4 mute: the story's "More" (⋯) menu, for a signed-in reader who is not its writer — mute or
 * unmute the writer and, for a story a publication approved, the publication. The menu button pattern
 * of the avatar menu: arrows, Escape, a press outside and Tab close it.
 */
export function PostMoreMenu({ post }: { post: PostHeader_PostFragment }) {
  const session = useViewerSession();
  const actions = useSocialAction();
  const menu = useMenuButton();
  const menuId = useId();
  const { creator, collection } = post;
  if (session.kind !== 'signed-in' || session.viewer.id === creator.id) return null;

  const toggleMute = (target: SocialTarget, isMuting: boolean) => () =>
    isMuting ? actions.unmute(target) : actions.mute(target);
  const items: MenuItem[] = [
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
  const expanded = menu.state === 'open';
  return (
    <div className="more-menu" ref={menu.refs.container} style={menuFadeStyle}>
      <button
        ref={menu.refs.button}
        type="button"
        className="more-menu__button"
        aria-label={texts.social.more}
        aria-haspopup="menu"
        aria-expanded={expanded}
        aria-controls={expanded ? menuId : undefined}
        onClick={menu.toggle}
        onKeyDown={menu.onButtonKeyDown}
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="5" cy="12" r="1.5" />
          <circle cx="12" cy="12" r="1.5" />
          <circle cx="19" cy="12" r="1.5" />
        </svg>
      </button>
      {menu.state !== 'closed' && (
        <div
          ref={menu.refs.menu}
          id={menuId}
          role="menu"
          aria-label={texts.social.more}
          className={`menu-popover${expanded ? '' : ' menu-popover--closing'}`}
          onKeyDown={menu.onMenuKeyDown}
        >
          {items.map((item) => (
            <button
              key={item.key}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="menu-item"
              onClick={() => {
                menu.close(true);
                void item.choose();
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
