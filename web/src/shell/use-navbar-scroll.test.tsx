/** @jest-environment jsdom */
import { act, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { headerHeight, nextNavbarOffset, useNavbarScroll } from './use-navbar-scroll.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('nextNavbarOffset', () => {
  it('hides what the page scrolled down, at most the header height', () => {
    expect(nextNavbarOffset(0, 0, 20)).toBe(20);
    expect(nextNavbarOffset(20, 20, 50)).toBe(50);
    expect(nextNavbarOffset(50, 50, 400)).toBe(headerHeight);
    expect(headerHeight).toBe(57);
  });

  it('shows again what the page scrolled up, never less than nothing hidden', () => {
    expect(nextNavbarOffset(57, 400, 380)).toBe(37);
    expect(nextNavbarOffset(37, 380, 100)).toBe(0);
  });

  it('is full height at the top, whatever came before', () => {
    expect(nextNavbarOffset(57, 2000, 0)).toBe(0);
    expect(nextNavbarOffset(57, 2000, -30)).toBe(0);
  });
});

function Bar() {
  const ref = useRef<HTMLElement>(null);
  useNavbarScroll(ref);
  return <header ref={ref} />;
}

describe('useNavbarScroll', () => {
  let root: Root;
  let container: HTMLDivElement;
  let frames: FrameRequestCallback[];
  const scrollTo = (y: number) => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  };
  const runFrames = () => act(() => frames.splice(0).forEach((frame) => frame(0)));
  const offset = () => container.querySelector('header')!.style.getPropertyValue('--navbar-scroll-offset');

  beforeEach(() => {
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => frames.push(frame));
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    act(() => root.render(<Bar />));
  });

  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    jest.restoreAllMocks();
  });

  it('renders full height on the server', () => {
    expect(renderToString(<Bar />)).toBe('<header></header>');
  });

  it('sets the hidden part once per animation frame, clamped to the header height', () => {
    scrollTo(10);
    scrollTo(30);
    expect(frames).toHaveLength(1);
    expect(offset()).toBe('');
    runFrames();
    expect(offset()).toBe('30px');
    scrollTo(500);
    runFrames();
    expect(offset()).toBe('57px');
    scrollTo(480);
    runFrames();
    expect(offset()).toBe('37px');
    scrollTo(0);
    runFrames();
    expect(offset()).toBe('0px');
  });

  it('stops listening when unmounted', () => {
    act(() => root.unmount());
    scrollTo(40);
    expect(frames).toHaveLength(0);
    root = createRoot(container);
  });
});
