import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
} from 'react';
import { movedOnScreen } from '../moved-on-screen.ts';

/** The space between the button and its menu, as menu.css places it. */
const menuGap = 8;

/** Spec 1 §4, §9: the menu fades out over 300 ms. */
export const menuFadeMs = 300;

/** The fade's length for the one menu stylesheet (menu.css), set on a menu's container from the constant. */
export const menuFadeStyle = { '--menu-fade': `${menuFadeMs}ms` } as CSSProperties;

/** Spec 1 §4: open, closing (the fade), closed. */
export type MenuState = 'open' | 'closing' | 'closed';

type Focus = 'first' | 'last';

/** The menu's items a keyboard can reach: what CSS hides (Write on wide screens) is skipped. */
function reachableItems(menu: HTMLElement | null): HTMLElement[] {
  const items = [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  return items.filter((item) => window.getComputedStyle(item).display !== 'none');
}

/**
 * The WAI-ARIA menu button pattern: the button opens the menu on click, Enter, Space and the arrow
 * keys, focusing its first (or, with ArrowUp, last) item; arrows, Home and End move between items with
 * wraparound; Escape closes and returns focus to the button; Tab closes and lets focus move on. Spec
 * 1 §4: the menu also closes when the page scrolls, and here on a press outside it.
 */
export function useMenuButton() {
  const [state, setState] = useState<MenuState>('closed');
  const [focus, setFocus] = useState<Focus | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const [placement, setPlacement] = useState<'below' | 'above'>('below');

  const open = useCallback((first: Focus = 'first') => {
    setState('open');
    setFocus(first);
  }, []);

  const close = useCallback((returnFocus = false) => {
    setState((current) => (current === 'open' ? 'closing' : current));
    if (returnFocus) button.current?.focus();
  }, []);

  // Below the button, unless it does not fit there and fits better above (a bar at the bottom of the
  // screen): a menu opening out of sight would make the reader scroll, and scrolling closes it.
  useLayoutEffect(() => {
    if (state !== 'open' || !menu.current || !button.current) return;
    const { top, bottom } = button.current.getBoundingClientRect();
    const needed = menu.current.offsetHeight + menuGap;
    const roomBelow = window.innerHeight - bottom;
    setPlacement(needed > roomBelow && top > roomBelow ? 'above' : 'below');
  }, [state]);

  useEffect(() => {
    if (state !== 'open' || !focus) return;
    const items = reachableItems(menu.current);
    // Focus must not scroll the page: a scroll closes the menu.
    (focus === 'first' ? items[0] : items[items.length - 1])?.focus({ preventScroll: true });
    setFocus(null);
  }, [state, focus]);

  useEffect(() => {
    if (state !== 'closing') return;
    const timer = setTimeout(() => setState('closed'), menuFadeMs);
    return () => clearTimeout(timer);
  }, [state]);

  useEffect(() => {
    if (state !== 'open') return;
    const scrolledAway = movedOnScreen(() => button.current);
    const onScroll = () => {
      if (scrolledAway()) close();
    };
    const onPointerDown = (event: Event) => {
      if (!container.current?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [state, close]);

  const toggle = () => (state === 'open' ? close() : open('first'));

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    open(event.key === 'ArrowDown' ? 'first' : 'last');
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Tab') return close();
    const items = reachableItems(menu.current);
    const at = items.indexOf(document.activeElement as HTMLElement);
    const last = items.length - 1;
    // With wraparound; from no focused item, down reaches the first and up the last.
    const moves: Record<string, number> = {
      ArrowDown: at < 0 || at === last ? 0 : at + 1,
      ArrowUp: at <= 0 ? last : at - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined || items.length === 0) return;
    event.preventDefault();
    items[next]?.focus();
  };

  return {
    state,
    placement,
    open,
    close,
    toggle,
    onButtonKeyDown,
    onMenuKeyDown,
    refs: { container, button, menu },
  };
}
