/** @jest-environment jsdom */
import { idleStartDelayMs, intentEvents, startOnIntent } from './start-on-intent.ts';

let started: number;
const start = () => {
  started += 1;
  return Promise.resolve();
};

beforeEach(() => {
  started = 0;
  jest.useFakeTimers();
  document.body.innerHTML = '<button id="follow">Follow</button><a id="link" href="#story">Story</a>';
});
afterEach(() => jest.useRealTimers());

describe('startOnIntent (decision 71)', () => {
  it('starts at once when the page needs the app at first', async () => {
    await startOnIntent(window, start, true);
    expect(started).toBe(1);
  });

  it.each(intentEvents)('starts once on the reader’s first %s', async (type) => {
    const done = startOnIntent(window, start, false);
    expect(started).toBe(0);
    window.dispatchEvent(new Event(type));
    window.dispatchEvent(new Event(type));
    await done;
    expect(started).toBe(1);
  });

  it('starts without any intent once the page has been loaded a while', async () => {
    // jsdom has no requestIdleCallback: the start follows the delay at once.
    const done = startOnIntent(window, start, false);
    jest.advanceTimersByTime(idleStartDelayMs - 1);
    expect(started).toBe(0);
    jest.advanceTimersByTime(1);
    await done;
    expect(started).toBe(1);
  });

  it('gives a click that came before the app to the app once it has started', async () => {
    const button = document.getElementById('follow')!;
    const seen: boolean[] = [];
    let appReady = false;
    button.addEventListener('click', () => seen.push(appReady));
    const done = startOnIntent(
      window,
      () => {
        appReady = true;
        return Promise.resolve();
      },
      false,
    );
    expect(button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(false);
    expect(seen).toEqual([]);
    window.dispatchEvent(new Event('pointerdown'));
    await done;
    expect(seen).toEqual([true]);
    button.click();
    expect(seen).toEqual([true, true]);
  });

  it('lets a click on a link navigate natively', async () => {
    const done = startOnIntent(window, start, false);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('link')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    window.dispatchEvent(new Event('pointerdown'));
    await done;
  });
});

describe('held clicks', () => {
  it('gives a click on a button’s icon to the app, with its position and keys', async () => {
    document.body.innerHTML = '<button id="more"><svg><circle id="dot"></circle></svg></button>';
    const seen: MouseEvent[] = [];
    document.getElementById('more')!.addEventListener('click', (click) => seen.push(click));
    const done = startOnIntent(window, start, false);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, clientX: 12, shiftKey: true });
    document.getElementById('dot')!.dispatchEvent(click);
    expect(seen).toEqual([]);
    window.dispatchEvent(new Event('pointerdown'));
    await done;
    expect(seen.map(({ clientX, shiftKey, target }) => ({ clientX, shiftKey, target }))).toEqual([
      { clientX: 12, shiftKey: true, target: document.getElementById('dot') },
    ]);
  });
});
