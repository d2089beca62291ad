import type { FolioData } from '#shared/data/data.ts';
import { createAuthorizer, handler, sessionTtlSeconds } from './authorizer.ts';
import { staticSecret } from '#shared/lambda/secret.ts';
import { authorizerEvent } from './core/test-doubles.ts';
import { signSessionToken } from './core/tokens.ts';

const anonymousContext = {
  viewerId: '',
  tier: 'FREE',
  isStaff: 'false',
  canViewSuspendedContent: 'false',
  xsrf: '',
  sessionHash: '',
};

test('a visitor is authorized as anonymous, cached for five minutes, without any environment', async () => {
  expect(await handler(authorizerEvent('anonymous'))).toEqual({
    isAuthorized: true,
    resolverContext: anonymousContext,
    ttlOverride: 300,
  });
});

test.each([
  '',
  'Bearer abc',
  'session:',
  'session:<script>',
  `session:${'a'.repeat(600)}`,
  'integration:',
  `integration:${'a'.repeat(49)}`,
  `integration:folio_${'a'.repeat(42)}`,
  `integration:folio_${'a'.repeat(42)}!`,
])('a malformed credential %p is refused', async (credential) => {
  expect((await handler(authorizerEvent(credential))).isAuthorized).toBe(false);
});

/** A table that must not be read: forged tokens are refused on their signature alone. */
const untouchable = new Proxy(
  {},
  {
    get() {
      throw new Error('the table was read');
    },
  },
);
const untouchableData = { entities: new Proxy({}, { get: () => untouchable }) } as unknown as FolioData;

test('a forged session token is anonymous for the session TTL, without reading the table', async () => {
  const authorize = createAuthorizer({
    data: untouchableData,
    secret: staticSecret('the-real-secret'),
    settings: { authOrigin: 'https://folio.example' },
  });
  const forged = signSessionToken('a-guessed-secret', 'some-session-id');
  expect(await authorize(authorizerEvent(`session:${forged}`))).toEqual({
    isAuthorized: true,
    resolverContext: anonymousContext,
    ttlOverride: sessionTtlSeconds,
  });
  expect(await authorize(authorizerEvent('session:no-signature'))).toMatchObject({
    ttlOverride: sessionTtlSeconds,
  });
});
