import type { AppSyncAuthorizerEvent } from 'aws-lambda';
import { handler } from './authorizer.ts';

const event = (authorizationToken: string): AppSyncAuthorizerEvent => ({
  authorizationToken,
  requestContext: {
    apiId: 'local',
    accountId: '000000000000',
    requestId: 'r1',
    queryString: '{ viewer { id } }',
    operationName: undefined,
    variables: {},
  },
  requestHeaders: {},
});

test('a visitor is authorized as anonymous, cached for five minutes', async () => {
  const result = await handler(event('anonymous'));
  expect(result).toEqual({
    isAuthorized: true,
    resolverContext: { viewerId: '', tier: 'FREE', isStaff: 'false', canViewSuspendedContent: 'false' },
    ttlOverride: 300,
  });
});

test.each(['', 'Bearer abc', 'session:', 'session:<script>', `session:${'a'.repeat(600)}`])(
  'a malformed credential %p is refused',
  async (credential) => {
    expect((await handler(event(credential))).isAuthorized).toBe(false);
  },
);
