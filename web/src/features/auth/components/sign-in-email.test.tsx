/** @jest-environment jsdom */
import { act } from 'react';
import { authPaths } from '#contract/auth-paths.ts';
import { SignInLink } from '#web/connected/sign-in/sign-in-link.tsx';
import { pageExit } from '#web/connected/sign-in/page-exit.ts';
import type { SignInRequest } from '#web/connected/sign-in/sign-in-request.ts';
import { authTexts } from '../texts.ts';
import {
  byText,
  click,
  createHarness,
  testBinding,
  dialog,
  settle,
  submit,
  type,
  type Answer,
  type HarnessOptions,
} from './sign-in-test-harness.tsx';

let harness: ReturnType<typeof createHarness>;
let assign: jest.SpyInstance;
let errors: jest.SpyInstance;

beforeEach(() => {
  window.history.replaceState(null, '', '/@ada/story-1a2b');
  harness = createHarness();
  assign = jest.spyOn(pageExit, 'assign').mockImplementation(() => {});
  errors = jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  harness.unmount();
  assign.mockRestore();
  errors.mockRestore();
  delete (window as { matchMedia?: unknown }).matchMedia;
});

/** Opens the modal on the e-mail step of the operation. */
async function openEmailStep(request: SignInRequest, options: HarnessOptions) {
  harness.render(
    <SignInLink className="trigger" request={request}>
      Trigger
    </SignInLink>,
    options,
  );
  click(harness.container.querySelector('.trigger'));
  await settle();
  click(byText(request.operation === 'login' ? 'Sign in with email' : 'Sign up with email', dialog()!));
}

const title = () => document.getElementById(dialog()!.getAttribute('aria-labelledby')!)?.textContent;
const field = (name: string) => dialog()!.querySelector<HTMLInputElement>(`input[name="${name}"]`);
const alertText = () => dialog()!.querySelector('[role="alert"]')?.textContent;
const sent = (name: string) => harness.requests.filter((request) => request.operationName === name);

const bothRecaptchas = {
  kind: 'recaptcha',
  siteKeys: { enterprise: 'enterprise-key', classic: 'classic-key' },
} as const;

/** A server that sends e-mails by the asked type and answers codes with `verify`. */
const server =
  (verify: unknown = { __typename: 'AccountToken', value: 'account-token' }): Answer =>
  (name, variables) =>
    name === 'SendAcctAuthEmail'
      ? { sendAcctAuthEmail: { __typename: 'SusiMethod', value: variables.type } }
      : { verifyLoginCode: verify };

