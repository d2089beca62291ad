import { useEffect, useState, type RefObject } from 'react';
import type { ViewerHighlight } from './highlights-fragment.ts';
import { selectedPassage, type SelectedPassage } from './selected-passage.ts';

/** What the selection menu was opened on, and where (viewport coordinates, above it). */
export type OpenedMenu =
  | { kind: 'selection'; passage: SelectedPassage; top: number; left: number }
  | { kind: 'own'; highlight: ViewerHighlight; top: number; left: number };

const placeAbove = (rect: DOMRect) => ({ top: Math.max(rect.top - 8, 0), left: rect.left + rect.width / 2 });

/**
 * When the selection menu opens (issue #13): a reader lets go of a selection of one paragraph in the
 * body, or clicks one of their own highlights; anything else, or a scroll, closes it. Only this small
 * listener is in the story page's script: the menu loads on first use.
 */
export function useSelectionMenu(
  body: RefObject<HTMLElement | null>,
  highlights: readonly ViewerHighlight[],
) {
  const [opened, setOpened] = useState<OpenedMenu | null>(null);
  useEffect(() => {
    const element = body.current;
    if (!element) return;
    const onRelease = (event: Event) => {
      const passage = selectedPassage(window.getSelection(), element);
      const own = (event.target as Element | null)?.closest?.('mark[data-quote-id]');
      const highlight = own && highlights.find((item) => item.quoteId === own.getAttribute('data-quote-id'));
      if (passage) {
        const rect = window.getSelection()!.getRangeAt(0).getBoundingClientRect();
        setOpened({ kind: 'selection', passage, ...placeAbove(rect) });
      } else if (highlight) {
        setOpened({ kind: 'own', highlight, ...placeAbove(own.getBoundingClientRect()) });
      } else setOpened(null);
    };
    const close = () => setOpened(null);
    element.addEventListener('mouseup', onRelease);
    element.addEventListener('keyup', onRelease);
    window.addEventListener('scroll', close, { passive: true });
    return () => {
      element.removeEventListener('mouseup', onRelease);
      element.removeEventListener('keyup', onRelease);
      window.removeEventListener('scroll', close);
    };
  }, [body, highlights]);
  return { opened, close: () => setOpened(null) };
}
