import type { Viewer } from '#shared/api/viewer.ts';
import type { UserItem } from '../core/auth-repository.ts';
import { createConnections } from './connections.ts';
import type { IdentityItem } from '../core/identity/identity-repository.ts';

/** The rules of connected accounts over an in-memory table (DynamoDB: tests/integration/auth-connected-accounts). */
function setup(user: Partial<UserItem>, links: Array<[string, string, number]>) {
  let identities = links.map(
    ([provider, subject, createdAt]) =>
      ({ provider, subject, subjectKey: subject, userId: 'u1', createdAt }) as IdentityItem,
  );
  const connections = createConnections({
    repository: { findUserById: async (id) => ({ id, name: 'Ada', username: 'ada', ...user }) as UserItem },
    identities: {
      listIdentitiesByUser: async () => identities,
      unlinkIdentity: async (provider, subject) => {
        identities = identities.filter((item) => item.provider !== provider || item.subject !== subject);
        return true;
      },
    },
  });
  return { connections, left: () => identities.map((item) => item.subject) };
}

const as = (id: string | undefined, sessionHash = ''): Viewer =>
  ({ id, sessionHash, tier: 'FREE', isStaff: false, canViewSuspendedContent: false, xsrf: '' }) as Viewer;
const viewer = as('u1', 'h');

test('lists one row per provider with its first date, oldest first; null for anyone else', async () => {
  const { connections } = setup({}, [
    ['twitter', 'x', 5_000],
    ['google', 'g1', 3_000],
    ['google', 'g2', 9_000],
  ]);
  expect(await connections.connectedAccountsOf('u1', viewer)).toEqual([
    { __typename: 'ConnectedAccount', provider: 'google', connectedAt: 3 },
    { __typename: 'ConnectedAccount', provider: 'twitter', connectedAt: 5 },
  ]);
  expect(await connections.connectedAccountsOf('u2', viewer)).toBeNull();
  expect(await connections.connectedAccountsOf('u1', as(undefined))).toBeNull();
});

test.each([
  ['an e-mail address', { email: 'ada@example.com' }, [['twitter', 'x', 1]]],
  ['a password', { hasPassword: true }, [['twitter', 'x', 1]]],
  [
    'another provider',
    {},
    [
      ['twitter', 'x', 1],
      ['google', 'g', 2],
    ],
  ],
] as const)('disconnects when %s is left to sign in with', async (_why, user, links) => {
  const { connections, left } = setup(
    user,
    links.map((link) => [...link]),
  );
  expect(await connections.disconnectAccount('twitter', viewer)).toMatchObject({ __typename: 'User' });
  expect(left()).not.toContain('x');
});

test('refuses to remove the only way in, and NotFound for a provider not linked', async () => {
  const { connections, left } = setup({}, [['twitter', 'x', 1]]);
  expect(await connections.disconnectAccount('twitter', viewer)).toMatchObject({ __typename: 'BadRequest' });
  expect(left()).toEqual(['x']);
  expect(await connections.disconnectAccount('apple', viewer)).toEqual({
    __typename: 'NotFound',
    message: 'Your account is not connected to Apple.',
  });
});

test('visitors and token callers (no session) are Unauthorized', async () => {
  const { connections, left } = setup({ email: 'ada@example.com' }, [['google', 'g', 1]]);
  expect(await connections.disconnectAccount('google', as(undefined))).toMatchObject({
    __typename: 'Unauthorized',
  });
  expect(await connections.disconnectAccount('google', as('u1'))).toMatchObject({
    __typename: 'Unauthorized',
  });
  expect(left()).toEqual(['g']);
});
