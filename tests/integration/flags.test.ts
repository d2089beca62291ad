import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createPlatformFields } from '#functions/auth/platform/fields.ts';
import { createFlagStore } from '#shared/data/flag-store.ts';
import { resolverEvent } from '#fixtures/appsync-event.ts';
import { createTestTable } from '#fixtures/table.ts';

let table: Awaited<ReturnType<typeof createTestTable>>;
beforeAll(async () => {
  table = await createTestTable();
});
afterAll(() => table.close());

const flagOf = (flags: unknown, name: string) =>
  (flags as { name: string; valueType: { boolValue: boolean | null } }[]).find((flag) => flag.name === name);

test('Query.variantFlags answers every catalogue flag, stored values first', async () => {
  const store = createFlagStore(table.data, { cacheMs: 0 });
  const fields = createPlatformFields({ flags: store });
  const before = await fields['Query.variantFlags']!(resolverEvent('Query.variantFlags'));
  expect(flagOf(before, 'enable_mastodon_for_members')?.valueType.boolValue).toBe(false);

  await store.set('enable_mastodon_for_members', true, 'test');
  const after = await fields['Query.variantFlags']!(resolverEvent('Query.variantFlags'));
  expect(flagOf(after, 'enable_mastodon_for_members')?.valueType).toEqual({
    boolValue: true,
    stringValue: null,
  });

  await store.unset('enable_mastodon_for_members');
  expect((await store.all()).enable_mastodon_for_members).toBe(false);
});

test('a value of the wrong type is refused', async () => {
  const store = createFlagStore(table.data);
  await expect(store.set('disable_login_email', 'yes', 'test')).rejects.toThrow(
    'Flag disable_login_email takes a boolean',
  );
});

test('a container reuses what it read until the cache time passes', async () => {
  let now = 1_000;
  const reader = createFlagStore(table.data, { cacheMs: 30_000, now: () => now });
  const writer = createFlagStore(table.data, { cacheMs: 0 });
  expect((await reader.all()).disable_lite_gift_page).toBe(false);
  await writer.set('disable_lite_gift_page', true, 'test');
  expect((await reader.all()).disable_lite_gift_page).toBe(false);
  now += 30_000;
  expect((await reader.all()).disable_lite_gift_page).toBe(true);
  await writer.unset('disable_lite_gift_page');
});

test('operators change flags with npm run flags', async () => {
  const run = (...args: string[]) =>
    promisify(execFile)(
      'npx',
      [
        'tsx',
        'tools/flags.ts',
        '--table',
        table.table,
        '--endpoint',
        process.env.AWS_ENDPOINT_URL_DYNAMODB!,
        ...args,
      ],
      { env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' } },
    );
  expect((await run('set', 'enable_google_one_tap', 'true')).stdout).toContain(
    'enable_google_one_tap set to true.',
  );
  expect((await createFlagStore(table.data).all()).enable_google_one_tap).toBe(true);
  expect((await run('list')).stdout).toContain('enable_google_one_tap = true (stored)');
  await expect(run('set', 'enable_google_one_tap', 'maybe')).rejects.toMatchObject({
    stderr: expect.stringContaining('enable_google_one_tap takes true or false.'),
  });
  await run('unset', 'enable_google_one_tap');
  expect((await createFlagStore(table.data).all()).enable_google_one_tap).toBe(false);
}, 60_000);
