/**
 * The value of a `Location` header for `target`, a path or an absolute URL. A header carries visible
 * ASCII only: Node refuses anything else (ERR_INVALID_CHAR, a 502 locally) and HTTP gives it no meaning.
 * So every byte of `target`'s UTF-8 outside `!`…`~` is percent-encoded ("/tag/日本" →
 * "/tag/%E6%97%A5%E6%9C%AC", "?q=€" → "?q=%E2%82%AC", a space → "%20"), and nothing else changes: escapes
 * already there stay as they are, and nothing is parsed or normalised, so the header never points
 * anywhere the target did not. Every redirect Folio answers builds its Location here.
 */
export function locationHeader(target: string): string {
  let header = '';
  for (const byte of Buffer.from(target, 'utf8')) {
    header +=
      byte > 0x20 && byte < 0x7f
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return header;
}
