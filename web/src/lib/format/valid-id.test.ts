import { isValidId } from './valid-id.ts';

describe('isValidId', () => {
  it.each(['a1b2c3', 'lo', 'l_o_1', 'xlo_1'])('accepts %p', (value) => {
    expect(isValidId(value)).toBe(true);
  });

  it.each(['', 'lo_', 'lo_123', null, undefined])('rejects %p', (value) => {
    expect(isValidId(value)).toBe(false);
  });
});
