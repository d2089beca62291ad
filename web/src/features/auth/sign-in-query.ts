import { parseEntryPoint, type EntryPoint } from '#web/connected/sign-in/entry-point.ts';
import type { SignInModalRequest, SignInOperation } from '#web/connected/sign-in/sign-in-request.ts';

/**
 * The sign-in page's query (spec 2 §2): operation, source (the entry point), redirect and actionUrl.
 * Unknown values fall back (login, no entry point); the return address is the redirect, else the
 * action's URL, else home. The server checks the address again before sending anyone there.
 */
/**
 * Spec 2 §3 "social login suggestion" (userId, redactedEmailAddress): a provider's address matched an
 * account, which the server does not link silently (functions/auth/oidc/callback.ts); the reader signs
 * in by e-mail first, then connects the provider.
 */
export interface SocialLoginSuggestion {
  userId: string;
  redactedEmailAddress: string;
}

export function parseSocialLoginSuggestion(search: string): SocialLoginSuggestion | null {
  const params = new URLSearchParams(search);
  const userId = params.get('suggestion');
  const redactedEmailAddress = params.get('redactedEmail');
  if (params.get('source') !== 'social_suggestion' || !userId || !redactedEmailAddress) return null;
  return { userId, redactedEmailAddress };
}

export function parseSignInQuery(search: string): SignInModalRequest {
  const params = new URLSearchParams(search);
  const operation: SignInOperation = params.get('operation') === 'register' ? 'register' : 'login';
  const entry: EntryPoint | undefined = parseEntryPoint(params.get('source'));
  const actionUrl = params.get('actionUrl') || undefined;
  const suggested = parseSocialLoginSuggestion(search) !== null;
  const newsletterV3Id = params.get('newsletterV3Id') || undefined;
  const userId = params.get('userId') || undefined;
  return {
    operation,
    redirect: params.get('redirect') || actionUrl || '/',
    ...(suggested ? { step: 'ENTER_EMAIL' as const } : {}),
    ...(entry ? { entry } : {}),
    ...(actionUrl ? { actionUrl } : {}),
    ...(newsletterV3Id ? { newsletterV3Id } : {}),
    ...(newsletterV3Id && userId ? { userId } : {}),
  };
}
