import { assertCursorFits, invalidCursorMessage, rethrowRejectedCursor } from './cursor.ts';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const gsi3Key = {
  pk: '$folio#id_1',
  sk: '$postpage#post_1',
  gsi3pk: '$folio',
  gsi3sk: '$post_1#firstpublishedat_1',
};

describe('assertCursorFits', () => {
  test("accepts a start key of the queried index, as ElectroDB's cursor holds it", () => {
    expect(() => assertCursorFits(encode(gsi3Key), 'gsi3')).not.toThrow();
    expect(() => assertCursorFits(encode({ pk: 'a', sk: 'b' }), 'table')).not.toThrow();
  });

  test.each<[string, string, 'gsi1' | 'gsi3']>([
    ['garbage', 'not a cursor', 'gsi3'],
    ['JSON null', encode(null), 'gsi3'],
    ['an array', encode(['pk']), 'gsi3'],
    ['a start key of another index', encode(gsi3Key), 'gsi1'],
    ['a number value', encode({ ...gsi3Key, sk: 1 }), 'gsi3'],
    ['a missing key', encode({ pk: 'a', sk: 'b', gsi3pk: 'c' }), 'gsi3'],
    ['an extra key', encode({ ...gsi3Key, admin: 'true' }), 'gsi3'],
  ])('refuses %s with BadRequest', (_, cursor, index) => {
    expect(() => assertCursorFits(cursor, index)).toThrow(
      expect.objectContaining({ name: 'BadRequest', message: invalidCursorMessage }),
    );
  });
});

describe('rethrowRejectedCursor', () => {
  test("turns DynamoDB's refusal of a start key into BadRequest, as the SDK throws it or wrapped", () => {
    const refused = Object.assign(new Error('start key'), { name: 'ValidationException' });
    const wrapped = Object.assign(new Error('ElectroDB'), { cause: { name: 'ValidationException' } });
    for (const error of [refused, wrapped])
      expect(() => rethrowRejectedCursor(error)).toThrow(expect.objectContaining({ name: 'BadRequest' }));
  });

  test('rethrows anything else untouched', () => {
    const outage = new Error('network down');
    expect(() => rethrowRejectedCursor(outage)).toThrow(outage);
  });
});