describe('the e-mail step', () => {
  it('is titled Sign in with email, and checks the address before sending', async () => {
    await openEmailStep({ operation: 'login' }, { answer: server() });
    expect(title()).toBe('Sign in with email');
    type(field('email'), 'ada@example');
    await submit(field('email'));
    expect(alertText()).toBe('Please enter a valid email address.');
    expect(field('email')!.getAttribute('aria-invalid')).toBe('true');
    expect(harness.requests).toHaveLength(0);
  });

  it('sends a magic link from md up, to the trimmed address, coming back here', async () => {
    await openEmailStep({ operation: 'login' }, { answer: server() });
    type(field('email'), '  Ada@Example.com ');
    await submit(field('email'));
    expect(sent('SendAcctAuthEmail')[0]!.variables).toEqual({
      email: 'ada@example.com',
      operation: 'login',
      type: 'link',
      redirect: '/@ada/story-1a2b',
      binding: testBinding,
    });
    expect(title()).toBe('Check your inbox.');
    expect(dialog()!.textContent).toContain('ada@example.com');
  });

  it('asks for a code below md', async () => {
    window.matchMedia = jest.fn(
      (query: string) => ({ matches: query === '(max-width: 727.98px)' }) as MediaQueryList,
    );
    await openEmailStep({ operation: 'login' }, { answer: server() });
    type(field('email'), 'ada@example.com');
    await submit(field('email'));
    expect(sent('SendAcctAuthEmail')[0]!.variables.type).toBe('code');
    expect(field('loginCode')).not.toBeNull();
  });

  it('shows provider help for a Gmail-like address', async () => {
    await openEmailStep({ operation: 'login' }, { answer: server() });
    type(field('email'), 'ada@gmail.com');
    expect(byText('sign in with Google', dialog()!)?.getAttribute('href')).toContain(
      `${authPaths.connectGoogle}?state=`,
    );
  });

  it('goes to UNRECOGNIZED_EMAIL on NotFound, then to sign-up with the same address', async () => {
    await openEmailStep(
      { operation: 'login' },
      { answer: () => ({ sendAcctAuthEmail: { __typename: 'NotFound', message: 'No account.' } }) },
    );
    type(field('email'), 'ada@example.com');
    await submit(field('email'));
    expect(title()).toBe("Sorry, we didn't recognize that email.");
    expect(byText('See all sign in options', dialog()!)).toBeDefined();
    click(byText('create a new account', dialog()!));
    expect(title()).toBe('Sign up with email');
    expect(field('email')!.value).toBe('ada@example.com');
  });

  it('offers all sign in options from the unrecognized address', async () => {
    await openEmailStep(
      { operation: 'login' },
      { answer: () => ({ sendAcctAuthEmail: { __typename: 'NotFound', message: 'No account.' } }) },
    );
    type(field('email'), 'ada@example.com');
    await submit(field('email'));
    click(byText('See all sign in options', dialog()!));
    expect(title()).toBe(authTexts.welcomeBack);
  });

  it.each([
    ['a BadRequest', () => ({ sendAcctAuthEmail: { __typename: 'BadRequest', message: 'Bad.' } })],
    [
      'a network error',
      () => {
        throw new Error('offline');
      },
    ],
  ])('says Please try again. on %s', async (_, answer) => {
    await openEmailStep({ operation: 'login' }, { answer });
    type(field('email'), 'ada@example.com');
    await submit(field('email'));
    expect(alertText()).toBe('Please try again.');
    expect(title()).toBe('Sign in with email');
  });
});

describe('signing up by e-mail', () => {
  it('runs the captcha first and sends its answer with the name, marking skipOnboarding for a clap', async () => {
    await openEmailStep({ operation: 'register', entry: 'clap' }, { answer: server() });
    expect(title()).toBe('Sign up with email');
    type(field('fullName'), ' Ada Lovelace ');
    type(field('email'), 'ada@example.com');
    await submit(field('email'));
    expect(sent('SendAcctAuthEmail')[0]!.variables).toEqual({
      email: 'ada@example.com',
      fullName: 'Ada Lovelace',
      captchaValue: 'folio-development-captcha',
      operation: 'register',
      type: 'link',
      redirect: '/@ada/story-1a2b?skipOnboarding=1',
      binding: testBinding,
    });
  });

  it('says reCAPTCHA verification failed, with Need help?, on FailedChallenge', async () => {
    await openEmailStep(
      { operation: 'register' },
      { answer: () => ({ sendAcctAuthEmail: { __typename: 'FailedChallenge', message: 'No.' } }) },
    );
    type(field('email'), 'ada@example.com');
    await submit(field('email'));
    expect(alertText()).toBe('reCAPTCHA verification failed. Need help?');
    expect(byText('Need help?', dialog()!)?.getAttribute('href')).toBe('/help');
  });

  it('sends no captcha value when the captcha is off, and shows Google’s notice with reCAPTCHA Enterprise', async () => {
    await openEmailStep({ operation: 'register' }, { answer: server(), captcha: { kind: 'none' } });
    expect(dialog()!.querySelector('.sign-in__recaptcha')).toBeNull();
    type(field('email'), 'ada@example.com');
    await submit(field('email'));
    expect(sent('SendAcctAuthEmail')[0]!.variables).not.toHaveProperty('captchaValue');
    harness.unmount();
    harness = createHarness();
    await openEmailStep({ operation: 'register' }, { captcha: bothRecaptchas });
    const notice = dialog()!.querySelector('.sign-in__recaptcha')!;
    expect(notice.textContent).toContain('This site is protected by reCAPTCHA Enterprise and the Google');
    expect([...notice.querySelectorAll('a')].map((link) => link.href)).toEqual([
      'https://policies.google.com/privacy',
      'https://policies.google.com/terms',
    ]);
  });

  it('runs classic reCAPTCHA when the flag turns Enterprise off, names it, and sends its flavoured answer', async () => {
    await openEmailStep(
      { operation: 'register' },
      { answer: server(), captcha: bothRecaptchas, storedFlags: { enable_recaptcha_enterprise: false } },
    );
    expect(dialog()!.querySelector('.sign-in__recaptcha')!.textContent).toContain(
      'This site is protected by reCAPTCHA and the Google',
    );
    type(field('email'), 'ada@example.com');
    await submit(field('email'));
    // jsdom loads no external script: this plays Google's api.js arriving.
    const script = document.head.querySelector<HTMLScriptElement>('script[src*="/recaptcha/"]')!;
    expect(script.src).toBe('https://www.google.com/recaptcha/api.js?render=classic-key');
    window.grecaptcha = {
      ready: (callback) => callback(),
      execute: async (siteKey, { action }) => `token-of-${siteKey}-for-${action}`,
    };
    act(() => void script.dispatchEvent(new Event('load')));
    await settle();
    expect(sent('SendAcctAuthEmail')[0]!.variables).toMatchObject({
      captchaValue: 'classic:token-of-classic-key-for-register',
    });
    delete window.grecaptcha;
    script.remove();
  });
});

