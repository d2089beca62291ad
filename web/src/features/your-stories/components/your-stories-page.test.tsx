/** @jest-environment jsdom */
import { click, createPageHarness, settle } from '#web/lib/testing/page-test-harness.tsx';
import { YourStoriesPage } from './your-stories-page.tsx';
import { at, moved, published, shelfAnswer, story, withShelf } from './your-stories-test-data.ts';

let harness: ReturnType<typeof createPageHarness>;
beforeEach(() => (harness = createPageHarness()));
afterEach(() => harness.unmount());

const view = { kind: 'page' as const, route: 'ShowYourStories' as const, params: {}, page: 'your-stories' };
const tabs = () =>
  [...harness.container.querySelectorAll<HTMLAnchorElement>('.settings-tabs__link')].map((tab) => [
    tab.textContent,
    tab.getAttribute('href'),
    tab.getAttribute('aria-current'),
  ]);
const rows = () => [...harness.container.querySelectorAll('.story-row')];
const titles = () => rows().map((row) => row.querySelector('.story-row__title')!.textContent);
const stateOf = (row: Element) =>
  [...row.querySelectorAll('.story-row__part')].map((part) => part.textContent).join(' · ');
const menuItems = (row: Element) => {
  click(row.querySelector('.more-menu__button'));
  return [...row.querySelectorAll<HTMLButtonElement>('[role="menuitem"]')];
};
const choose = (row: Element, label: string) =>
  click(menuItems(row).find((item) => item.textContent === label));

const drafts = shelfAnswer(
  [story('d1', 'A draft'), story('d2', '   ', { updatedAt: at('2026-01-10T08:00:00Z') })],
  { drafts: 2, public: 1, deleted: 3 },
);

