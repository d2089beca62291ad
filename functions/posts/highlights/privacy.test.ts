import { anonymousViewer } from '#shared/api/viewer.ts';
import { countsInTally, isShownTo } from './privacy.ts';

const as = (id: string) => ({ ...anonymousViewer, id });

describe('private highlights (decision 224)', () => {
  test('only a public highlight counts in its passage’s tally', () => {
    expect(countsInTally({ quoteType: 'HIGHLIGHT' })).toBe(true);
    expect(countsInTally({ quoteType: 'HIGHLIGHT', isPrivate: false })).toBe(true);
    expect(countsInTally({ quoteType: 'HIGHLIGHT', isPrivate: true })).toBe(false);
    expect(countsInTally({ quoteType: 'RESPONSE' })).toBe(false);
  });

  test('a private highlight is shown to its reader alone', () => {
    const secret = { userId: 'ruth', isPrivate: true };
    expect(isShownTo(secret, as('ruth'))).toBe(true);
    expect(isShownTo(secret, as('theo'))).toBe(false);
    expect(isShownTo(secret, anonymousViewer)).toBe(false);
    expect(isShownTo({ userId: 'ruth' }, anonymousViewer)).toBe(true);
  });
});
