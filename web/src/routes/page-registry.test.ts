import { createPageRegistry, type PageDefinition, type PageModule } from './page-registry.ts';

const pageModule = { Page: () => null } as unknown as PageModule;

function definitionLoading(load: () => Promise<PageModule>): PageDefinition {
  return { layout: 'basic', load, queries: () => [], describe: () => ({ title: 'T' }), cacheKind: 'other' };
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

test('throws for a page that does not exist', () => {
  expect(() => createPageRegistry({}).get('nope')).toThrow('Expected nope page to exist.');
});
