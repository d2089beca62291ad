import { parseColour } from './colour.ts';

describe('parseColour', () => {
  it('parses 6-digit hex as opaque', () => {
    expect(parseColour('#1a8917')).toEqual({ r: 26, g: 137, b: 23, a: 1 });
    expect(parseColour('#FFFFFF')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
  });

  it('parses 8-digit hex with the last pair as alpha', () => {
    expect(parseColour('#00000000')).toEqual({ r: 0, g: 0, b: 0, a: 0 });
    expect(parseColour('#ff000080')).toEqual({ r: 255, g: 0, b: 0, a: 128 / 255 });
  });

  it('parses rgba', () => {
    expect(parseColour('rgba(26, 137, 23, 0.5)')).toEqual({ r: 26, g: 137, b: 23, a: 0.5 });
    expect(parseColour(' RGBA(0,0,0,1) ')).toEqual({ r: 0, g: 0, b: 0, a: 1 });
    expect(parseColour('rgba(255, 255, 255, .25)')).toEqual({ r: 255, g: 255, b: 255, a: 0.25 });
  });

  it.each([
    '#fff',
    '#12345',
    '#1234567',
    '#123456789',
    '#12345g',
    'rgba(1, 2, 3)',
    'rgba(1, 2, 3, 0.5, 1)',
    'rgba(256, 0, 0, 1)',
    'rgba(0, 0, 0, 1.5)',
    'rgba(0, 0, 0, -1)',
    'rgba(a, b, c, d)',
  ])('throws Invalid color string for the malformed %p', (value) => {
    expect(() => parseColour(value)).toThrow(new Error('Invalid color string'));
  });

  it.each(['', 'red', 'rgb(1, 2, 3)', 'hsl(0, 0%, 0%)', '1a8917', 'transparent'])(
    'throws Unrecognized or invalid color string for %p',
    (value) => {
      expect(() => parseColour(value)).toThrow(new Error('Unrecognized or invalid color string'));
    },
  );
});
