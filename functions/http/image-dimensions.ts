import { imageSize } from 'image-size';
import { imageMessages, maxImageSide } from '#contract/image-upload.ts';

export type MeasuredImage = { ok: true; width: number; height: number } | { ok: false; message: string };

/** EXIF orientations 5 to 8 turn the picture a quarter: browsers show it with its sides swapped. */
const turnsQuarter = (orientation: number | undefined) => orientation !== undefined && orientation >= 5;

/**
 * The bytes in an ArrayBuffer of their own (copied only when they share one): image-size reads through
 * DataViews over `bytes.buffer`, so a truncated file inside a larger buffer (Node's Buffer pool) would
 * be measured from the bytes after it.
 */
const ownBuffer = (bytes: Uint8Array) =>
  bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);

/**
 * The image's size as a browser shows it, read from its header (image-size: JPEG SOF markers and the
 * EXIF orientation, PNG IHDR, GIF's logical screen, WebP VP8/VP8L/VP8X). An image whose size cannot be
 * read, or whose side is 0 or over `maxImageSide`, is refused with a message that says why.
 */
export function measureImage(bytes: Uint8Array): MeasuredImage {
  let size: { width: number; height: number; orientation?: number };
  try {
    size = imageSize(ownBuffer(bytes));
  } catch {
    // image-size throws for any file it cannot read (truncated, corrupt, another format).
    return { ok: false, message: imageMessages.unreadable };
  }
  const [width, height] = turnsQuarter(size.orientation)
    ? [size.height, size.width]
    : [size.width, size.height];
  if (!(width > 0 && height > 0)) return { ok: false, message: imageMessages.unreadable };
  if (width > maxImageSide || height > maxImageSide) return { ok: false, message: imageMessages.tooWide };
  return { ok: true, width, height };
}
