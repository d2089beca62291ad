import { parseFilters } from './filter-grammar.ts';
import { SearchRequestError } from './search-request-error.ts';

describe('parseFilters (Algolia filters grammar)', () => {
  it('reads a facet, a quoted value and a boolean facet', () => {
    expect(parseFilters('posts', 'creatorId:u1')).toEqual({
      type: 'facet',
      attribute: 'creatorId',
      value: 'u1',
    });
    expect(parseFilters('posts', 'tags:"machine learning"')).toEqual({
      type: 'facet',
      attribute: 'tags',
      value: 'machine learning',
    });
    expect(parseFilters('posts', 'isLocked:false')).toEqual({
      type: 'facet',
      attribute: 'isLocked',
      value: false,
    });
  });

  it('binds AND tighter than OR, and reads NOT and parentheses', () => {
    expect(parseFilters('posts', 'tags:a AND (tags:b OR NOT tags:"c d") OR creatorId:x')).toEqual({
      type: 'or',
      operands: [
        {
          type: 'and',
          operands: [
            { type: 'facet', attribute: 'tags', value: 'a' },
            {
              type: 'or',
              operands: [
                { type: 'facet', attribute: 'tags', value: 'b' },
                { type: 'not', operand: { type: 'facet', attribute: 'tags', value: 'c d' } },
              ],
            },
          ],
        },
        { type: 'facet', attribute: 'creatorId', value: 'x' },
      ],
    });
  });

  it('reads comparisons, ranges and a number attribute compared with a colon', () => {
    expect(parseFilters('posts', 'clapCount >= 3')).toEqual({
      type: 'numeric',
      attribute: 'clapCount',
      operator: '>=',
      value: 3,
    });
    expect(parseFilters('posts', 'clapCount!=0')).toMatchObject({ operator: '!=', value: 0 });
    expect(parseFilters('lists', 'itemCount:1 TO 5')).toEqual({
      type: 'range',
      attribute: 'itemCount',
      from: 1,
      to: 5,
    });
    expect(parseFilters('users', 'followerCount:10')).toEqual({
      type: 'numeric',
      attribute: 'followerCount',
      operator: '=',
      value: 10,
    });
  });

  it('keeps escaped quotes inside a quoted value', () => {
    expect(parseFilters('posts', 'tags:"say \\"hi\\""')).toMatchObject({ value: 'say "hi"' });
  });

  it('answers nothing for an empty filter', () => {
    expect(parseFilters('posts', '   ')).toBeUndefined();
  });

  it.each([
    ['bodyText:x', /not filterable in posts/],
    ['secret > 3', /not filterable/],
    ['tags > 3', /is a facet/],
    ['clapCount > many', /not one/],
    ['isLocked:maybe', /true or false/],
    ['tags:a AND', /expected an attribute at the end/],
    ['(tags:a', /expected "\)"/],
    ['tags:a tags:b', /AND, OR or the end/],
    ['tags:"open', /not closed/],
    ['tags', /":" or a comparison/],
    ['tags:a TO 3', /not filterable|compares numbers/],
  ])('refuses %s', (filters, message) => {
    expect(() => parseFilters('posts', filters)).toThrow(SearchRequestError);
    expect(() => parseFilters('posts', filters)).toThrow(message);
  });
});
