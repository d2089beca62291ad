/** @jest-environment jsdom */
import { PasswordPage } from './password-page.tsx';
import { createHarness, settle, submit, type, type Answer } from './password-test-harness.tsx';

let harness: ReturnType<typeof createHarness>;
beforeEach(() => {
  window.history.replaceState(null, '', '/password');
  harness = createHarness();
});
afterEach(() => harness.unmount());

const viewer = (hasPassword: boolean) => ({ __typename: 'User', id: 'a1b2c3d4e5f6', hasPassword });
const setPasswordAnswer =
  (result: unknown, hasPassword = false): Answer =>
  (name) =>
    name === 'PasswordPageQuery' ? { viewer: viewer(hasPassword) } : { setPassword: result };
const done = { ...viewer(true), sessions: [] };

async function show(answer: Answer, viewerKind: 'signed-in' | 'anonymous' = 'signed-in') {
  harness.render(<PasswordPage />, answer, viewerKind);
  await settle();
}

const input = (name: string) => harness.container.querySelector<HTMLInputElement>(`input[name="${name}"]`);
const problem = () => harness.container.querySelector('[role="alert"]')!.textContent;
const title = () => harness.container.querySelector('h1')?.textContent;

describe('setting a first password', () => {
  it('asks for the new password twice, states the length rules, and sends no current one', async () => {
    await show(setPasswordAnswer(done));
    expect(title()).toBe('Set a password');
    expect(input('currentPassword')).toBeNull();
    expect(harness.container.textContent).toContain('Between 8 and 128 characters.');
    type(input('newPassword'), 'correct horse');
    type(input('confirmPassword'), 'correct horse');
    await submit(input('confirmPassword'));
    expect(harness.sent('SetPassword')[0]!.variables).toEqual({ newPassword: 'correct horse' });
  });

  it('on success says so in a toast and goes back to the security settings', async () => {
    await show(setPasswordAnswer(done));
    type(input('newPassword'), 'correct horse');
    type(input('confirmPassword'), 'correct horse');
    await submit(input('newPassword'));
    expect(harness.toasts).toEqual([{ message: 'Your password is set.' }]);
    expect(harness.navigations).toEqual(['/me/settings/security']);
    expect((harness.client.cache.extract() as Record<string, unknown>)['User:a1b2c3d4e5f6']).toMatchObject({
      hasPassword: true,
    });
  });

  it.each([
    ['short', 'short', 'Your password must be at least 8 characters long.'],
    ['x'.repeat(129), 'x'.repeat(129), 'Your password can be at most 128 characters long.'],
    ['correct horse', 'correct hose', 'The two new passwords do not match.'],
  ])('checks %p / %p before sending', async (password, confirmation, message) => {
    await show(setPasswordAnswer(done));
    type(input('newPassword'), password);
    type(input('confirmPassword'), confirmation);
    await submit(input('newPassword'));
    expect(problem()).toBe(message);
    expect(harness.sent('SetPassword')).toHaveLength(0);
  });
});

describe('changing the password', () => {
  async function change(result: unknown) {
    await show(setPasswordAnswer(result, true));
    type(input('currentPassword'), 'old password');
    type(input('newPassword'), 'new password!');
    type(input('confirmPassword'), 'new password!');
    await submit(input('currentPassword'));
  }

  it('asks for the current password too, and sends it', async () => {
    await change(done);
    expect(title()).toBe('Change password');
    expect(harness.sent('SetPassword')[0]!.variables).toEqual({
      currentPassword: 'old password',
      newPassword: 'new password!',
    });
    expect(harness.toasts[0]!.message).toBe('Your password is changed. Your other devices were signed out.');
  });

  it('wants the current password before sending', async () => {
    await show(setPasswordAnswer(done, true));
    type(input('newPassword'), 'new password!');
    type(input('confirmPassword'), 'new password!');
    await submit(input('newPassword'));
    expect(problem()).toBe('Please enter your current password.');
    expect(input('currentPassword')!.getAttribute('aria-invalid')).toBe('true');
  });

  it('says how many attempts remain after a wrong current password, keeping what was typed', async () => {
    await change({ __typename: 'InvalidPassword', message: 'Wrong.', failCount: 2 });
    expect(problem()).toBe(
      'That password was incorrect. You have 4 more attempts before your account is locked for 1 minute.',
    );
    expect(input('currentPassword')!.value).toBe('old password');
    expect(input('newPassword')!.value).toBe('new password!');
    expect(harness.navigations).toEqual([]);
    expect(harness.toasts).toEqual([]);
  });

  it('states a soft lockout in minutes and raises the ACCOUNT_LOCKOUT toast', async () => {
    await change({
      __typename: 'PasswordSoftLockout',
      message: 'Locked.',
      lockedOutUntil: Date.now() + 90_000,
    });
    const text = 'Due to too many password attempts, your account is locked for 2 minutes';
    expect(problem()).toBe(text);
    expect(harness.toasts).toEqual([{ message: text, toastStyle: 'ACCOUNT_LOCKOUT' }]);
  });

  it('states a permanent lockout', async () => {
    await change({ __typename: 'PasswordPermanentLockout', message: 'Locked for good.' });
    expect(problem()).toBe(
      'Due to security reasons, you can no longer sign in with password. Recover your password by requesting a magic link below.',
    );
  });

  it('shows a BadRequest’s message, and Please try again. on a network error', async () => {
    await change({ __typename: 'BadRequest', message: 'That password is too common.' });
    expect(problem()).toBe('That password is too common.');
    harness.unmount();
    harness = createHarness();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    await show((name) => {
      if (name === 'SetPassword') throw new Error('offline');
      return { viewer: viewer(true) };
    });
    type(input('currentPassword'), 'old password');
    type(input('newPassword'), 'new password!');
    type(input('confirmPassword'), 'new password!');
    await submit(input('currentPassword'));
    expect(problem()).toBe('Please try again.');
    errors.mockRestore();
  });
});

describe('a visitor', () => {
  it('is asked to sign in, and the API is not asked', async () => {
    await show(setPasswordAnswer(done), 'anonymous');
    expect(harness.container.textContent).toContain('Sign in to set or change your password.');
    expect(harness.container.querySelector('a')!.getAttribute('href')).toContain('/m/signin');
    expect(harness.sent('PasswordPageQuery')).toHaveLength(0);
  });
});
