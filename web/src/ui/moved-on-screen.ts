/**
 * Whether the reader scrolled a popup's anchor away since this was called: the anchor moved on the
 * screen. Spec 1 §4 closes menus and popovers when the page scrolls; a scroll event still on its way
 * from before they opened moves nothing, and neither does the browser's scroll anchoring (images above
 * loading shift scrollY and the page together, so the anchor stays where the reader sees it).
 */
export function movedOnScreen(anchor: () => Element | null | undefined): () => boolean {
  const top = () => anchor()?.getBoundingClientRect().top ?? 0;
  const openedAt = top();
  return () => Math.abs(top() - openedAt) >= 1;
}
