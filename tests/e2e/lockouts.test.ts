import { hashPassword } from '#functions/auth/password/hash.ts';
import { rateLimits } from '#functions/auth/core/rate-limits.ts';
import { windowStartOf } from '#shared/data/rate-limit.ts';
import { authErrorMessage } from '#contract/auth-messages.ts';
import { makeUser } from '#fixtures/factories.ts';
import { browserSuite, waitForHydration } from './browser.ts';
import { openEmailSignIn } from './sign-in-by-email.ts';

/**
 * Every lockout message of password sign-in, in Chromium through the sign-in modal: the states are
 * written in the table (credential items, the IP's counter of wrong passwords) instead of waited for.
 */
const password = 'correct horse battery';
/** Each test's reader has an account of their own, so no test sees another's count. */
const readers = ['ada', 'bea', 'cy', 'dee', 'eve'] as const;
type Reader = (typeof readers)[number];
const emailOf = (reader: Reader) => `${reader}@folio.example`;
const userIdOf = (reader: Reader) => `user-${reader}`;
/** The browser's address as the gateway sees it. */
const ip = '127.0.0.1';

const suite = browserSuite({
  prepare: async ({ data }) => {
    const passwordHash = await hashPassword(password);
    for (const reader of readers) {
      const user = await makeUser(data, {
        id: userIdOf(reader),
        username: reader,
        name: reader.toUpperCase(),
        email: emailOf(reader),
        hasPassword: true,
      });
      await data.entities.claim.put({ kind: 'email', value: emailOf(reader), ownerId: user.id }).go();
      await data.entities.credential.put({ userId: user.id, passwordHash, updatedAt: Date.now() }).go();
    }
  },
});

const dialog = () => suite.page.getByRole('dialog');
const alert = () => dialog().getByRole('alert');
const lockoutToast = () => suite.page.locator('.toast[data-toast-style="ACCOUNT_LOCKOUT"] .toast__message');
const credentialOf = async (reader: Reader) => {
  const stored = suite.runtime.data.entities.credential.get({ userId: userIdOf(reader) });
  return (await stored.go({ consistent: true })).data;
};
/** Adds a stored lockout state to the reader's credential (its password hash stays). */
const seed = (reader: Reader, state: Record<string, number | boolean>) =>
  suite.runtime.data.entities.credential
    .patch({ userId: userIdOf(reader) })
    .set(state)
    .go();

/** Opens the modal on the reader's profile and goes to the password form through the e-mail step. */
async function openPasswordForm(reader: Reader) {
  await openEmailSignIn(suite.page, suite.runtime.url, emailOf(reader), `/@${reader}`);
  await dialog().getByRole('button', { name: 'Sign in with password' }).click();
  await dialog().getByRole('heading', { name: 'Sign in with password' }).waitFor();
  expect(await dialog().getByLabel('Your email').inputValue()).toBe(emailOf(reader));
}

/** Types `attempt` as the password and sends it; the answer's inline message. */
async function submitPassword(attempt: string) {
  const { page, runtime } = suite;
  const answered = page.waitForResponse(
    (response) =>
      response.url().startsWith(runtime.url) &&
      response.request().method() === 'POST' &&
      (response.request().postData() ?? '').includes('signInWithPassword'),
  );
  await dialog().getByLabel('Your password').fill(attempt);
  await dialog().getByLabel('Your password').press('Enter');
  await answered;
  await dialog().getByRole('button', { name: 'Signing in…' }).waitFor({ state: 'detached' });
  return alert().textContent();
}

test('a wrong password counts down the attempts left, inline and without a toast', async () => {
  await openPasswordForm('ada');
  expect(await submitPassword('not the password')).toBe(
    'That password was incorrect. You have 5 more attempts before your account is locked for 1 minute.',
  );
  expect(await lockoutToast().count()).toBe(0);
  // What was typed stays; the count is the table's.
  expect(await dialog().getByLabel('Your password').inputValue()).toBe('not the password');
  expect(await credentialOf('ada')).toMatchObject({ failCount: 1, permanentlyLocked: false });

  expect(await submitPassword('still not it')).toBe(
    authErrorMessage({ type: 'InvalidPassword', failCount: 2 }),
  );
});

