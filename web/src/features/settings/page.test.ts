import type { RouteParams } from '#web/routes/catalogue.ts';
import type { CacheReader } from '#web/routes/page-registry.ts';
import { settingsPage } from './page.ts';

const read: CacheReader = () => null;

describe('the settings page definition', () => {
  it('is titled Settings for /me/settings and each tab, never indexed, never cached', async () => {
    const routes: RouteParams[] = [{}, { setting: 'account' }, { setting: 'security' }];
    for (const params of routes) {
      expect((await settingsPage.data()).describe(read, params)).toEqual({
        title: 'Settings – Folio',
        noindex: true,
      });
    }
    expect(settingsPage.cacheKind).toBe('other');
    expect(settingsPage.layout).toBe('two-column');
  });

  it('is not found for a setting that is no tab (the registry answers 404)', async () => {
    expect((await settingsPage.data()).describe(read, { setting: 'billing' })).toBeNull();
  });

  it('preloads nothing: the viewer’s data is loaded in the browser', async () => {
    expect((await settingsPage.data()).queries({})).toEqual([]);
  });

  it('loads its script lazily', async () => {
    const module = await settingsPage.load();
    expect(module.Page.name).toBe('SettingsPage');
  });
});
