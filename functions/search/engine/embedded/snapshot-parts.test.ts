import { fromParts, toParts } from './snapshot-parts.ts';

describe('snapshot parts', () => {
  it('splits an object down to the given depth and puts it back together', () => {
    const value = { a: { b: { c: [1, 2], d: 'x' }, e: {} }, f: null, g: 'é' };
    for (const depth of [0, 1, 2, 5]) expect(fromParts(toParts(value, depth))).toEqual(value);
  });

  it('keeps a key named __proto__ as a key of its own', () => {
    const value = JSON.parse('{"tokens":{"__proto__":{"n":1},"sun":{"n":2}}}') as unknown;
    const back = fromParts(toParts(value, 3)) as { tokens: Record<string, unknown> };
    expect(Object.keys(back.tokens)).toEqual(['__proto__', 'sun']);
    expect(({} as Record<string, unknown>).n).toBeUndefined();
  });

  it('keeps each part apart, so no single string holds the whole', () => {
    const big = { posts: { one: 'a'.repeat(1000), two: 'b'.repeat(1000) } };
    const buffer = toParts(big, 2);
    expect(buffer.length).toBeGreaterThan(2000);
    expect(buffer.toString('utf8')).not.toContain('"one":');
    expect(fromParts(buffer)).toEqual(big);
  });
});
