import { useEffect, useRef, type RefObject } from 'react';

/** Spec 2 §9: something counts as presented once a quarter of it is visible. */
export const presentedThreshold = 0.25;

/**
 * Calls `onPresented` once, the first time at least 25% of the element is in the viewport — once per
 * mounted element, so once per page view for an element that lives as long as its page. Where the
 * browser cannot tell visibility (no IntersectionObserver), being rendered counts.
 */
export function usePresented(element: RefObject<Element | null>, onPresented: () => void) {
  const callback = useRef(onPresented);
  callback.current = onPresented;

  useEffect(() => {
    const target = element.current;
    if (!target) return;
    if (typeof IntersectionObserver === 'undefined') {
      callback.current();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        callback.current();
      },
      { threshold: presentedThreshold },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
}
