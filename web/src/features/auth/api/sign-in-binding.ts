import { authPaths } from '#contract/auth-paths.ts';

/**
 * This browser's binding for a sign-in call (functions/auth/email-sign-in/binding.ts): GET
 * /m/callback/email/binding leaves an HttpOnly cookie here and answers the value the call passes on,
 * so the link or account token it gets signs this browser in at once, while any other browser is asked
 * to confirm first (login CSRF). Undefined when it cannot be had: the sign-in still works, with that
 * one confirmation.
 */
export async function signInBinding(
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): Promise<string | undefined> {
  try {
    const response = await fetchImpl(authPaths.signInBinding, {
      credentials: 'same-origin',
      cache: 'no-store',
    });
    if (!response.ok) return undefined;
    const { binding } = (await response.json()) as { binding?: unknown };
    return typeof binding === 'string' ? binding : undefined;
  } catch (error) {
    console.warn('No sign-in binding for this browser: its sign-in link will ask to confirm.', error);
    return undefined;
  }
}

/** `variables` with this browser's binding (GraphQL `binding: String`), when it has one. */
export async function withSignInBinding<V extends object>(variables: V): Promise<V & { binding?: string }> {
  const binding = await signInBinding();
  return binding ? { ...variables, binding } : variables;
}
