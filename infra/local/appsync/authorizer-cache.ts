import type { AppSyncAuthorizerEvent, AppSyncAuthorizerResult } from 'aws-lambda';
import { apiSettings } from '#graphql/api-settings.ts';

/**
 * AppSync caches an authorizer's answer per credential for its ttlOverride (or the API's default TTL);
 * a ttlOverride of 0 disables caching for that answer.
 */
export function createAuthorizerCache(
  call: (event: AppSyncAuthorizerEvent) => Promise<unknown>,
  now = Date.now,
) {
  const answers = new Map<string, { result: AppSyncAuthorizerResult; expiresAt: number }>();
  return async (event: AppSyncAuthorizerEvent) => {
    const cached = answers.get(event.authorizationToken);
    if (cached && cached.expiresAt > now()) return cached.result;
    const result = (await call(event)) as AppSyncAuthorizerResult;
    const ttl = result.ttlOverride ?? apiSettings.authorizerResultsTtlSeconds;
    if (ttl > 0) answers.set(event.authorizationToken, { result, expiresAt: now() + ttl * 1000 });
    if (answers.size > 10_000) answers.delete(answers.keys().next().value as string);
    return result;
  };
}
