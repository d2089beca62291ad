/** @jest-environment jsdom */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { Footer } from './footer.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function render(element: React.ReactElement) {
  const container = document.createElement('div');
  act(() => createRoot(container).render(element));
  return [...container.querySelectorAll('footer a')].map((a) => [a.textContent, a.getAttribute('href')]);
}

describe('the footer (spec 1 §2.7)', () => {
  it('lists Help, Status, About, Careers, Press, Blog, Privacy, Terms, Text to speech and Teams, in order', () => {
    expect(render(<Footer />)).toEqual([
      ['Help', '/help'],
      ['Status', '/_/status'],
      ['About', '/about'],
      ['Careers', '/careers'],
      ['Press', '/press'],
      ['Blog', '/blog'],
      ['Privacy', '/privacy'],
      ['Terms', '/terms'],
      ['Text to speech', '/text-to-speech'],
      ['Teams', '/business'],
    ]);
  });

  it('can hide the Help link, keeping the others', () => {
    const labels = render(<Footer hideHelp />).map(([label]) => label);
    expect(labels).not.toContain('Help');
    expect(labels).toHaveLength(9);
    expect(labels[0]).toBe('Status');
  });
});
