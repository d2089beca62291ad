/** @jest-environment jsdom */
import { authPaths } from '#contract/auth-paths.ts';
import { SignInLink } from '#web/connected/sign-in/sign-in-link.tsx';
import { pageExit } from '#web/connected/sign-in/page-exit.ts';
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
} from './sign-in-test-harness.tsx';

let harness: ReturnType<typeof createHarness>;
let assign: jest.SpyInstance;

beforeEach(() => {
  window.history.replaceState(null, '', '/@ada/story-1a2b');
  harness = createHarness();
  assign = jest.spyOn(pageExit, 'assign').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  harness.unmount();
  jest.restoreAllMocks();
});

const title = () => document.getElementById(dialog()!.getAttribute('aria-labelledby')!)?.textContent;
const field = (name: string) => dialog()!.querySelector<HTMLInputElement>(`input[name="${name}"]`);
const alertText = () => dialog()!.querySelector('[role="alert"]')?.textContent;
const sent = (name: string) => harness.requests.filter((request) => request.operationName === name);

/** A server answering signInWithPassword with `result` (and sending e-mails by the asked type). */
const server =
  (result: unknown): Answer =>
  (name, variables) =>
    name === 'SignInWithPassword'
      ? { signInWithPassword: result }
      : { sendAcctAuthEmail: { __typename: 'SusiMethod', value: variables.type } };

/** Opens the modal for sign-in, types the address on the e-mail step, then goes to the password form. */
async function openPasswordForm(answer: Answer) {
  harness.render(
    <SignInLink className="trigger" request={{ operation: 'login' }}>
      Trigger
    </SignInLink>,
    { answer },
  );
  click(harness.container.querySelector('.trigger'));
  await settle();
  click(byText('Sign in with email', dialog()!));
  type(field('email'), 'ada@example.com');
  click(byText(authTexts.signInWithPassword, dialog()!));
}

async function signIn(password = 'correct horse') {
  type(field('password'), password);
  await submit(field('password'));
}

describe('signing in with a password', () => {
  it('is offered on the sign-in e-mail step only, and keeps the address typed', async () => {
    await openPasswordForm(server({ __typename: 'AccountToken', value: 't' }));
    expect(title()).toBe('Sign in with password');
    expect(field('email')!.value).toBe('ada@example.com');
    expect(field('password')!.type).toBe('password');
    click(byText(authTexts.allSignInOptions, dialog()!));
    click(byText('Create one', dialog()!));
    click(byText('Sign up with email', dialog()!));
    expect(byText(authTexts.signInWithPassword, dialog()!)).toBeUndefined();
  });

  it('checks the fields before sending', async () => {
    await openPasswordForm(server({ __typename: 'AccountToken', value: 't' }));
    await submit(field('password'));
    expect(alertText()).toBe('Please enter your password.');
    expect(field('password')!.getAttribute('aria-invalid')).toBe('true');
    type(field('email'), 'ada@');
    await signIn();
    expect(alertText()).toBe('Please enter a valid email address.');
    expect(sent('SignInWithPassword')).toHaveLength(0);
  });

  it('takes the AccountToken to the e-mail callback, operation login, coming back here', async () => {
    await openPasswordForm(server({ __typename: 'AccountToken', value: 'account-token' }));
    type(field('email'), ' Ada@Example.com ');
    await signIn();
    expect(sent('SignInWithPassword')[0]!.variables).toEqual({
      email: 'ada@example.com',
      password: 'correct horse',
      binding: testBinding,
    });
    expect(assign).toHaveBeenCalledWith(
      `http://localhost${authPaths.emailCallback}?token=account-token&operation=login&state=${encodeURIComponent(
        '/@ada/story-1a2b',
      )}`,
    );
  });

  it('counts the attempts left inline, keeps what was typed, and raises no toast', async () => {
    await openPasswordForm(server({ __typename: 'InvalidPassword', message: 'x', failCount: 1 }));
    await signIn('wrong');
    expect(alertText()).toBe(
      'That password was incorrect. You have 5 more attempts before your account is locked for 1 minute.',
    );
    expect(field('password')!.value).toBe('wrong');
    expect(harness.toasts).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('states a soft lockout inline and in an ACCOUNT_LOCKOUT toast', async () => {
    await openPasswordForm(
      server({ __typename: 'PasswordSoftLockout', message: 'x', lockedOutUntil: Date.now() + 90_000 }),
    );
    await signIn();
    const message = 'Due to too many password attempts, your account is locked for 2 minutes';
    expect(alertText()).toBe(message);
    expect(harness.toasts).toEqual([{ message, toastStyle: 'ACCOUNT_LOCKOUT' }]);
  });

  it('after a permanent lockout, offers the magic link with the address kept', async () => {
    await openPasswordForm(server({ __typename: 'PasswordPermanentLockout', message: 'x' }));
    await signIn();
    expect(alertText()).toBe(
      'Due to security reasons, you can no longer sign in with password. Recover your password by requesting a magic link below.',
    );
    expect(harness.toasts[0]).toMatchObject({ toastStyle: 'ACCOUNT_LOCKOUT' });
    expect(byText(authTexts.signIn, dialog()!)).toBeUndefined(); // the password cannot help any more
    click(byText(authTexts.requestMagicLink, dialog()!));
    expect(title()).toBe('Sign in with email');
    expect(field('email')!.value).toBe('ada@example.com');
    await submit(field('email'));
    expect(sent('SendAcctAuthEmail')[0]!.variables).toMatchObject({ email: 'ada@example.com', type: 'link' });
    expect(title()).toBe('Check your inbox.');
  });

  it('says Please try again. when the request fails', async () => {
    await openPasswordForm(() => {
      throw new Error('offline');
    });
    await signIn();
    expect(alertText()).toBe('Please try again.');
    expect(await settle()).toBeUndefined();
  });
});
