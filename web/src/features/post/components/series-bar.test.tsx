/** @jest-environment jsdom */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterContext, type Router } from '#web/lib/router/router-context.ts';
import { routeTables } from '#web/routes/route-tables.ts';
import { SeriesBar } from './series-bar.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const story = (id: string, title: string) => ({
  __typename: 'Post' as const,
  id,
  uniqueSlug: `${title.toLowerCase()}-${id}`,
  title,
});

function render(sequence: Parameters<typeof SeriesBar>[0]['sequence']) {
  const router: Router = {
    view: { kind: 'page', route: 'ShowPost', params: {}, page: 'post' },
    table: routeTables.default,
    hostTarget: null,
    navigate: jest.fn(),
  };
  const container = document.createElement('div');
  const root = createRoot(container);
  act(() =>
    root.render(
      <RouterContext.Provider value={router}>
        <SeriesBar sequence={sequence} />
      </RouterContext.Provider>,
    ),
  );
  const link = (rel: string) => container.querySelector<HTMLAnchorElement>(`a[rel="${rel}"]`);
  return { container, link, unmount: () => act(() => root.unmount()) };
}

const sequence = {
  __typename: 'PostSequence' as const,
  slug: 'learning-rust-aaaaaaaaaaaa',
  title: 'Learning Rust',
  position: 2,
  count: 3,
  previous: story('bbbbbbbbbbb1', 'Ownership'),
  next: story('bbbbbbbbbbb3', 'Lifetimes'),
};

describe('the series bar', () => {
  it('names the part and the series, and links the neighbours inside the series', () => {
    const { container, link, unmount } = render(sequence);
    expect(container.querySelector('.series-bar__part')!.textContent).toBe('Part 2 of 3 in Learning Rust');
    expect(container.querySelector('.series-bar__series')!.getAttribute('href')).toBe(
      '/series/learning-rust-aaaaaaaaaaaa',
    );
    expect(link('prev')!.getAttribute('href')).toBe('/s/learning-rust-aaaaaaaaaaaa/ownership-bbbbbbbbbbb1');
    expect(link('next')!.getAttribute('href')).toBe('/s/learning-rust-aaaaaaaaaaaa/lifetimes-bbbbbbbbbbb3');
    unmount();
  });

  it('has no previous link on the first part and no next link on the last', () => {
    const first = render({ ...sequence, position: 1, previous: null });
    expect(first.link('prev')).toBeNull();
    expect(first.link('next')).not.toBeNull();
    first.unmount();
    const last = render({ ...sequence, position: 3, next: null });
    expect(last.link('next')).toBeNull();
    last.unmount();
  });
});
