const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text made safe inside HTML, in an element or a quoted attribute: the one escaping of every page,
 * e-mail and search highlight Folio writes (the five characters HTML gives meaning to).
 */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => htmlEscapes[char]!);
