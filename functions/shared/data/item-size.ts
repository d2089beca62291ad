/**
 * The size DynamoDB counts for an item or part of one (its 400 KB limit, its capacity units), by the
 * rules of the developer guide ("Item sizes and formats"): a string's UTF-8 bytes; a number about one
 * byte per two significant digits plus one; a boolean or null one byte; a list or map 3 bytes plus one
 * per element plus its elements (a map's names counted too). Written here because the packages that do
 * this are unmaintained estimators; this one errs on the large side, so what it passes fits.
 */
export function itemSize(value: unknown): number {
  if (typeof value === 'string') return Buffer.byteLength(value, 'utf8');
  if (typeof value === 'number') return Math.ceil(String(Math.abs(value)).replace('.', '').length / 2) + 1;
  if (typeof value === 'boolean' || value === null) return 1;
  if (Array.isArray(value)) return value.reduce((size: number, element) => size + 1 + itemSize(element), 3);
  if (typeof value === 'object') {
    return Object.entries(value).reduce(
      (size, [name, element]) =>
        element === undefined ? size : size + 1 + Buffer.byteLength(name, 'utf8') + itemSize(element),
      3,
    );
  }
  return 0;
}

/** DynamoDB's limit on one item. */
export const maxItemBytes = 400 * 1024;
