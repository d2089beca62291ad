import { print } from 'graphql';
import { ViewerQuery } from '#web/connected/viewer/viewer-query.ts';
import { makeUser } from '#fixtures/factories.ts';
import { startLocalApi } from '#fixtures/local-api.ts';
import { createTestTable } from '#fixtures/table.ts';

/**
 * ViewerQuery (the shell's automatic toasts and banners, spec 2 §4, §7) exactly as the browser sends it,
 * through the local AppSync to DynamoDB Local (tests/fixtures/local-api.ts).
 */
let table: Awaited<ReturnType<typeof createTestTable>>;
let run: (viewerId?: string) => Promise<any>;

beforeAll(async () => {
  table = await createTestTable();
  const api = startLocalApi(table.data);
  run = (viewerId) => api.graphql(print(ViewerQuery), {}, viewerId);
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
