import { useEffect, type RefObject } from 'react';

/** Spec 1 §9: the header is 57 px high (tokens.css --header-height). */
export const headerHeight = 57;

/** The custom property the header's CSS moves the bar by (app/styles/header.css). */
export const navbarOffsetProperty = '--navbar-scroll-offset';

/**
 * Spec 1 §4: the navbar shrinks by the scrolled delta and is full height at the top. The hidden part
 * grows by what the page scrolled down and falls by what it scrolled up, between 0 and the header's
 * height; at the top (scrollY ≤ 0) nothing is hidden.
 */
export function nextNavbarOffset(
  offset: number,
  lastScrollY: number,
  scrollY: number,
  height = headerHeight,
) {
  if (scrollY <= 0) return 0;
  return Math.min(height, Math.max(0, offset + scrollY - lastScrollY));
}

/**
 * Follows window scrolling (passive listener, one update per animation frame) and writes the hidden part
 * of the header into a custom property on it. The server renders none: full height.
 */
export function useNavbarScroll(header: RefObject<HTMLElement | null>) {
  useEffect(() => {
    let offset = 0;
    let lastScrollY = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const scrollY = window.scrollY;
      const next = nextNavbarOffset(offset, lastScrollY, scrollY);
      lastScrollY = scrollY;
      if (next === offset) return;
      offset = next;
      header.current?.style.setProperty(navbarOffsetProperty, `${offset}px`);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [header]);
}
