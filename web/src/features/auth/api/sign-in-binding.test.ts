import { authPaths } from '#contract/auth-paths.ts';
import { signInBinding } from './sign-in-binding.ts';

const answering = (response: { ok: boolean; body?: unknown }) =>
  jest.fn(async () => ({ ok: response.ok, json: async () => response.body }) as Response);

test('asks the auth Lambda for this browser’s binding, with its cookies, never from a cache', async () => {
  const fetchImpl = answering({ ok: true, body: { binding: 'b'.repeat(43) } });
  expect(await signInBinding(fetchImpl)).toBe('b'.repeat(43));
  expect(fetchImpl).toHaveBeenCalledWith(authPaths.signInBinding, {
    credentials: 'same-origin',
    cache: 'no-store',
  });
});

test('without one (a refusal, an odd answer, no network) the sign-in goes on unbound', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  expect(await signInBinding(answering({ ok: false }))).toBeUndefined();
  expect(await signInBinding(answering({ ok: true, body: { binding: 42 } }))).toBeUndefined();
  expect(
    await signInBinding(
      jest.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    ),
  ).toBeUndefined();
  expect(warn).toHaveBeenCalledTimes(1);
  warn.mockRestore();
});
