/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';

// The stylesheets as the browser gets them (jest maps CSS imports to an empty module).
const sheet = document.createElement('style');
sheet.textContent = ['tokens.css', 'layout.css', 'header.css']
  .map((name) => readFileSync(`${__dirname}/${name}`, 'utf8'))
  .join('\n');
document.head.append(sheet);

/** jsdom cascades the rules but does not resolve var(); custom properties are read where they are set. */
const resolve = (value: string) =>
  value.replace(/var\((--[\w-]+)\)/g, (_, name: string) =>
    getComputedStyle(document.documentElement).getPropertyValue(name).trim(),
  );

/** The declarations of `selector` inside the media rule `condition` (jsdom does not evaluate media). */
function ruleIn(condition: string, selector: string): CSSStyleDeclaration {
  const media = [...sheet.sheet!.cssRules].filter(
    (rule): rule is CSSMediaRule => rule instanceof CSSMediaRule && rule.conditionText === condition,
  );
  const rules = media.flatMap((rule) => [...rule.cssRules] as CSSStyleRule[]);
  const found = rules.find((rule) => rule.selectorText === selector);
  if (!found) throw new Error(`No ${selector} under ${condition}`);
  return found.style;
}

// The markup layouts.tsx renders, reduced to the classes the stylesheet targets.
document.body.innerHTML = `
  <div class="layout layout--basic"><header class="header"></header><main class="layout__main"></main></div>
  <div class="layout layout--top-navigation"><header class="header"></header></div>
  <div class="layout layout--two-column"><header class="header"></header>
    <div class="two-column"><main class="two-column__main"></main><aside class="two-column__sidebar"></aside></div>
  </div>`;
const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);

describe('the two-column layout (spec 1 §2.1, §9)', () => {
  it('has a 680 px main column with 24 px side margins', () => {
    const main = style('.two-column__main');
    expect(resolve(main.maxWidth)).toBe('calc(680px + 2 * 24px)');
    expect(resolve(main.padding)).toBe('0 24px');
  });

  it('hides the sidebar below the large breakpoint (904 px)', () => {
    expect(style('.two-column__sidebar').display).toBe('none');
    expect(ruleIn('(min-width: 904px)', '.two-column__sidebar').display).toBe('block');
  });

  it('makes the sidebar 352 px wide, 368 px from the extra-large breakpoint (1080 px)', () => {
    expect(resolve(ruleIn('(min-width: 904px)', '.two-column__sidebar').width)).toBe('352px');
    expect(resolve(ruleIn('(min-width: 1080px)', '.two-column__sidebar').width)).toBe('368px');
  });
});

describe('the basic layout (spec 1 §2.1)', () => {
  it('has no top navigation: its header scrolls away, where the other layouts keep it at the top', () => {
    expect(style('.layout--basic .header').position).not.toBe('sticky');
    expect(style('.layout--basic .header').transform).toBe('');
    expect(style('.layout--top-navigation .header').position).toBe('sticky');
    expect(style('.layout--two-column .header').position).toBe('sticky');
  });
});
