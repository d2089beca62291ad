import { useCallback, useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import { movedOnScreen } from '../moved-on-screen.ts';

/** Spec 1 §4, §9: a popover closes 100 ms after the mouse leaves it (and its trigger). */
export const popoverLeaveDelayMs = 100;

/** How it opened: a hover closes when the mouse leaves; a click (or key) stays until dismissed. */
type OpenedBy = 'hover' | 'click';

/**
 * A button that opens a non-modal popover: a click (Enter, Space) opens it and moves focus into it; a
 * mouse hovering the button opens it too, and leaving both for 100 ms closes it (touch has no hover, a
 * tap is a click). Escape closes and returns focus to the button; a press outside or scrolling the
 * page closes it, as the avatar menu does (spec 1 §4).
 */
export function usePopover() {
  const [openedBy, setOpenedBy] = useState<OpenedBy | null>(null);
  const anchor = useRef<HTMLSpanElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const popover = useRef<HTMLDivElement>(null);
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const popoverId = useId();

  const cancelLeave = () => clearTimeout(leaveTimer.current);
  const close = useCallback((returnFocus = false) => {
    clearTimeout(leaveTimer.current);
    setOpenedBy(null);
    if (returnFocus) trigger.current?.focus();
  }, []);

  useEffect(() => {
    if (openedBy !== 'click') return;
    // preventScroll: a scroll closes the popover, so focusing it must not cause one.
    popover.current?.querySelector<HTMLElement>('[role="dialog"]')?.focus({ preventScroll: true });
  }, [openedBy]);

  useEffect(() => {
    if (!openedBy) return;
    const scrolledAway = movedOnScreen(() => trigger.current);
    const onScroll = () => {
      if (scrolledAway()) close();
    };
    const onPointerDown = (event: Event) => {
      if (!anchor.current?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      // Focus went into a clicked popover and comes back; a hovered one never took it.
      if (event.key === 'Escape') close(openedBy === 'click');
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [openedBy, close]);

  useEffect(() => () => clearTimeout(leaveTimer.current), []);

  const onClick = () => {
    cancelLeave();
    // A hover-opened popover is kept open by the click that follows it, not closed.
    if (openedBy === 'click') close();
    else setOpenedBy('click');
  };
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    cancelLeave();
    setOpenedBy((current) => current ?? 'hover');
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || openedBy !== 'hover') return;
    leaveTimer.current = setTimeout(() => close(), popoverLeaveDelayMs);
  };

  return {
    isOpen: openedBy !== null,
    close,
    refs: { anchor, trigger, popover },
    /** Spread on the element wrapping the button and the popover. */
    anchorProps: { ref: anchor, onPointerEnter, onPointerLeave },
    /** Spread on the button. */
    triggerProps: {
      ref: trigger,
      type: 'button' as const,
      'aria-expanded': openedBy !== null,
      'aria-controls': openedBy ? popoverId : undefined,
      onClick,
    },
    /** Spread on the popover's container; a click moves focus to the dialog inside (tabIndex -1). */
    popoverProps: { ref: popover, id: popoverId },
  };
}
