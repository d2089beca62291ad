import { viewerQuery } from '#web/connected/viewer/viewer-query.ts';
import { variantFlagsData, variantFlagsQuery } from '#web/lib/flags/variant-flags-query.ts';
import { createServerClient } from './server-client.ts';
import { cannedExecutor } from './testing/canned-api.ts';

const noApi = cannedExecutor().execute;

test("shares what Apollo derives from documents between renders, never a render's data", () => {
  const first = createServerClient(noApi, {});
  const second = createServerClient(noApi, {});
  first.adopt(variantFlagsQuery(), variantFlagsData({ enable_lite_publications: true }));
  expect(first.apollo.readQuery(variantFlagsQuery())).not.toBeNull();
  expect(second.apollo.readQuery(variantFlagsQuery())).toBeNull();
  expect(second.apollo.extract()).toEqual({});
  const { query } = viewerQuery();
  expect(second.apollo.cache.transformDocument(query)).toBe(first.apollo.cache.transformDocument(query));
});

test('asks the API once for several queries, and not again for what it has', async () => {
  const executor = cannedExecutor({ more: { viewer: () => null } });
  const client = createServerClient(executor.execute, { authorization: 'anonymous' });
  const outcomes = await client.preload([variantFlagsQuery(), viewerQuery()]);
  expect(outcomes).toEqual([{ ok: true }, { ok: true }]);
  expect(await client.preload([variantFlagsQuery()])).toEqual([{ ok: true }]);
  expect(executor.fields()).toEqual([['variantFlags', 'viewer']]);
  expect(executor.calls[0]!.headers).toEqual({ authorization: 'anonymous' });
});

test("fails only the queries whose fields failed, as Apollo's client.query would", async () => {
  const executor = cannedExecutor({ failing: { viewer: 'viewer is down' } });
  const client = createServerClient(executor.execute, {});
  const [flags, viewer] = await client.preload([variantFlagsQuery(), viewerQuery()]);
  expect(flags).toEqual({ ok: true });
  expect(viewer).toMatchObject({
    ok: false,
    error: { name: 'CombinedGraphQLErrors', message: 'viewer is down' },
  });
  expect(client.apollo.readQuery(viewerQuery())).toBeNull();
});

test('fails every query when the request itself fails', async () => {
  const client = createServerClient(cannedExecutor({ throwing: ['variantFlags'] }).execute, {});
  const outcomes = await client.preload([variantFlagsQuery(), viewerQuery()]);
  expect(outcomes.map((outcome) => outcome.ok)).toEqual([false, false]);
});
