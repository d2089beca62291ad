import { print } from 'graphql';
import { resolverManifest } from '../../graphql/resolver-manifest.ts';
import { createHandler as postsHandler } from '../../functions/posts/handler.ts';
import { createHandler as publicationsHandler } from '../../functions/publications/handler.ts';
import { createHandler as usersHandler } from '../../functions/users/handler.ts';
import { resolverContextFor } from '../../functions/shared/viewer.ts';
import { createLocalAppSync } from '../../infra/local/appsync/local-appsync.ts';
import type { LambdaHandler } from '../../infra/local/appsync/lambda-invoke.ts';
import { loadAppSyncSchema } from '../../infra/local/appsync/schema.ts';
import { ViewerQuery } from '../../web/src/lib/viewer/viewer-query.ts';
import { testViewer } from '../fixtures/appsync-event.ts';
import { makeUser } from '../fixtures/factories.ts';
import { createTestTable } from '../fixtures/table.ts';

/**
 * ViewerQuery (the shell's automatic toasts and banners, spec 2 §4, §7) exactly as the browser sends it,
 * through the local AppSync to DynamoDB Local. A stand-in authorizer reads the viewer from `viewer:{id}`.
 */
let table: Awaited<ReturnType<typeof createTestTable>>;
let run: (viewerId?: string) => Promise<any>;

const standInAuthorizer = (async (event: { authorizationToken: string }) => {
  const viewerId = event.authorizationToken.startsWith('viewer:') ? event.authorizationToken.slice(7) : '';
  return {
    isAuthorized: true,
    resolverContext: resolverContextFor(testViewer({ id: viewerId || undefined, xsrf: viewerId && 'x' })),
    ttlOverride: 0,
  };
}) as unknown as LambdaHandler;

beforeAll(async () => {
  table = await createTestTable();
  const unused = (async () => {
    throw new Error('not part of this test');
  }) as LambdaHandler;
  const appsync = createLocalAppSync({
    schema: loadAppSyncSchema(),
    manifest: resolverManifest,
    resolvers: {
      posts: postsHandler(table.data) as LambdaHandler,
      users: usersHandler(table.data) as LambdaHandler,
      publications: publicationsHandler(table.data) as LambdaHandler,
      auth: unused,
    },
    authorizer: standInAuthorizer,
  });
  run = async (viewerId) => {
    const answer = await appsync.execute(
      { query: print(ViewerQuery), variables: {} },
      { authorization: viewerId ? `viewer:${viewerId}` : 'anonymous' },
    );
    expect(answer.status).toBe(200);
    return answer.body;
  };
});
afterAll(() => table.close());

test('ViewerQuery answers what the automatic toasts and banners need of the signed-in reader', async () => {
  const ada = await makeUser(table.data, {
    username: 'ada',
    name: 'Ada',
    email: 'ada@folio.example',
    tier: 'MEMBER',
    memberSince: Date.UTC(2024, 0, 1),
    isSuspended: true,
    dismissableFlags: ['expired-last-week'],
  });
  const body = await run(ada.id);
  expect(body.errors).toBeUndefined();
  expect(body.data.viewer).toEqual({
    id: ada.id,
    name: 'Ada',
    username: 'ada',
    isSuspended: true,
    emailObfuscated: 'a***@f***.example',
    unverifiedEmail: null,
    dismissableFlags: ['expired-last-week'],
    membership: {
      id: `membership-${ada.id}`,
      tier: 'MEMBER',
      memberSince: Date.UTC(2024, 0, 1) / 1000,
      friendSince: null,
    },
  });
});

test('ViewerQuery shows a reader without a verified address, and the address waiting for it', async () => {
  const reader = await makeUser(table.data, { username: 'noemail', unverifiedEmail: 'new@folio.example' });
  expect((await run(reader.id)).data.viewer).toMatchObject({
    emailObfuscated: null,
    unverifiedEmail: 'new@folio.example',
    membership: null,
  });
});

test('ViewerQuery answers viewer null for a visitor', async () => {
  expect(await run()).toEqual({ data: { viewer: null } });
});
