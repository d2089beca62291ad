import { boundedMemo } from './bounded-memo.ts';

test('computes a key once, and forgets the oldest key past the limit', () => {
  const computed: string[] = [];
  const lengthOf = boundedMemo(2, (key) => {
    computed.push(key);
    return key.length;
  });
  expect([lengthOf('a'), lengthOf('bb'), lengthOf('a')]).toEqual([1, 2, 1]);
  expect(computed).toEqual(['a', 'bb']);
  lengthOf('ccc');
  lengthOf('a');
  expect(computed).toEqual(['a', 'bb', 'ccc', 'a']);
});
