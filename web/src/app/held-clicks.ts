/**
 * Clicks that arrive before the app has started: each is stopped (a button's form is not submitted, a
 * checkbox not toggled) and given again to its target on `release`, once the app is there to handle it.
 * A click on a link is left alone: the link navigates natively, to a page the server renders.
 */
export function holdClicks(document: Document) {
  const held: { target: Element; click: MouseEvent }[] = [];
  const hold = (click: MouseEvent) => {
    const target = click.target;
    if (!(target instanceof Element) || target.closest('a[href]')) return;
    click.preventDefault();
    click.stopImmediatePropagation();
    held.push({ target, click });
  };
  document.addEventListener('click', hold, { capture: true });
  return {
    /** Stops holding, and gives each held click again to its target (still in the page), in order. */
    release() {
      document.removeEventListener('click', hold, { capture: true });
      for (const { target, click } of held.splice(0)) {
        if (target.isConnected)
          target.dispatchEvent(
            new MouseEvent('click', { ...copyOf(click), bubbles: true, cancelable: true }),
          );
      }
    },
  };
}

/** What a handler may read of a click: where, which button, which modifier keys. */
const copiedFields = [
  'clientX',
  'clientY',
  'screenX',
  'screenY',
  'button',
  'buttons',
  'detail',
  'ctrlKey',
  'shiftKey',
  'altKey',
  'metaKey',
] as const satisfies readonly (keyof MouseEventInit & keyof MouseEvent)[];

const copyOf = (click: MouseEvent): MouseEventInit =>
  Object.fromEntries(copiedFields.map((field) => [field, click[field]]));
