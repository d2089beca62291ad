import { Fragment, useId } from 'react';
import { avatarSizes } from '#web/lib/format/avatar.ts';
import { useRouter } from '#web/lib/router/router-context.ts';
import { signOutHref } from '#web/lib/session.ts';
import { texts } from '#web/lib/texts.ts';
import { Avatar, AvatarFrame } from '#web/ui/avatar.tsx';
import { menuFadeStyle, useMenuButton } from '#web/ui/menu/use-menu-button.ts';
import { AvatarMenuEntry } from './avatar-menu-entry.tsx';
import type { AvatarMenu_UserFragment } from '#graphql/generated/operations.ts';
import { avatarMenuModel, type AvatarMenuExtras, type AvatarMenuFlags } from './avatar-menu-items.ts';

interface AvatarMenuProps {
  viewer: AvatarMenu_UserFragment;
  flags: AvatarMenuFlags;
  extras?: AvatarMenuExtras;
}

/**
 * Spec 1 §2.5: the signed-in reader's avatar, opening a 264 px menu: the member-since badge above the
 * items, sections separated, Sign out last. Sign out navigates to AcctSignout with the session's xsrf
 * token (a page load: the server answers it).
 */
export function AvatarMenu({ viewer, flags, extras }: AvatarMenuProps) {
  const router = useRouter();
  const menu = useMenuButton();
  const menuId = useId();
  const { badge, sections } = avatarMenuModel(viewer, flags, extras);
  const expanded = menu.state === 'open';
  const choose = () => menu.close();
  const signOut = () => {
    menu.close();
    const href = signOutHref();
    if (href) router.navigate(href);
  };
  return (
    <div className="avatar-menu" ref={menu.refs.container} style={menuFadeStyle}>
      <button
        ref={menu.refs.button}
        type="button"
        className="avatar-menu__button"
        aria-label={texts.avatarMenu.label}
        aria-haspopup="menu"
        aria-expanded={expanded}
        aria-controls={expanded ? menuId : undefined}
        onClick={menu.toggle}
        onKeyDown={menu.onButtonKeyDown}
      >
        <AvatarFrame user={viewer} size={avatarSizes.XS}>
          <Avatar name={viewer.name} imageId={viewer.imageId} size={avatarSizes.XS} />
        </AvatarFrame>
      </button>
      {menu.state !== 'closed' && (
        <div className={`menu-popover avatar-menu__popover${expanded ? '' : ' menu-popover--closing'}`}>
          {badge && <p className="avatar-menu__badge">{badge}</p>}
          <div
            ref={menu.refs.menu}
            id={menuId}
            role="menu"
            aria-label={texts.avatarMenu.label}
            className="avatar-menu__items"
            onKeyDown={menu.onMenuKeyDown}
          >
            {sections.map((section, index) => (
              <Fragment key={section[0]?.key ?? index}>
                {index > 0 && <div role="separator" className="avatar-menu__separator" />}
                {section.map((item) => (
                  <AvatarMenuEntry key={item.key} item={item} onChoose={choose} onSignOut={signOut} />
                ))}
              </Fragment>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
