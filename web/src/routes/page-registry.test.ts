import {
  createPageRegistry,
  withoutQueries,
  type PageData,
  type PageDefinition,
  type PageModule,
} from './page-registry.ts';

const pageModule = { Page: () => null } as unknown as PageModule;
const pageData: PageData = { queries: () => [], describe: () => ({ title: 'T' }) };

function definitionLoading(
  load: () => Promise<PageModule>,
  data: () => Promise<PageData> = async () => pageData,
): PageDefinition {
  return { layout: 'basic', load, data, cacheKind: 'other' };
}

test("loads a page's script once, however often it is asked for", async () => {
  const load = jest.fn(async () => pageModule);
  const registry = createPageRegistry({ story: definitionLoading(load) });
  const loads = await Promise.all([registry.get('story').load(), registry.get('story').load()]);
  await registry.get('story').load();
  expect(loads).toEqual([pageModule, pageModule]);
  expect(load).toHaveBeenCalledTimes(1);
});

test('tries a failed load again on the next call', async () => {
  const load = jest
    .fn<Promise<PageModule>, []>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValue(pageModule);
  const registry = createPageRegistry({ story: definitionLoading(load) });
  await expect(registry.get('story').load()).rejects.toThrow('offline');
  await expect(registry.get('story').load()).resolves.toBe(pageModule);
  expect(load).toHaveBeenCalledTimes(2);
});

test("loads a page's data module once, and tries a failed one again", async () => {
  const data = jest
    .fn<Promise<PageData>, []>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValue(pageData);
  const registry = createPageRegistry({ story: definitionLoading(async () => pageModule, data) });
  await expect(registry.get('story').data()).rejects.toThrow('offline');
  const loads = await Promise.all([registry.get('story').data(), registry.get('story').data()]);
  expect(loads).toEqual([pageData, pageData]);
  expect(data).toHaveBeenCalledTimes(2);
});

test('a page that preloads nothing describes itself without a module', async () => {
  const data = await withoutQueries((_read, params) => ({ title: params.postId ?? 'New' }))();
  expect([data.queries({}), data.describe(() => null, { postId: 'p1' })]).toEqual([[], { title: 'p1' }]);
});

test('throws for a page that does not exist', () => {
  expect(() => createPageRegistry({}).get('nope')).toThrow('Expected nope page to exist.');
});
