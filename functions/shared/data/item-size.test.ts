import { itemSize } from './item-size.ts';

describe('itemSize', () => {
  test('counts strings in UTF-8 bytes, names included', () => {
    expect(itemSize('abc')).toBe(3);
    expect(itemSize('é')).toBe(2);
    expect(itemSize({ ab: 'cd' })).toBe(3 + 1 + 2 + 2);
  });

  test('counts numbers by their significant digits, and lists and maps with their overhead', () => {
    expect(itemSize(12345)).toBe(4);
    expect(itemSize(true)).toBe(1);
    expect(itemSize(null)).toBe(1);
    expect(itemSize(['a', 'b'])).toBe(3 + 2 * (1 + 1));
  });

  test('leaves out undefined attributes, as the marshaller does', () => {
    expect(itemSize({ kept: 'x', dropped: undefined })).toBe(itemSize({ kept: 'x' }));
  });
});
