/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterContext, type Router } from '#web/lib/router/router-context.ts';
import { useToasts, type Toasts } from '#web/lib/toasts/toasts-context.ts';
import { routeTables } from '#web/routes/route-tables.ts';
import { toastClasses } from '#web/shell/toasts/toast-classes.ts';
import { ToastRegion } from '#web/shell/toasts/toast-region.tsx';
import { ToastsProvider } from '#web/shell/toasts/toasts-provider.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The stylesheets as the browser gets them (jest maps CSS imports to an empty module).
const sheet = document.createElement('style');
sheet.textContent = ['tokens.css', 'toasts.css']
  .map((name) => readFileSync(`${__dirname}/${name}`, 'utf8'))
  .join('\n');
document.head.append(sheet);

const router: Router = {
  view: { kind: 'page', route: 'ShowHome', params: {}, page: 'home-lo' },
  table: routeTables.default,
  hostTarget: null,
  navigate: () => undefined,
};

let toasts: Toasts;
function Capture() {
  toasts = useToasts();
  return null;
}

const container = document.createElement('div');
document.body.append(container);
act(() =>
  createRoot(container).render(
    <ToastsProvider>
      <RouterContext.Provider value={router}>
        <Capture />
        <ToastRegion />
      </RouterContext.Provider>
    </ToastsProvider>,
  ),
);

const region = () => container.querySelector<HTMLElement>(`.${toastClasses.region}`)!;
/** jsdom cascades the rules but does not resolve var(); custom properties are read where they are set. */
const resolve = (value: string, from: Element) =>
  value.replace(/var\((--[\w-]+)\)/g, (_, name: string) =>
    getComputedStyle(from).getPropertyValue(name).trim(),
  );

describe('the toasts’ stylesheet (spec 2 §4, §9; spec 3 §9)', () => {
  it('fixes the region to the top, above a modal: toast 900, modal 800', () => {
    const style = getComputedStyle(region());
    expect(style.position).toBe('fixed');
    expect(style.top).toBe('0px');
    expect(style.zIndex).toBe('var(--layer-toast)');
    const layer = (name: string) => Number(resolve(`var(${name})`, document.documentElement));
    expect(layer('--layer-toast')).toBe(900);
    expect(layer('--layer-modal')).toBe(800);
  });

  it('slides an ending toast down and fades it over 300 ms', () => {
    let id = '';
    act(() => {
      id = toasts.showToast({ message: 'Bye', duration: 'FOREVER' });
    });
    const toast = container.querySelector<HTMLElement>(`.${toastClasses.toast}`)!;
    expect(resolve(getComputedStyle(toast).transition, region())).toMatch(
      /^opacity 300ms ease-in,\s*transform 300ms ease-in$/,
    );
    act(() => toasts.dismissToast(id));
    const leaving = getComputedStyle(toast);
    expect(leaving.opacity).toBe('0');
    expect(leaving.transform).toBe('translateY(16px)');
  });

  it('drops the slide, not the fade, for people who prefer reduced motion', () => {
    const rules = [...sheet.sheet!.cssRules].filter(
      (rule): rule is CSSMediaRule =>
        rule instanceof CSSMediaRule && rule.conditionText === '(prefers-reduced-motion: reduce)',
    );
    expect(rules).toHaveLength(1);
    const inner = [...rules[0]!.cssRules] as CSSStyleRule[];
    expect(inner.map((rule) => [rule.selectorText, rule.style.cssText])).toEqual([
      [`.${toastClasses.leaving}`, 'transform: none;'],
    ]);
  });
});
