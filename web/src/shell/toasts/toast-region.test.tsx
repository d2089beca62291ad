/** @jest-environment jsdom */
import { act, useMemo } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RouterContext, type Router, type View } from '#web/lib/router/router-context.ts';
import { texts } from '#web/lib/texts.ts';
import { toastStyles, type ToastInput } from '#web/lib/toasts/toast.ts';
import { useToasts, type Toasts } from '#web/lib/toasts/toasts-context.ts';
import { routeTables } from '#web/routes/route-tables.ts';
import { toastClasses } from './toast-classes.ts';
import { ToastRegion } from './toast-region.tsx';
import { ToastsProvider } from './toasts-provider.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const home = (): View => ({ kind: 'page', route: 'ShowHome', params: {}, page: 'home-lo' });

let toasts: Toasts;
function Capture() {
  toasts = useToasts();
  return null;
}

const navigate = jest.fn();
function Harness({ view }: { view: View }) {
  const router = useMemo<Router>(
    () => ({ view, table: routeTables.default, hostTarget: null, navigate }),
    [view],
  );
  return (
    <ToastsProvider>
      <RouterContext.Provider value={router}>
        <Capture />
        <ToastRegion />
      </RouterContext.Provider>
    </ToastsProvider>
  );
}

let root: Root;
let container: HTMLDivElement;
let view: View;

beforeEach(() => {
  jest.useFakeTimers();
  navigate.mockReset();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  view = home();
  act(() => root.render(<Harness view={view} />));
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  jest.useRealTimers();
});

const show = (toast: ToastInput) => {
  let id = '';
  act(() => {
    id = toasts.showToast(toast);
  });
  return id;
};
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const navigateTo = (next: View) => act(() => root.render(<Harness view={next} />));
const all = () => [...container.querySelectorAll<HTMLElement>(`.${toastClasses.toast}`)];
const find = (message: string) => all().find((toast) => toast.textContent?.includes(message)) ?? null;
const isLeaving = (message: string) => find(message)!.classList.contains(toastClasses.leaving);
/** React listens for pointerover/pointerout to run onPointerEnter/onPointerLeave. */
const pointer = (target: Element, type: 'pointerover' | 'pointerout') =>
  act(() => {
    target.dispatchEvent(new MouseEvent(type, { bubbles: true, relatedTarget: document.body }));
  });

describe('toast durations (spec 2 §4, §9)', () => {
  it('hides a toast after 5000 ms by default, then removes it after a 300 ms exit', () => {
    show({ message: 'Saved' });
    advance(4999);
    expect(isLeaving('Saved')).toBe(false);
    advance(1);
    expect(isLeaving('Saved')).toBe(true);
    advance(299);
    expect(find('Saved')).not.toBeNull();
    advance(1);
    expect(find('Saved')).toBeNull();
  });

  it('hides a toast after its own duration', () => {
    show({ message: 'Quick', duration: 1200 });
    advance(1199);
    expect(isLeaving('Quick')).toBe(false);
    advance(1);
    expect(isLeaving('Quick')).toBe(true);
    advance(300);
    expect(find('Quick')).toBeNull();
  });

  it('keeps a FOREVER toast, across navigations too', () => {
    show({ message: 'Check your inbox', duration: 'FOREVER' });
    advance(24 * 60 * 60 * 1000);
    navigateTo(home());
    expect(isLeaving('Check your inbox')).toBe(false);
  });

  it('removes a NEXTPAGE toast on the next navigation, and only then', () => {
    show({ message: 'Until you move on', duration: 'NEXTPAGE' });
    advance(60 * 60 * 1000);
    act(() => root.render(<Harness view={view} />)); // the same view again: no navigation
    expect(find('Until you move on')).not.toBeNull();

    navigateTo(home());
    expect(find('Until you move on')).toBeNull();
    show({ message: 'On the new page', duration: 'NEXTPAGE' });
    expect(find('On the new page')).not.toBeNull();
  });

  it('keeps a timed toast across a navigation', () => {
    show({ message: 'Timed', duration: 2000 });
    navigateTo(home());
    advance(1999);
    expect(isLeaving('Timed')).toBe(false);
    advance(1);
    expect(isLeaving('Timed')).toBe(true);
  });
});