test('the sixth wrong password locks for a minute, inline and in the ACCOUNT_LOCKOUT toast', async () => {
  const { page } = suite;
  await seed('bea', { failCount: 5, lastFailureAt: Date.now() - 60_000 });
  await openPasswordForm('bea');
  const message = 'Due to too many password attempts, your account is locked for 1 minute';
  expect(await submitPassword('sixth wrong one')).toBe(message);
  expect(await lockoutToast().textContent()).toBe(message);
  const stored = (await credentialOf('bea'))!;
  expect(stored).toMatchObject({ failCount: 0, softLockouts: 1, permanentlyLocked: false });
  expect(stored.lockedOutUntil! - Date.now()).toBeGreaterThan(50_000);

  // While locked even the right password is not tried: the same answer, worked out from the same time.
  expect(await submitPassword(password)).toBe(
    authErrorMessage({ type: 'PasswordSoftLockout', lockedOutUntil: stored.lockedOutUntil! }),
  );
  expect(await page.locator('.header__sign-in').count()).toBe(1);
});

test('the sixth soft lockout of the day is permanent: only a magic link helps, the address kept', async () => {
  const hourAgo = Date.now() - 3_600_000;
  await seed('cy', { failCount: 5, lastFailureAt: hourAgo, softLockouts: 5, softLockoutsSince: hourAgo });
  await openPasswordForm('cy');
  const message = authErrorMessage({ type: 'PasswordPermanentLockout' });
  expect(message).toBe(
    'Due to security reasons, you can no longer sign in with password. Recover your password by requesting a magic link below.',
  );
  expect(await submitPassword('wrong again')).toBe(message);
  expect(await lockoutToast().textContent()).toBe(message);
  expect(await credentialOf('cy')).toMatchObject({ permanentlyLocked: true });
  // The password cannot help any more: no Sign in button, the magic link instead.
  expect(await dialog().getByRole('button', { name: 'Sign in', exact: true }).count()).toBe(0);

  await dialog().getByRole('button', { name: 'Request a magic link' }).click();
  await dialog().getByRole('heading', { name: 'Sign in with email' }).waitFor();
  expect(await dialog().getByLabel('Your email').inputValue()).toBe(emailOf('cy'));
  await dialog().getByRole('button', { name: 'Continue' }).click();
  await dialog().getByRole('heading', { name: 'Check your inbox.' }).waitFor();
  expect(await dialog().textContent()).toContain(`Click the link we sent to ${emailOf('cy')}`);
});

test('a network with too many wrong passwords is locked out for the rest of the day', async () => {
  const { runtime } = suite;
  const rule = rateLimits.passwordFailuresPerIp;
  const windowStart = windowStartOf(rule, Date.now());
  const counter = { bucket: rule.bucket, key: ip, windowStart };
  await runtime.data.entities.rateLimit
    .put({ ...counter, count: rule.limit, expiresAt: windowStart / 1000 + rule.windowSeconds })
    .go();
  try {
    await openPasswordForm('dee');
    const message = 'For security reasons, you cannot sign in from this network for 1 day.';
    expect(authErrorMessage({ type: 'IpAuthLockout', lockedOutUntil: windowStart + 86_400_000 })).toBe(
      message,
    );
    // Even the right password: the network is refused before any account is looked at.
    expect(await submitPassword(password)).toBe(message);
    expect(await lockoutToast().textContent()).toBe(message);
    expect(await credentialOf('dee')).toMatchObject({ failCount: 0 });
  } finally {
    await runtime.data.entities.rateLimit.delete(counter).go();
  }
});

test('the right password signs in and comes back to the page, signed in', async () => {
  const { page } = suite;
  await seed('eve', { failCount: 3, lastFailureAt: Date.now() - 60_000 });
  await openPasswordForm('eve');
  await dialog().getByLabel('Your password').fill(password);
  await dialog().getByLabel('Your password').press('Enter');
  await page.waitForURL((url) => url.pathname === '/@eve');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Your account' }).waitFor();
  expect(await page.locator('.header__sign-in').count()).toBe(0);
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'folio_sid')).toBeDefined();
  // A right password starts the count again.
  expect(await credentialOf('eve')).toMatchObject({ failCount: 0 });
});
