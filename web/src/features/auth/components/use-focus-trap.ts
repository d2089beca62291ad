import { useEffect, type KeyboardEvent, type RefObject } from 'react';

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const focusablesIn = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>(focusable)].filter((element) => !element.hidden);

/**
 * Keeps keyboard focus inside a dialog: focus moves in when it opens (to its first field, else the
 * dialog), Tab and Shift+Tab wrap around, and focus returns to where it was when the dialog goes.
 * Returns the dialog's keydown handler.
 */
export function useFocusTrap(dialog: RefObject<HTMLElement | null>, contentKey: unknown) {
  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => before?.focus();
  }, []);

  // Each step's content is new: focus its first field (or the dialog itself, so Escape and Tab work).
  useEffect(() => {
    const root = dialog.current;
    if (!root) return;
    const field = root.querySelector<HTMLElement>('input:not([disabled])');
    (field ?? root).focus();
  }, [dialog, contentKey]);

  return (event: KeyboardEvent<HTMLElement>) => {
    const root = dialog.current;
    if (event.key !== 'Tab' || !root) return;
    const all = focusablesIn(root);
    const first = all[0];
    const last = all[all.length - 1];
    if (!first || !last) return event.preventDefault();
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === root)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };
}
