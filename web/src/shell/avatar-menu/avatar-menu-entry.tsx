import { avatarSizes } from '#web/lib/format/avatar.ts';
import { Link } from '#web/lib/router/link.tsx';
import { Avatar } from '#web/ui/avatar.tsx';
import type { AvatarMenuItem } from './avatar-menu-items.ts';

interface EntryProps {
  item: AvatarMenuItem;
  /** Any item chosen: the menu closes. */
  onChoose: () => void;
  onSignOut: () => void;
}

/** One item of the avatar menu: a menuitem that only the menu's arrow keys focus (tabIndex -1). */
export function AvatarMenuEntry({ item, onChoose, onSignOut }: EntryProps) {
  const common = {
    role: 'menuitem',
    tabIndex: -1,
    className: item.smallScreensOnly
      ? 'menu-item avatar-menu__item avatar-menu__item--small-screens'
      : 'menu-item avatar-menu__item',
  } as const;
  const label =
    item.imageId === undefined ? (
      item.label
    ) : (
      <>
        {/* Decorative: the name beside it says which publication this is. */}
        <span className="avatar-menu__image" aria-hidden="true">
          <Avatar name={item.label} imageId={item.imageId} size={avatarSizes.XXXS} />
        </span>
        <span>{item.label}</span>
      </>
    );
  switch (item.kind) {
    case 'route':
      return (
        <Link to={item.to} params={item.params} {...common} onClick={onChoose}>
          {label}
        </Link>
      );
    case 'href':
      return (
        <a href={item.href} {...common} onClick={onChoose}>
          {label}
        </a>
      );
    case 'sign-out':
      return (
        <button type="button" {...common} onClick={onSignOut}>
          <span>{item.label}</span>
          {item.detail && <span className="avatar-menu__detail">{item.detail}</span>}
        </button>
      );
  }
}
