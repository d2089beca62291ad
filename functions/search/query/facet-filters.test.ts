import { parseFacetFilters, parseNumericFilters } from './facet-filters.ts';

describe('parseFacetFilters', () => {
  it('joins the outer list with AND and inner lists with OR, a leading dash negating', () => {
    expect(parseFacetFilters('posts', ['tags:a', ['creatorId:u1', '-collectionId:c1']])).toEqual({
      type: 'and',
      operands: [
        { type: 'facet', attribute: 'tags', value: 'a' },
        {
          type: 'or',
          operands: [
            { type: 'facet', attribute: 'creatorId', value: 'u1' },
            { type: 'not', operand: { type: 'facet', attribute: 'collectionId', value: 'c1' } },
          ],
        },
      ],
    });
  });

  it('takes a single string, booleans and an escaped leading dash', () => {
    expect(parseFacetFilters('users', 'highQualityUser:true')).toEqual({
      type: 'facet',
      attribute: 'highQualityUser',
      value: true,
    });
    expect(parseFacetFilters('tags', ['tagSlug:\\-odd'])).toMatchObject({ value: '-odd' });
  });

  it('refuses what is not attribute:value or not filterable', () => {
    expect(() => parseFacetFilters('posts', ['tags'])).toThrow(/not attribute:value/);
    expect(() => parseFacetFilters('lists', ['name:x'])).toThrow(/not filterable in lists/);
  });
});

describe('parseNumericFilters', () => {
  it('reads comparisons and ranges', () => {
    expect(
      parseNumericFilters('posts', ['clapCount>10', ['latestPublishedAt:1 TO 2', 'clapCount<=3']]),
    ).toEqual({
      type: 'and',
      operands: [
        { type: 'numeric', attribute: 'clapCount', operator: '>', value: 10 },
        {
          type: 'or',
          operands: [
            { type: 'range', attribute: 'latestPublishedAt', from: 1, to: 2 },
            { type: 'numeric', attribute: 'clapCount', operator: '<=', value: 3 },
          ],
        },
      ],
    });
  });

  it('refuses a facet, an unknown attribute and a malformed filter', () => {
    expect(() => parseNumericFilters('posts', 'tags>1')).toThrow(/is a facet/);
    expect(() => parseNumericFilters('tags', 'followerCount>1')).toThrow(/not filterable in tags/);
    expect(() => parseNumericFilters('posts', 'clapCount ~ 1')).toThrow(/attribute operator number/);
  });
});
