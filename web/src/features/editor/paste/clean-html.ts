/**
 * Elements whose content is never story text: code, styles, frames, media, forms. Pasted images are
 * dropped too: a remote image is not ours to store, and an image becomes a paragraph only once
 * uploaded (paste the image file itself, or drop it, to upload it).
 */
const dropped = [
  'script',
  'style',
  'template',
  'noscript',
  'head',
  'title',
  'meta',
  'link',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'img',
  'picture',
  'video',
  'audio',
  'source',
  'track',
  'svg',
  'canvas',
  'map',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'dialog',
].join(',');

/**
 * The tags a story's text comes in: Lexical's inline tags and the blocks it imports or reads through.
 * Any other element (Word's <o:p>, a page's <custom-widget>, <font>) is unwrapped: its text stays where
 * it was, and Lexical does not take it for a block and drop the spaces around it.
 */
const known = new Set([
  'a',
  'abbr',
  'acronym',
  'b',
  'cite',
  'code',
  'del',
  'em',
  'i',
  'ins',
  'kbd',
  'label',
  'mark',
  'output',
  'q',
  'ruby',
  's',
  'samp',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'tt',
  'var',
  'br',
  'p',
  'div',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'ul',
  'ol',
  'li',
  'figure',
  'figcaption',
  'section',
  'article',
  'header',
  'footer',
  'main',
  'aside',
  'nav',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'td',
  'th',
  'caption',
  'dl',
  'dt',
  'dd',
  'address',
  'details',
  'summary',
  'html',
  'body',
]);

function unwrapUnknown(document: Document): void {
  for (const element of [...document.querySelectorAll('*')])
    if (!known.has(element.localName.toLowerCase())) element.replaceWith(...element.childNodes);
}

/** Word's list paragraphs: a class or an mso-list style, the marker in a span Word asks to ignore. */
const wordListItem = 'p[class^="MsoListParagraph"], p[style*="mso-list:"], p[style*="mso-list: "]';
const wordMarker = 'span[style*="mso-list:Ignore"], span[style*="mso-list: Ignore"]';

/** An ordered list's marker: 1. a) iv. and the like. */
const orderedMarker = /^\s*(\d+|[a-z]|[ivxlc]+)[.)]/i;

/** Word's list paragraphs become lists: one list for each run of consecutive items, ordered by marker. */
function wordListsToLists(document: Document): void {
  for (const paragraph of [...document.querySelectorAll<HTMLElement>(wordListItem)]) {
    const marker = paragraph.querySelector(wordMarker);
    const ordered = orderedMarker.test(marker?.textContent ?? '');
    marker?.remove();
    const item = document.createElement('li');
    item.append(...paragraph.childNodes);
    const previous = paragraph.previousElementSibling;
    const kind = ordered ? 'OL' : 'UL';
    const list =
      previous?.tagName === kind && previous.hasAttribute('data-word-list')
        ? previous
        : document.createElement(kind);
    if (list !== previous) {
      list.setAttribute('data-word-list', '');
      paragraph.before(list);
    }
    list.append(item);
    paragraph.remove();
  }
}

/** A code block's language, as pages mark it (`<code class="language-ts">`), where Lexical reads it. */
function codeLanguages(document: Document): void {
  for (const pre of document.querySelectorAll('pre:not([data-language])')) {
    const marked = [pre, ...pre.querySelectorAll('code')].map((element) =>
      /\b(?:language|lang)-([\w+#-]+)/.exec(element.className),
    );
    const language = marked.find(Boolean)?.[1];
    if (language) pre.setAttribute('data-language', language);
  }
}

/**
 * Cleans pasted HTML (a web page, Google Docs, Word) before Lexical imports it: what is not story text
 * goes, Word's lists become lists. Everything else is left to the import and the model rules: unknown
 * tags keep their text, styles become bold and italic or nothing, unsafe links become text.
 */
export function cleanPastedDocument(document: Document): void {
  document.querySelectorAll(dropped).forEach((element) => element.remove());
  wordListsToLists(document);
  codeLanguages(document);
  unwrapUnknown(document);
  // List markers Word left outside a list paragraph.
  document.querySelectorAll(wordMarker).forEach((element) => element.remove());
}
