/** @jest-environment jsdom */
import { pageExit } from '#web/connected/sign-in/page-exit.ts';
import {
  authOrigin,
  byText,
  click,
  createHarness,
  testBinding,
  dialog,
  settle,
  type Answer,
} from '../components/sign-in-test-harness.tsx';
import type { OneTapPrompter } from './google-identity.ts';
import { GoogleOneTap } from './google-one-tap.tsx';
import { oneTapDismissedAt } from './one-tap-dismissal.ts';
import { oneTapTexts } from './one-tap-texts.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Google's prompt behind the port: the test picks an account or closes it. */
function fakePrompter() {
  let request: Parameters<OneTapPrompter['prompt']>[0] | undefined;
  const events: string[] = [];
  const prompter: OneTapPrompter = {
    prompt(given) {
      request = given;
      events.push(`prompt ${given.clientId}`);
      return () => events.push('stopped');
    },
  };
  return {
    prompter,
    events,
    pick: async (credential: string) => {
      request?.onCredential(credential);
      await settle();
    },
    close: () => request?.onDismissed(),
  };
}

const credential = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln';
let harness: ReturnType<typeof createHarness>;
let assign: jest.SpyInstance;
let google: ReturnType<typeof fakePrompter>;

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/@ada/a-story-1a2b?source=home');
  assign = jest.spyOn(pageExit, 'assign').mockImplementation(() => {});
  harness = createHarness();
  google = fakePrompter();
});
afterEach(() => {
  harness.unmount();
  assign.mockRestore();
});

/** The server: GoogleOneTap answered by operation. */
const server =
  (answers: Partial<Record<'login' | 'register', unknown>>): Answer =>
  (operationName, variables) => {
    if (operationName !== 'GoogleOneTap') return {};
    return { googleOneTap: answers[variables.operation as 'login' | 'register'] };
  };

async function show(answer: Answer) {
  harness.render(<GoogleOneTap clientId="web.apps.googleusercontent.com" prompter={google.prompter} />, {
    answer,
  });
  await settle();
}

const callbackFor = (token: string, operation: string) =>
  `${authOrigin}/m/callback/email?token=${token}&operation=${operation}&state=${encodeURIComponent('/@ada/a-story-1a2b?source=home')}`;

describe('Google one-tap after the prompt (spec 2 §4)', () => {
  test('an available address gets the card; Sign up registers with the credential and signs in', async () => {
    await show(
      server({
        login: { __typename: 'EmailAvailable', email: 'ada@gmail.com', name: 'Ada' },
        register: { __typename: 'AccountToken', value: 'registered-token' },
      }),
    );
    expect(google.events).toEqual(['prompt web.apps.googleusercontent.com']);
    await google.pick(credential);
    const card = dialog();
    expect(card?.getAttribute('aria-labelledby')).toBeTruthy();
    expect(byText('Continue to Folio', card!)).toBeDefined();
    expect(card?.textContent).toContain('ada@gmail.com');
    expect(assign).not.toHaveBeenCalled();

    click(byText(oneTapTexts.signUp, card!));
    await settle();
    expect(harness.requests.map((request) => request.variables)).toEqual([
      { credential, operation: 'login', binding: testBinding },
      { credential, operation: 'register', binding: testBinding },
    ]);
    expect(assign).toHaveBeenCalledWith(callbackFor('registered-token', 'register'));
  });

  test('a linked account is a login redirect through the callback, without a card', async () => {
    await show(server({ login: { __typename: 'AccountToken', value: 'login-token' } }));
    await google.pick(credential);
    expect(dialog()).toBeNull();
    expect(assign).toHaveBeenCalledWith(callbackFor('login-token', 'login'));
  });

  test('an account not linked to Google leads to the social login suggestion', async () => {
    await show(
      server({
        login: {
          __typename: 'SocialLoginSuggestion',
          userId: 'a1a1a1a1a1a1',
          redactedEmailAddress: 'a***@g***.com',
        },
      }),
    );
    await google.pick(credential);
    const href = new URL(String(assign.mock.calls[0]?.[0]));
    expect(`${href.origin}${href.pathname}`).toBe(`${authOrigin}/m/signin`);
    expect(Object.fromEntries(href.searchParams)).toEqual({
      operation: 'login',
      source: 'social_suggestion',
      suggestion: 'a1a1a1a1a1a1',
      redactedEmail: 'a***@g***.com',
      redirect: '/@ada/a-story-1a2b?source=home',
    });
  });

  test('Sign in on the card opens the normal login', async () => {
    await show(server({ login: { __typename: 'EmailAvailable', email: 'ada@gmail.com', name: null } }));
    await google.pick(credential);
    click(byText(oneTapTexts.signIn, dialog()!));
    await settle();
    expect(byText('Welcome back.', dialog()!)).toBeDefined();
    expect(oneTapDismissedAt()).toBeNull();
  });

  test('closing the card or Google’s prompt is remembered as a dismissal', async () => {
    await show(server({ login: { __typename: 'EmailAvailable', email: 'ada@gmail.com', name: null } }));
    await google.pick(credential);
    const before = Date.now();
    click(document.querySelector(`[aria-label="${oneTapTexts.close}"]`));
    expect(dialog()).toBeNull();
    expect(oneTapDismissedAt()).toBeGreaterThanOrEqual(before);

    localStorage.clear();
    google.close();
    expect(oneTapDismissedAt()).toBeGreaterThanOrEqual(before);
  });

  test('a refused Sign up keeps the card with the reason; a refused prompt answer is a toast', async () => {
    await show(
      server({
        login: { __typename: 'EmailAvailable', email: 'ada@gmail.com', name: null },
        register: {
          __typename: 'BadRequest',
          message: 'This Google sign-in took too long. Please try again.',
        },
      }),
    );
    await google.pick(credential);
    click(byText(oneTapTexts.signUp, dialog()!));
    await settle();
    expect(dialog()?.querySelector('[role="alert"]')?.textContent).toBe(
      'This Google sign-in took too long. Please try again.',
    );
    expect(byText(oneTapTexts.signUp, dialog()!)?.hasAttribute('disabled')).toBe(false);
    expect(assign).not.toHaveBeenCalled();

    harness.unmount();
    harness = createHarness();
    google = fakePrompter();
    await show(server({ login: { __typename: 'RateLimited', message: 'Too many requests.' } }));
    await google.pick(credential);
    expect(harness.toasts).toEqual([{ message: 'Too many requests.', toastStyle: 'ERROR' }]);
    expect(dialog()).toBeNull();
  });

  test('unmounted (another page, a sign-in elsewhere), the prompt is taken down', async () => {
    await show(server({}));
    harness.unmount();
    expect(google.events).toEqual(['prompt web.apps.googleusercontent.com', 'stopped']);
    harness = createHarness();
  });
});
