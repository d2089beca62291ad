/** @jest-environment jsdom */
import { createSessionHarness, reader, settle, type Answer } from '#web/shell/session-test-harness.tsx';
import { HomePage } from './home-page.tsx';

let harness: ReturnType<typeof createSessionHarness>;
beforeEach(() => (harness = createSessionHarness()));
afterEach(() => harness.unmount());

const emptyFeed: Answer = (operationName) =>
  operationName === 'HomeLoQuery'
    ? {
        latestPostsFeed: {
          __typename: 'PostConnection',
          posts: [],
          pagingInfo: { __typename: 'PagingInfo', next: null },
        },
      }
    : new Promise(() => undefined);

const text = () => harness.container.textContent ?? '';
const viewedEvents = () => harness.events.filter((event) => event.key === 'homepage-viewed');

describe('the home of a page that came with a session cookie (spec 1 §2.2)', () => {
  it('shows a loader while the login state loads, and records nothing', async () => {
    // No ViewerQuery answer in the cache, and the API does not answer yet.
    harness.render(<HomePage params={{}} />, { answer: emptyFeed });
    await settle();
    const loader = harness.container.querySelector('[role="status"]')!;
    expect(loader.getAttribute('aria-busy')).toBe('true');
    expect(text()).toBe('Loading');
    expect(viewedEvents()).toEqual([]);
  });

  it('shows the logged-out home to a session the API refused, which records homepage-viewed', async () => {
    harness.render(<HomePage params={{}} />, { viewer: null, answer: emptyFeed });
    await settle();
    expect(text()).toContain('Stories worth your time');
    expect(viewedEvents()).toHaveLength(1);
  });

  it('shows a signed-in reader the signed-in home: its feed tabs, no homepage-viewed', async () => {
    harness.render(<HomePage params={{}} />, { viewer: reader, answer: emptyFeed });
    await settle();
    const tabs = [...harness.container.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent);
    expect(tabs).toEqual(['For you', 'Following']);
    expect(text()).not.toContain('Latest stories');
    expect(text()).not.toContain('Stories worth your time');
    expect(viewedEvents()).toEqual([]);
  });

  it('selects the tab its address names, and a tab is a navigation to its address (decision 259)', async () => {
    harness.render(<HomePage params={{ feed: 'following' }} />, { viewer: reader, answer: emptyFeed });
    await settle();
    const tab = (name: string) =>
      [...harness.container.querySelectorAll<HTMLElement>('[role="tab"]')].find(
        (t) => t.textContent === name,
      )!;
    expect(tab('Following').getAttribute('aria-selected')).toBe('true');
    expect(tab('For you').getAttribute('aria-selected')).toBe('false');
    tab('For you').click();
    expect(harness.navigations).toEqual(['/']);
  });
});
