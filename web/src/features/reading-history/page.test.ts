import { ReadingHistoryQuery } from './api/reading-history-query.ts';
import { readingHistoryPage } from './page.ts';

describe('the reading history page definition', () => {
  it('loads the first page of the viewer’s history, in the two-column layout, never cached', async () => {
    const data = await readingHistoryPage.data();
    expect(data.queries({})).toEqual([{ query: ReadingHistoryQuery, variables: { limit: 10 } }]);
    expect(readingHistoryPage.layout).toBe('two-column');
    expect(readingHistoryPage.cacheKind).toBe('other');
  });

  it('is titled Reading history and kept out of search engines', async () => {
    const data = await readingHistoryPage.data();
    expect(data.describe((() => null) as never, {})).toEqual({
      title: 'Reading history – Folio',
      noindex: true,
    });
  });
});