describe('pausing', () => {
  it('stops the clock while the pointer is over the toast and resumes with the time left', () => {
    show({ message: 'Hover me' });
    advance(3000);
    pointer(find('Hover me')!, 'pointerover');
    advance(60_000);
    expect(isLeaving('Hover me')).toBe(false);
    pointer(find('Hover me')!, 'pointerout');
    advance(1999);
    expect(isLeaving('Hover me')).toBe(false);
    advance(1);
    expect(isLeaving('Hover me')).toBe(true);
  });

  it('stops the clock while focus is inside the toast, so its undo can be reached by keyboard', () => {
    show({ message: 'Muted', undo: { label: texts.toasts.undo, onUndo: () => undefined } });
    advance(4000);
    act(() => find('Muted')!.querySelector('button')!.focus());
    advance(60_000);
    expect(isLeaving('Muted')).toBe(false);
    act(() => find('Muted')!.querySelector('button')!.blur());
    advance(999);
    expect(isLeaving('Muted')).toBe(false);
    advance(1);
    expect(isLeaving('Muted')).toBe(true);
  });

  it('does not restart an exit when another toast comes during it', () => {
    const first = show({ message: 'First', duration: 'FOREVER' });
    act(() => toasts.dismissToast(first));
    advance(200);
    show({ message: 'Second', duration: 'FOREVER' });
    advance(100);
    expect(find('First')).toBeNull();
    expect(find('Second')).not.toBeNull();
  });
});

describe('actions', () => {
  it('runs undo once and dismisses the toast', () => {
    const onUndo = jest.fn();
    show({ message: 'Moved to trash', toastStyle: 'MOVE_POST_TO_TRASH', undo: { label: 'Undo', onUndo } });
    const button = find('Moved to trash')!.querySelector('button')!;
    expect(button.textContent).toBe('Undo');
    act(() => {
      button.click();
      button.click();
    });
    expect(onUndo).toHaveBeenCalledTimes(1);
    expect(isLeaving('Moved to trash')).toBe(true);
    expect(button.disabled).toBe(true);
    advance(300);
    expect(find('Moved to trash')).toBeNull();
    expect(onUndo).toHaveBeenCalledTimes(1);
  });

  it('links to a named route with the router’s Link', () => {
    show({ message: 'You are all set', link: { route: 'ShowHome', params: {}, label: texts.home } });
    const link = find('You are all set')!.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/');
    expect(link.textContent).toBe('Home');
    act(() => link.click());
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('links to an address outside the catalogue as a plain link', () => {
    show({ message: 'Read this', link: { href: '/privacy', label: 'Privacy Policy' } });
    const link = find('Read this')!.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/privacy');
    expect(link.classList.contains(toastClasses.link)).toBe(true);
  });

  it('runs its action once and dismisses the toast', () => {
    const onAction = jest.fn();
    show({ message: 'Verify', duration: 'FOREVER', action: { label: 'Send', onAction } });
    const button = find('Verify')!.querySelector<HTMLButtonElement>(`.${toastClasses.action}`)!;
    expect(button.textContent).toBe('Send');
    act(() => {
      button.click();
      button.click();
    });
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(isLeaving('Verify')).toBe(true);
  });

  it('dismisses by id with the exit animation, and gives every toast its own id', () => {
    const a = show({ message: 'A', duration: 'FOREVER' });
    const b = show({ message: 'B', duration: 'FOREVER' });
    expect(a).not.toBe(b);
    act(() => toasts.dismissToast(b));
    expect(isLeaving('B')).toBe(true);
    expect(isLeaving('A')).toBe(false);
    advance(300);
    expect(all().map((toast) => toast.textContent)).toEqual(['A']);
    act(() => toasts.dismissToast('unknown'));
    expect(all()).toHaveLength(1);
  });

  it('puts the test id on the toast', () => {
    show({ message: 'Tagged', extraParams: { testId: 'follow-toast' } });
    expect(container.querySelector('[data-testid="follow-toast"]')).toBe(find('Tagged'));
  });
});

describe('placement (spec 2 §4)', () => {
  it('wraps every toast in the journey container except suspended, privacy and error ones', () => {
    for (const style of [...toastStyles, 'MESSAGE']) {
      show({ message: `toast ${style}`, toastStyle: style, duration: 'FOREVER' });
    }
    const journey = container.querySelector(`.${toastClasses.journey}`)!;
    const region = container.querySelector(`.${toastClasses.region}`)!;
    const unwrapped = all().filter((toast) => !journey.contains(toast));
    expect(unwrapped.map((toast) => toast.dataset.toastStyle).sort()).toEqual(
      ['EU_PRIVACY_BANNER', 'ERROR', 'POST_SUSPENDED', 'RETRYABLE_ERROR', 'USER_SUSPENDED'].sort(),
    );
    expect(unwrapped.every((toast) => toast.parentElement === region)).toBe(true);
    expect(journey.children).toHaveLength(toastStyles.length + 1 - 5);
  });

  it('shows an unknown style as a plain MESSAGE in the journey container', () => {
    show({ message: 'Odd', toastStyle: 'SOMETHING_NEW' });
    expect(find('Odd')!.dataset.toastStyle).toBe('MESSAGE');
    expect(find('Odd')!.parentElement!.classList.contains(toastClasses.journey)).toBe(true);
  });
});
