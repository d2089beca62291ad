import { reasonText } from './texts.ts';

const post = { creator: { name: 'Ada Lovelace' }, collection: { name: 'The Engine' } };

describe('the "why am I seeing this" line of a For you card (decision 212)', () => {
  it.each([
    ['FOLLOWED_WRITER', null, 'Because you follow Ada Lovelace'],
    ['FOLLOWED_PUBLICATION', null, 'Because you follow The Engine'],
    ['FOLLOWED_TAG', 'Data', 'Because you follow Data'],
    ['READING_HISTORY', 'Design', 'Because you read about Design'],
    ['POPULAR_IN_TAG', 'Design', 'Popular in Design'],
    ['NEW_IN_TAG', 'Data', 'New in Data'],
    ['NEW', null, 'New on Folio'],
  ] as const)('%s reads "%s"', (kind, tagTitle, line) => {
    expect(reasonText({ kind, tagTitle }, post)).toBe(line);
  });
});
