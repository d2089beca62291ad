/** @jest-environment jsdom */
import { TextEncoder } from 'node:util';
import { ApolloProvider } from '@apollo/client/react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RouterContext, type Router } from '#web/lib/router/router-context.ts';
import { ViewerProvider } from '#web/connected/viewer/viewer-provider.tsx';
import { ToastsContext } from '#web/lib/toasts/toasts-context.ts';
import { routeTables } from '#web/routes/route-tables.ts';
import { SignInModalContext } from '../sign-in/sign-in-context.ts';
import { createSocialTestClient, userNode } from '../social/social-test-client.ts';
import { hoverCardDelays, UserHoverLink } from './user-hover-link.tsx';

globalThis.TextEncoder ??= TextEncoder as typeof globalThis.TextEncoder; // jsdom has none; browsers do
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const toasts = { showToast: () => '', dismissToast: () => undefined };
const router: Router = {
  view: { kind: 'page', route: 'ShowUser', params: { username: 'wren' }, page: 'user-profile' },
  table: routeTables.default,
  hostTarget: null,
  navigate: () => undefined,
};

/** Ruth as UserMentionTooltipContentQuery answers her. */
const ruth = {
  ...userNode('u-ruth', 1200, 4),
  name: 'Ruth Alvarez',
  username: 'ruth_reads',
  hasSubdomain: false,
  bio: 'Reads everything twice.',
  imageId: null,
  pronouns: ['she', 'her'],
  membership: { __typename: 'Membership', id: 'm1', tier: 'MEMBER', friendSince: null },
};

let harness: ReturnType<typeof createSocialTestClient>;
let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  jest.useFakeTimers();
  harness = createSocialTestClient();
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  act(() =>
    root.render(
      <ApolloProvider client={harness.client}>
        <ViewerProvider kind="anonymous">
          <ToastsContext.Provider value={toasts}>
            <RouterContext.Provider value={router}>
              <SignInModalContext.Provider value={{ show: () => undefined }}>
                <p>
                  Thanks to{' '}
                  <UserHoverLink userId="u-ruth" href="/@ruth_reads">
                    Ruth Alvarez
                  </UserHoverLink>
                </p>
              </SignInModalContext.Provider>
            </RouterContext.Provider>
          </ToastsContext.Provider>
        </ViewerProvider>
      </ApolloProvider>,
    ),
  );
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  jest.useRealTimers();
});

const link = () => container.querySelector('a')!;
const card = () => document.querySelector<HTMLElement>('.user-hover-card');
/** React runs onPointerEnter and onPointerLeave from pointerover and pointerout. */
const mouse = (target: Element, type: 'pointerover' | 'pointerout') =>
  act(() => {
    const event = new MouseEvent(type, { bubbles: true, relatedTarget: document.body });
    target.dispatchEvent(Object.assign(event, { pointerType: 'mouse' }));
  });
const advance = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));
/** Lets the lazy chunk load and the query be asked. */
const settle = () => act(async () => void (await jest.runOnlyPendingTimersAsync()));

describe('a mention’s hover card (spec 2 §7, §9)', () => {
  it('opens 500 ms after the mouse enters, with what the query says, and closes 1000 ms after it leaves', async () => {
    expect(link().getAttribute('href')).toBe('/@ruth_reads');
    mouse(link(), 'pointerover');
    await advance(hoverCardDelays.enterMs - 1);
    expect(harness.requests).toEqual([]);
    await advance(1);
    await settle();
    const asked = harness.requests.find(
      (request) => request.operationName === 'UserMentionTooltipContentQuery',
    );
    expect(asked?.variables).toEqual({ id: 'u-ruth' });
    await act(async () => asked!.answer({ userResult: ruth }));
    expect(card()!.getAttribute('aria-label')).toBe('Ruth Alvarez');
    expect(card()!.textContent).toContain('Ruth Alvarezshe, her@ruth_reads');
    expect(card()!.textContent).toContain('1.2K followers');
    expect(card()!.textContent).toContain('Reads everything twice.');
    expect(card()!.querySelector('.follow-button')!.textContent).toBe('Follow');

    mouse(link(), 'pointerout');
    await advance(hoverCardDelays.leaveMs - 1);
    expect(card()).not.toBeNull();
    await advance(1);
    expect(card()).toBeNull();
  });

  it('stays closed when the mouse only passes over the link', async () => {
    mouse(link(), 'pointerover');
    await advance(300);
    mouse(link(), 'pointerout');
    await advance(hoverCardDelays.enterMs);
    await settle();
    expect(card()).toBeNull();
    expect(harness.requests).toEqual([]);
  });
});