describe('the Your stories page', () => {
  it('shows the title, Write a story, and every shelf as a tab with its count', async () => {
    harness.render(<YourStoriesPage params={{}} />, { view, prepare: withShelf('drafts', drafts) });
    await settle();
    expect(harness.container.querySelector('h1')!.textContent).toBe('Your stories');
    const write = harness.container.querySelector('.your-stories__write')!;
    expect([write.textContent, write.getAttribute('href')]).toEqual(['Write a story', '/new-story']);
    expect(tabs()).toEqual([
      ['Drafts 2', '/me/stories/drafts', 'page'],
      ['Published 1', '/me/stories/public', null],
      ['Responses 0', '/me/stories/responses', null],
      ['Unlisted 0', '/me/stories/unlisted', null],
      ['Deleted 3', '/me/stories/deleted', null],
    ]);
  });

  it('lists drafts to their editor, “Untitled story” for a blank title, with the last edit', async () => {
    harness.render(<YourStoriesPage params={{}} />, { view, prepare: withShelf('drafts', drafts) });
    await settle();
    expect(titles()).toEqual(['A draft', 'Untitled story']);
    expect(rows()[0]!.querySelector('a')!.getAttribute('href')).toBe('/p/d1/edit');
    expect(stateOf(rows()[1]!)).toBe('Last edited Jan 10, 2026 · 5 min read');
    expect(menuItems(rows()[0]!).map((item) => item.textContent)).toEqual(['Edit story', 'Delete story']);
  });

  it('shows a published story’s date, publication, review and pin, and offers Pin or Unpin', async () => {
    const answer = shelfAnswer(
      [
        published('p1', 'Pending one', {
          isLocked: true,
          statusForCollection: 'PENDING',
          collection: { __typename: 'Collection', id: 'c1', name: 'The Build' },
        }),
        published('p2', 'Pinned one', { pinnedAt: at('2026-02-04T00:00:00Z') }),
      ],
      { public: 2 },
    );
    harness.render(<YourStoriesPage params={{ filterBy: 'public' }} />, {
      view,
      prepare: withShelf('public', answer),
    });
    await settle();
    const [pending, pinned] = rows();
    expect(pending!.querySelector('a')!.getAttribute('href')).toBe('/p/p1');
    expect(pending!.querySelector('.member-only')).not.toBeNull();
    expect(stateOf(pending!)).toBe('Published Feb 3, 2026 · 5 min read · Pending review in The Build');
    expect(stateOf(pinned!)).toBe('Published Feb 3, 2026 · 5 min read · Pinned');
    expect(menuItems(pending!).map((item) => item.textContent)).toEqual([
      'Edit story',
      'Pin to profile',
      'Delete story',
    ]);
    expect(menuItems(pinned!).map((item) => item.textContent)).toContain('Unpin from profile');
  });

  it('deletes after asking: the row leaves, the counts change, and the toast’s Undo restores it', async () => {
    harness.render(<YourStoriesPage params={{}} />, {
      view,
      prepare: withShelf('drafts', drafts),
      answer: (name, variables) =>
        name === 'DeletePost'
          ? moved(String(variables.targetPostId), 'A draft', 'DELETED', at('2026-03-19T10:00:00Z'))
          : moved(String(variables.targetPostId), 'A draft', 'DRAFTS'),
    });
    await settle();
    choose(rows()[0]!, 'Delete story');
    const confirm = harness.container.querySelector('[role="alertdialog"]')!;
    expect(confirm.textContent).toContain('It stays in your trash for 14 days');
    expect(harness.sent('DeletePost')).toEqual([]);
    click(confirm.querySelector('.story-row__confirm-delete'));
    await settle();
    expect(harness.sent('DeletePost').map((sent) => sent.variables)).toEqual([{ targetPostId: 'd1' }]);
    expect(titles()).toEqual(['Untitled story']);
    expect(tabs().map(([text]) => text)).toEqual([
      'Drafts 1',
      'Published 1',
      'Responses 0',
      'Unlisted 0',
      'Deleted 4',
    ]);
    const [toast] = harness.toasts;
    expect([toast!.message, toast!.toastStyle, toast!.undo?.label]).toEqual([
      '“A draft” moved to trash.',
      'MOVE_POST_TO_TRASH',
      'Undo',
    ]);

    toast!.undo!.onUndo();
    await settle();
    expect(harness.sent('UndeletePostMutation').map((sent) => sent.variables)).toEqual([
      { targetPostId: 'd1' },
    ]);
    expect(titles()).toEqual(['A draft', 'Untitled story']);
    expect(tabs()[0]![0]).toBe('Drafts 2');
    expect(harness.toasts).toHaveLength(1);
  });

  it('cancels a delete without asking the API', async () => {
    harness.render(<YourStoriesPage params={{}} />, { view, prepare: withShelf('drafts', drafts) });
    await settle();
    choose(rows()[0]!, 'Delete story');
    click(harness.container.querySelector('[role="alertdialog"] .button--outline'));
    expect(harness.container.querySelector('[role="alertdialog"]')).toBeNull();
    expect(harness.sent('DeletePost')).toEqual([]);
    expect(titles()).toHaveLength(2);
  });

  it.each([
    ['RateLimited', 'You’ve done that too often. Please wait a little and try again.'],
    ['NotFound', 'That story no longer exists.'],
  ])('keeps the story when the delete answers %s, and says why', async (refusal, message) => {
    harness.render(<YourStoriesPage params={{}} />, {
      view,
      prepare: withShelf('drafts', drafts),
      answer: () => ({ result: { __typename: refusal, message: 'refused' } }),
    });
    await settle();
    choose(rows()[0]!, 'Delete story');
    click(harness.container.querySelector('.story-row__confirm-delete'));
    await settle();
    expect(titles()).toEqual(['A draft', 'Untitled story']);
    expect(tabs()[0]![0]).toBe('Drafts 2');
    expect(harness.toasts.map((toast) => [toast.message, toast.toastStyle])).toEqual([[message, 'ERROR']]);
  });

  it('shows when the trash purges each story, and restores to the undelete address', async () => {
    const trash = shelfAnswer([story('t1', 'Old idea', { purgeAt: at('2026-03-19T10:00:00Z') })], {
      deleted: 1,
    });
    harness.render(<YourStoriesPage params={{ filterBy: 'deleted' }} />, {
      view,
      prepare: withShelf('deleted', trash),
      answer: () => moved('t1', 'Old idea', 'PUBLIC'),
    });
    await settle();
    expect(stateOf(rows()[0]!)).toBe('Deleted for good on Mar 19, 2026');
    expect(rows()[0]!.querySelector('a')).toBeNull();
    click(rows()[0]!.querySelector('button'));
    await settle();
    expect(harness.sent('UndeletePostMutation').map((sent) => sent.variables)).toEqual([
      { targetPostId: 't1' },
    ]);
    expect(harness.navigations).toEqual([
      '/me/stories/deleted?undeletedPost=true&undeletedPostId=t1&undeletedPostTitle=Old+idea&tab=public',
    ]);
    expect(rows()).toHaveLength(0);
    expect(harness.container.querySelector('.your-stories__empty')!.textContent).toBe('Your trash is empty.');
  });

  it('shows UNDELETE_POST on the undelete address, cleans the address, and Undo trashes again', async () => {
    window.history.replaceState(
      null,
      '',
      '/me/stories/deleted?undeletedPost=true&undeletedPostId=t1&undeletedPostTitle=Old+idea&tab=public',
    );
    harness.render(<YourStoriesPage params={{ filterBy: 'deleted' }} />, {
      view,
      prepare: withShelf('deleted', shelfAnswer([], {})),
      answer: () => moved('t1', 'Old idea', 'DELETED', at('2026-03-19T10:00:00Z')),
    });
    await settle();
    expect(window.location.pathname + window.location.search).toBe('/me/stories/deleted');
    const [toast] = harness.toasts;
    expect([toast!.message, toast!.toastStyle]).toEqual(['“Old idea” restored.', 'UNDELETE_POST']);
    toast!.undo!.onUndo();
    await settle();
    expect(harness.sent('DeletePost').map((sent) => sent.variables)).toEqual([{ targetPostId: 't1' }]);
    expect(harness.toasts).toHaveLength(1);
    // This page never read the story: its shelf is asked again, and shows it.
    expect(harness.sent('YourStoriesQuery').map((sent) => sent.variables)).toEqual([
      { filterBy: 'DELETED', limit: 10 },
    ]);
  });

  it('pins and unpins with a toast; above the limit it says the API’s message and stays unpinned', async () => {
    let pins = 0;
    const answer = shelfAnswer([published('p1', 'Mine')], { public: 1 });
    harness.render(<YourStoriesPage params={{ filterBy: 'public' }} />, {
      view,
      prepare: withShelf('public', answer),
      answer: (name) =>
        name === 'PinPost' && (pins += 1) > 1
          ? {
              result: {
                __typename: 'MaxPinnedStoriesReached',
                message: 'You can pin at most 3 stories. Unpin one first.',
                maxPinnedStories: 3,
              },
            }
          : {
              result: {
                __typename: 'Post',
                id: 'p1',
                pinnedAt: name === 'PinPost' ? at('2026-03-01T00:00:00Z') : null,
              },
            },
    });
    await settle();
    choose(rows()[0]!, 'Pin to profile');
    await settle();
    expect(stateOf(rows()[0]!)).toContain('Pinned');
    choose(rows()[0]!, 'Unpin from profile');
    await settle();
    expect(stateOf(rows()[0]!)).not.toContain('Pinned');
    choose(rows()[0]!, 'Pin to profile');
    await settle();
    expect(stateOf(rows()[0]!)).not.toContain('Pinned');
    expect(harness.toasts.map((toast) => toast.message)).toEqual([
      '“Mine” is pinned to your profile.',
      '“Mine” is no longer pinned.',
      'You can pin at most 3 stories. Unpin one first.',
    ]);
  });

  it('shows more stories after the cursor, without counting the shelves again', async () => {
    harness.render(<YourStoriesPage params={{}} />, {
      view,
      prepare: withShelf('drafts', shelfAnswer([story('d1', 'First')], { drafts: 2 }, 'cursor-1')),
      answer: () => ({
        yourStories: {
          __typename: 'YourStories',
          posts: [story('d2', 'Second')],
          pagingInfo: { __typename: 'PagingInfo', next: null },
        },
      }),
    });
    await settle();
    click(harness.container.querySelector('.show-more'));
    await settle();
    expect(harness.sent('YourStoriesMoreQuery').map((sent) => sent.variables)).toEqual([
      { filterBy: 'DRAFTS', limit: 10, to: 'cursor-1' },
    ]);
    expect(titles()).toEqual(['First', 'Second']);
    expect(tabs()[0]![0]).toBe('Drafts 2');
    expect(harness.container.querySelector('.show-more')).toBeNull();
  });

  it('says so when the shelf cannot load, and tries again', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    harness.render(<YourStoriesPage params={{}} />, {
      view,
      answer: () => {
        if (fail) throw new Error('offline');
        return { yourStories: drafts };
      },
    });
    await settle();
    const problem = harness.container.querySelector('[role="alert"]')!;
    expect(problem.textContent).toBe('Your stories could not be loaded. Try again');
    fail = false;
    click(problem.querySelector('button'));
    await settle();
    expect(titles()).toEqual(['A draft', 'Untitled story']);
    error.mockRestore();
  });

  it('asks a visitor to sign in, and asks the API nothing', async () => {
    harness.render(<YourStoriesPage params={{}} />, { view, viewer: null });
    await settle();
    const link = harness.container.querySelector<HTMLAnchorElement>('.settings__sign-in a')!;
    expect(link.textContent).toBe('Sign in');
    expect(harness.sent('YourStoriesQuery')).toEqual([]);
  });
});
