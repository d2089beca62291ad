import { crupdatePasswordPage } from './page.ts';

describe('the /password page definition', () => {
  it('keeps the registered layout: top navigation with the wordmark only', () => {
    expect(crupdatePasswordPage.layout).toBe('top-navigation');
    expect(crupdatePasswordPage.navigation).toBe('wordmark');
  });

  it('is never indexed nor cached, and preloads nothing', async () => {
    expect((await crupdatePasswordPage.data()).describe(() => null, {})).toEqual({
      title: 'Password – Folio',
      noindex: true,
    });
    expect(crupdatePasswordPage.cacheKind).toBe('other');
    expect((await crupdatePasswordPage.data()).queries({})).toEqual([]);
  });

  it('loads its script lazily', async () => {
    expect((await crupdatePasswordPage.load()).Page.name).toBe('PasswordPage');
  });
});