describe('the inbox step', () => {
  async function reachInbox(verify?: unknown, request: SignInRequest = { operation: 'login' }) {
    await openEmailStep(request, { answer: server(verify) });
    type(field('email'), 'ada@example.com');
    await submit(field('email'));
  }

  it('asks for a code instead of the link', async () => {
    await reachInbox();
    expect(field('loginCode')).toBeNull();
    click(byText(authTexts.useCodeInstead, dialog()!));
    await settle();
    expect(sent('SendAcctAuthEmail')[1]!.variables).toMatchObject({ email: 'ada@example.com', type: 'code' });
    expect(field('loginCode')).not.toBeNull();
    expect(title()).toBe('Check your inbox.');
  });

  async function reachCode(verify?: unknown, request?: SignInRequest) {
    await reachInbox(verify, request);
    click(byText(authTexts.useCodeInstead, dialog()!));
    await settle();
  }

  it('wants exactly 6 digits', async () => {
    await reachCode();
    type(field('loginCode'), '12345');
    await submit(field('loginCode'));
    expect(alertText()).toBe('Login code must be 6 digits.');
    expect(sent('VerifyLoginCode')).toHaveLength(0);
  });

  it('takes a valid code to the auth domain’s callback with token, operation and state', async () => {
    await reachCode(undefined, { operation: 'register', entry: 'respond', redirectTo: '/p/1a2b#responses' });
    type(field('loginCode'), '123 456');
    await submit(field('loginCode'));
    expect(sent('VerifyLoginCode')[0]!.variables).toEqual({ loginCode: '123456', email: 'ada@example.com' });
    expect(assign).toHaveBeenCalledWith(
      `http://localhost${authPaths.emailCallback}?token=account-token&operation=register&state=${encodeURIComponent(
        '/p/1a2b?skipOnboarding=1#responses',
      )}`,
    );
  });

  it.each([
    [{ __typename: 'TooManyRequests', message: '' }, 'Too many attempts. Please try again later.'],
    [{ __typename: 'TooManyRequests', message: 'Wait 5 minutes.' }, 'Wait 5 minutes.'],
    [{ __typename: 'NotFound', message: '' }, 'Invalid code.'],
    [{ __typename: 'BadRequest', message: 'That code has expired.' }, 'That code has expired.'],
    [{ __typename: 'RateLimited', message: '' }, 'Invalid code.'],
  ])('shows the error of %p', async (answer, message) => {
    await reachCode(answer);
    type(field('loginCode'), '123456');
    await submit(field('loginCode'));
    expect(alertText()).toBe(message);
    expect(assign).not.toHaveBeenCalled();
  });
});
