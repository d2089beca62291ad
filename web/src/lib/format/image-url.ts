/** Where the API serves an image's bytes (CloudFront's /_/image/* behaviour). */
export const imageUrl = (imageId: string) => `/_/image/${encodeURIComponent(imageId)}`;

/**
 * How the server fits an image to the requested box (spec 3 §7: "resize, crop, letterbox"): resample
 * scales keeping the aspect ratio, crop fills the box around the focus point, letterbox fits inside it
 * with bands, proxy passes the stored bytes through (a box given with it is sent along for the server
 * to ignore or honour).
 */
export type ImageStrategy = 'resample' | 'crop' | 'letterbox' | 'proxy';

export interface ImageOptions {
  /** CSS pixels; multiplied by the pixel ratio. */
  width?: number;
  height?: number;
  /** Default resample. */
  strategy?: ImageStrategy;
  /** The device pixel ratio, passed in rather than read so server and browser build the same URL. */
  pixelRatio?: number;
  webp?: boolean;
  /** Blur radius in pixels. */
  blur?: number;
  gradient?: boolean;
  /** Focus point in percent of the width and height (a post's previewImage.focusPercentX/Y); see focusPoint. */
  focusPercentX?: number | null;
  focusPercentY?: number | null;
}

export const EXPECTED_HEIGHT = 'Expected a height param.';

// Spec 3 §9: "default focus y 0.45; default number fallback 50" (x falls back to the middle).
const DEFAULT_FOCUS_X = 50;
const DEFAULT_FOCUS_Y = 45;
const MAX_PIXEL_RATIO = 2;

/**
 * The point of an image that must stay in view when it is cropped, in percent of its width and height,
 * with the spec's defaults for what the image does not say. The same point goes to the image server
 * (fx, fy) and to CSS `object-position`, so the browser crops like the server would while the server
 * still sends the stored bytes whole.
 */
export function focusPoint(image: Pick<ImageOptions, 'focusPercentX' | 'focusPercentY'>) {
  return {
    x: percent(image.focusPercentX, DEFAULT_FOCUS_X),
    y: percent(image.focusPercentY, DEFAULT_FOCUS_Y),
  };
}

/** A stored value outside 0–100 is clamped (it still says which edge matters); a missing one defaults. */
const percent = (value: number | null | undefined, fallback: number) =>
  value === null || value === undefined || !Number.isFinite(value)
    ? fallback
    : Math.min(100, Math.max(0, value));

/**
 * '/_/image/{id}' with the options as query parameters, always in this order so equal options give
 * the same URL (and one CDN cache entry):
 * w, h (device pixels) · fit (the strategy) · fx, fy (focus percent, crop only, since nothing else
 * discards pixels) · fm=webp · blur (radius) · grad=1.
 * Crop and letterbox need both sides of the box, so they throw 'Expected a height param.' without a
 * height (spec 3 §5). The pixel ratio is clamped to 1–2: above 2 the bytes grow faster than anyone sees.
 */
export function buildImageUrl(imageId: string, options: ImageOptions = {}): string {
  const { strategy = 'resample', width, height, webp, blur, gradient } = options;
  if (height === undefined && strategy !== 'resample' && strategy !== 'proxy')
    throw new Error(EXPECTED_HEIGHT);
  const ratio = Math.min(Math.max(options.pixelRatio ?? 1, 1), MAX_PIXEL_RATIO);
  const query = new URLSearchParams();
  if (width !== undefined) query.set('w', String(Math.round(width * ratio)));
  if (height !== undefined) query.set('h', String(Math.round(height * ratio)));
  query.set('fit', strategy);
  if (strategy === 'crop') {
    const focus = focusPoint(options);
    query.set('fx', String(focus.x));
    query.set('fy', String(focus.y));
  }
  if (webp) query.set('fm', 'webp');
  if (blur) query.set('blur', String(blur));
  if (gradient) query.set('grad', '1');
  return `${imageUrl(imageId)}?${query}`;
}
