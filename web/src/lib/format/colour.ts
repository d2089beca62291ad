/** A parsed colour: channels 0–255, alpha 0–1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

export const INVALID_COLOR_STRING = 'Invalid color string';
export const UNRECOGNIZED_COLOR_STRING = 'Unrecognized or invalid color string';

const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})?$/i;
const rgba = /^rgba\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d*\.?\d+)\s*\)$/i;

/**
 * Parses a theme colour (spec 3 §5: "Colour strings must be rgba or 8-digit or 6-digit hex").
 *
 * The spec names two messages; we split them by how far the string got:
 * - it looks like one of the accepted families (starts with '#' or 'rgba(') but is malformed — wrong
 *   digit count, '#fff', a non-hex digit, a channel above 255, an alpha outside 0–1, missing or extra
 *   arguments: 'Invalid color string';
 * - it is neither family at all ('red', 'rgb(…)', 'hsl(…)', ''): 'Unrecognized or invalid color string'.
 * Surrounding spaces are ignored; hex digits and the rgba keyword are case-insensitive.
 */
export function parseColour(value: string): Rgba {
  const text = value.trim();
  if (text.startsWith('#')) {
    const match = hex.exec(text);
    if (!match) throw new Error(INVALID_COLOR_STRING);
    const [r = 0, g = 0, b = 0, a = 255] = match
      .slice(1)
      .map((pair) => (pair ? parseInt(pair, 16) : undefined));
    return { r, g, b, a: a / 255 };
  }
  if (/^rgba\(/i.test(text)) {
    const match = rgba.exec(text);
    if (!match) throw new Error(INVALID_COLOR_STRING);
    const [r = 0, g = 0, b = 0, a = 0] = match.slice(1).map(Number);
    if (Math.max(r, g, b) > 255 || a > 1) throw new Error(INVALID_COLOR_STRING);
    return { r, g, b, a };
  }
  throw new Error(UNRECOGNIZED_COLOR_STRING);
}
