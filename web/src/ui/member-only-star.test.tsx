/** @jest-environment jsdom */
import { act } from 'react';
import { eventMessageSchema } from '#contract/event-message.ts';
import { MemberOnlyStar, starEvents } from './member-only-star.tsx';
import {
  click,
  createPopoverHarness,
  march2024,
  pointer,
  pressKey,
  pressOutside,
  reader,
  type HarnessViewer,
} from './membership-popover/popover-test-harness.tsx';
import { popoverLeaveDelayMs } from './membership-popover/use-popover.ts';

let harness: ReturnType<typeof createPopoverHarness>;
beforeEach(() => (harness = createPopoverHarness()));
afterEach(() => harness.unmount());

const star = () => harness.button('Member-only story');
/** The page scrolled to `y`: the star moves up the screen by as much (laid out in beforeEach). */
const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
// jsdom lays nothing out: everything sits 400 px down the page, and moves up as the page scrolls.
beforeEach(() => {
  jest
    .spyOn(Element.prototype, 'getBoundingClientRect')
    .mockImplementation(() => new DOMRect(0, 400 - window.scrollY, 20, 20));
});
afterEach(() => {
  jest.restoreAllMocks();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});
const show = (viewer: HarnessViewer, authorId = 'u-writer') =>
  harness.render(<MemberOnlyStar postId="p1" authorId={authorId} source="post-meta" />, viewer);

describe('the member-only star (spec 2 §6)', () => {
  it('opens, for a visitor, the popover offering to sign up then pay, with Learn more', () => {
    show('signed-out');
    expect(harness.dialog()).toBeNull();
    click(star()!);
    const dialog = harness.dialog()!;
    expect(dialog.textContent).toContain('Member-only story');
    const links = [...dialog.querySelectorAll('a')].map((a) => a.textContent);
    expect(links).toEqual(['Sign up to read member-only stories', 'Learn more']);
    expect(star()!.getAttribute('aria-expanded')).toBe('true');
    // A click moves focus into the popover, for the keyboard.
    expect(document.activeElement).toBe(dialog);
  });

  it('tells a member since when, and the author about the paywall', () => {
    show(reader({ id: 'm', tier: 'MEMBER', memberSince: march2024, friendSince: null }));
    click(star()!);
    expect(harness.dialog()!.textContent).toContain('You’ve been a member since Mar 2024.');
    show(reader(null, 'u-writer'));
    // The same star, now for its author (the popover stays open across the re-render).
    expect(harness.dialog()!.textContent).toContain('behind the paywall and eligible to earn money');
  });

  it('is the marker alone while the session is not answered yet', () => {
    show('loading');
    expect(star()).toBeNull();
    expect(harness.container.textContent).toBe('Member-only story');
  });

  it('closes on Escape, returning focus to the star; on a press outside; when the page scrolls', () => {
    show('signed-out');
    click(star()!);
    pressKey('Escape');
    expect(harness.dialog()).toBeNull();
    expect(document.activeElement).toBe(star());
    click(star()!);
    pressOutside();
    expect(harness.dialog()).toBeNull();
    click(star()!);
    scrollTo(0);
    expect(harness.dialog()).not.toBeNull(); // a late event of the scroll that brought the star into view
    scrollTo(120);
    expect(harness.dialog()).toBeNull();
  });

  it('toggles on click, and a press inside the popover keeps it open', () => {
    show('signed-out');
    click(star()!);
    act(() => void harness.dialog()!.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true })));
    expect(harness.dialog()).not.toBeNull();
    click(star()!);
    expect(harness.dialog()).toBeNull();
  });

  it('opens on a mouse hover and closes 100 ms after the mouse leaves; touch does not hover', () => {
    jest.useFakeTimers();
    try {
      show('signed-out');
      const anchor = star()!.parentElement!;
      pointer(anchor, 'over', 'touch');
      expect(harness.dialog()).toBeNull();
      pointer(anchor, 'over');
      expect(harness.dialog()).not.toBeNull();
      // Hovering does not take the focus away from where the reader is, nor does Escape then.
      expect(document.activeElement).toBe(document.body);
      pressKey('Escape');
      expect(harness.dialog()).toBeNull();
      expect(document.activeElement).toBe(document.body);
      pointer(anchor, 'over');
      expect(harness.dialog()).not.toBeNull();
      pointer(anchor, 'out');
      act(() => void jest.advanceTimersByTime(popoverLeaveDelayMs - 1));
      expect(harness.dialog()).not.toBeNull();
      act(() => void jest.advanceTimersByTime(1));
      expect(harness.dialog()).toBeNull();
      // A click after the hover keeps it open when the mouse leaves.
      pointer(anchor, 'over');
      click(star()!);
      pointer(anchor, 'out');
      act(() => void jest.advanceTimersByTime(popoverLeaveDelayMs));
      expect(harness.dialog()).not.toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('the member-only star’s events (spec 2 §7)', () => {
  const observed: {
    callback: IntersectionObserverCallback;
    options?: IntersectionObserverInit;
    target?: Element;
  }[] = [];
  beforeEach(() => {
    observed.length = 0;
    globalThis.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observed.push({ callback, options });
      }
      observe(target: Element) {
        observed.at(-1)!.target = target;
      }
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
  });
  afterEach(() => delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver);

  const intersect = (isIntersecting: boolean) =>
    act(() => {
      for (const { callback } of observed) {
        callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
      }
    });

  it('records button.clientPresented once, when a quarter of the star is visible', () => {
    show('signed-out');
    expect(harness.events).toEqual([]);
    intersect(false);
    expect(harness.events).toEqual([]);
    intersect(true);
    expect(harness.events).toEqual([
      {
        key: starEvents.presented,
        data: { button: 'member-only-star', postId: 'p1', source: 'post-meta' },
      },
    ]);
    expect(observed[0]!.target).toBe(star()!.closest('.member-only'));
    expect(observed[0]!.options?.threshold).toBe(0.25);
    // Re-rendered (the session answered, a list grew), the same star is not presented again.
    show('signed-out');
    expect(observed).toHaveLength(1);
  });

  it('records button.clicked on every click', () => {
    show('signed-out');
    click(star()!);
    click(star()!);
    expect(harness.events.map((event) => event.key)).toEqual([starEvents.clicked, starEvents.clicked]);
  });

  it('names its events as the events endpoint takes them', () => {
    for (const key of Object.values(starEvents)) {
      const event = { eventId: 'e1', key, timestamp: Date.now(), data: {} };
      expect(eventMessageSchema.safeParse(event).success).toBe(true);
    }
  });
});
