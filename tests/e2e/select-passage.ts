import type { Page } from 'playwright-core';

/** Selects `text` inside the paragraph `name` as a reader's drag would, and lets go of the mouse. */
export async function selectPassage(page: Page, name: string, text: string) {
  await page.evaluate(
    ([paragraphName, wanted]) => {
      const paragraph = document.getElementById(paragraphName!)!;
      const node = paragraph.firstChild!;
      const start = node.textContent!.indexOf(wanted!);
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, start + wanted!.length);
      const selection = window.getSelection()!;
      selection.removeAllRanges();
      selection.addRange(range);
      paragraph.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
    },
    [name, text],
  );
}
