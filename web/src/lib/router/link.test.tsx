/** @jest-environment jsdom */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { routeTables } from '#web/routes/route-tables.ts';
import { Link } from './link.tsx';
import { RouterContext, type Router } from './router-context.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function renderLink() {
  const router: Router = {
    view: { kind: 'page', route: 'ShowHome', params: {}, page: 'home' },
    table: routeTables.default,
    hostTarget: null,
    navigate: jest.fn(),
    preload: jest.fn(),
  };
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() =>
    root.render(
      <RouterContext.Provider value={router}>
        <Link to="ShowUser" params={{ username: 'ada' }}>
          Ada
        </Link>
      </RouterContext.Provider>,
    ),
  );
  const anchor = container.querySelector('a')!;
  return { router, anchor, unmount: () => act(() => root.unmount()) };
}

const dispatch = (anchor: HTMLAnchorElement, event: Event) => act(() => void anchor.dispatchEvent(event));

describe('Link (spec 1 §2.2)', () => {
  it('starts loading its page when pointed at, focused or touched', () => {
    const { router, anchor, unmount } = renderLink();
    dispatch(anchor, new MouseEvent('mouseover', { bubbles: true }));
    act(() => anchor.focus());
    dispatch(anchor, new Event('touchstart', { bubbles: true }));
    expect(router.preload).toHaveBeenCalledTimes(3);
    expect(router.preload).toHaveBeenCalledWith('/@ada');
    expect(router.navigate).not.toHaveBeenCalled();
    unmount();
  });

  it('navigates on a plain click, and leaves a modified click to the browser', () => {
    const { router, anchor, unmount } = renderLink();
    dispatch(anchor, new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect(router.navigate).toHaveBeenCalledWith('/@ada');
    const modified = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, metaKey: true });
    dispatch(anchor, modified);
    expect(router.navigate).toHaveBeenCalledTimes(1);
    expect(modified.defaultPrevented).toBe(false);
    unmount();
  });
});
