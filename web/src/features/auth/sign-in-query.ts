import { parseEntryPoint, type EntryPoint } from '../../lib/sign-in/entry-point.ts';
import type { SignInModalRequest, SignInOperation } from '../../lib/sign-in/sign-in-request.ts';

/**
 * The sign-in page's query (spec 2 §2): operation, source (the entry point), redirect and actionUrl.
 * Unknown values fall back (login, no entry point); the return address is the redirect, else the
 * action's URL, else home. The server checks the address again before sending anyone there.
 */
export function parseSignInQuery(search: string): SignInModalRequest {
  const params = new URLSearchParams(search);
  const operation: SignInOperation = params.get('operation') === 'register' ? 'register' : 'login';
  const entry: EntryPoint | undefined = parseEntryPoint(params.get('source'));
  const actionUrl = params.get('actionUrl') || undefined;
  return {
    operation,
    redirect: params.get('redirect') || actionUrl || '/',
    ...(entry ? { entry } : {}),
    ...(actionUrl ? { actionUrl } : {}),
  };
}
