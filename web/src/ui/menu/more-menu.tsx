import { useId, type ReactNode } from 'react';
import { menuFadeStyle, useMenuButton } from './use-menu-button.ts';

export interface MoreMenuItem {
  key: string;
  label: string;
  choose: () => void;
}

const dots = (
  <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <circle cx="5" cy="12" r="1.5" />
    <circle cx="12" cy="12" r="1.5" />
    <circle cx="19" cy="12" r="1.5" />
  </svg>
);

interface MoreMenuProps {
  label: string;
  items: readonly MoreMenuItem[];
  /** The button's picture: ⋯ unless told (the story bar's share menu has its own). */
  icon?: ReactNode;
}

/**
 * A "More" (⋯) menu button and its menu (spec 1 §4: the one menu style, menu.css; the button, social.css):
 * the menu button pattern of the avatar menu — arrows, Escape, a press outside and Tab close it. Choosing
 * an item closes the menu, focus back on the button, then runs the item. Another icon makes it another
 * menu of choices (the story's share menu).
 */
export function MoreMenu({ label, items, icon = dots }: MoreMenuProps) {
  const menu = useMenuButton();
  const menuId = useId();
  const expanded = menu.state === 'open';
  return (
    <div className="more-menu" ref={menu.refs.container} style={menuFadeStyle}>
      <button
        ref={menu.refs.button}
        type="button"
        className="more-menu__button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={expanded}
        aria-controls={expanded ? menuId : undefined}
        onClick={menu.toggle}
        onKeyDown={menu.onButtonKeyDown}
      >
        {icon}
      </button>
      {menu.state !== 'closed' && (
        <div
          ref={menu.refs.menu}
          id={menuId}
          role="menu"
          aria-label={label}
          className={`menu-popover menu-popover--${menu.placement}${expanded ? '' : ' menu-popover--closing'}`}
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
                item.choose();
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
