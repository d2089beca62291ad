import { buildImageUrl, focusPoint, imageUrl } from './image-url.ts';

describe('buildImageUrl', () => {
  it('serves the image at /_/image/{id} with the options as query parameters', () => {
    expect(buildImageUrl('1*abc.png', { width: 800, height: 400, strategy: 'crop', webp: true })).toBe(
      '/_/image/1*abc.png?w=800&h=400&fit=crop&fx=50&fy=45&fm=webp',
    );
  });

  it('encodes the id', () => {
    expect(buildImageUrl('a/b c', { width: 10 })).toBe('/_/image/a%2Fb%20c?w=10&fit=resample');
  });

  it('crops around the given focus point, falling back to x 50 and y 45', () => {
    const crop = { width: 767, height: 271, strategy: 'crop' } as const;
    expect(buildImageUrl('i', { ...crop, focusPercentX: 20, focusPercentY: 80 })).toBe(
      '/_/image/i?w=767&h=271&fit=crop&fx=20&fy=80',
    );
    expect(buildImageUrl('i', { ...crop, focusPercentX: null, focusPercentY: null })).toBe(
      '/_/image/i?w=767&h=271&fit=crop&fx=50&fy=45',
    );
    expect(buildImageUrl('i', { ...crop, focusPercentX: 0, focusPercentY: 0 })).toBe(
      '/_/image/i?w=767&h=271&fit=crop&fx=0&fy=0',
    );
  });

  it('multiplies the box by the pixel ratio, capped at 2 and never below 1', () => {
    expect(buildImageUrl('i', { width: 330, height: 101, strategy: 'letterbox', pixelRatio: 1.5 })).toBe(
      '/_/image/i?w=495&h=152&fit=letterbox',
    );
    expect(buildImageUrl('i', { width: 100, pixelRatio: 3 })).toBe('/_/image/i?w=200&fit=resample');
    expect(buildImageUrl('i', { width: 100, pixelRatio: 0.5 })).toBe('/_/image/i?w=100&fit=resample');
  });

  it('adds blur and gradient', () => {
    expect(buildImageUrl('i', { width: 40, blur: 20, gradient: true })).toBe(
      '/_/image/i?w=40&fit=resample&blur=20&grad=1',
    );
  });

  it.each(['crop', 'letterbox'] as const)('requires a height for %s', (strategy) => {
    expect(() => buildImageUrl('i', { width: 100, strategy })).toThrow(new Error('Expected a height param.'));
  });

  it.each(['resample', 'proxy', undefined] as const)('needs no height for %p', (strategy) => {
    expect(() => buildImageUrl('i', { width: 100, strategy })).not.toThrow();
  });

  it('proxies without a box', () => {
    expect(buildImageUrl('i', { strategy: 'proxy' })).toBe('/_/image/i?fit=proxy');
  });
});

test('imageUrl is the path of an image, its id encoded', () => {
  expect(imageUrl('1*abc.png')).toBe('/_/image/1*abc.png');
  expect(imageUrl('a/b')).toBe('/_/image/a%2Fb');
});

describe('focusPoint', () => {
  it('is the image’s focus in percent, x 50 and y 45 where it says nothing (spec 3 §9)', () => {
    expect(focusPoint({ focusPercentX: 20, focusPercentY: 80 })).toEqual({ x: 20, y: 80 });
    expect(focusPoint({ focusPercentX: 0, focusPercentY: 0 })).toEqual({ x: 0, y: 0 });
    expect(focusPoint({ focusPercentX: null, focusPercentY: null })).toEqual({ x: 50, y: 45 });
    expect(focusPoint({})).toEqual({ x: 50, y: 45 });
  });

  it('clamps stored values outside 0–100 and ignores ones that are not numbers', () => {
    expect(focusPoint({ focusPercentX: -5, focusPercentY: 140 })).toEqual({ x: 0, y: 100 });
    expect(focusPoint({ focusPercentX: Number.NaN, focusPercentY: Infinity })).toEqual({ x: 50, y: 45 });
  });

  it('is the point the crop URL sends', () => {
    expect(buildImageUrl('i', { width: 10, height: 10, strategy: 'crop', focusPercentX: 120 })).toBe(
      '/_/image/i?w=10&h=10&fit=crop&fx=100&fy=45',
    );
  });
});
