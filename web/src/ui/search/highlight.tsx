import type { SearchHit } from '#contract/search.ts';

const namedEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * The text of the server's escaped HTML: its entities read back (named, decimal or hexadecimal, as the
 * embedded engine and OpenSearch's `html` encoder write them), any other markup left as text.
 */
const unescape = (html: string) =>
  html.replace(
    /&(?:#(\d+)|#x([0-9a-f]+)|([a-z]+));/gi,
    (entity, decimal?: string, hex?: string, name?: string) => {
      if (name !== undefined) return namedEntities[name] ?? entity;
      const code = decimal !== undefined ? Number(decimal) : parseInt(hex!, 16);
      return code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    },
  );

/**
 * A highlighted value (`_highlightResult`, `_snippetResult`) as parts: the search escapes the text as
 * HTML and marks matches with <em>…</em>. Splitting on the marks and reading the rest back as text
 * means nothing of the value is ever rendered as markup.
 */
export function highlightParts(value: string): { text: string; matched: boolean }[] {
  return value
    .split(/(<em>.*?<\/em>)/s)
    .filter(Boolean)
    .map((part) =>
      part.startsWith('<em>') && part.endsWith('</em>')
        ? { text: unescape(part.slice(4, -5)), matched: true }
        : { text: unescape(part), matched: false },
    );
}

/** A hit's attribute with its matched words marked; the plain value when the answer has no highlight. */
export function Highlighted({
  hit,
  attribute,
  snippet = false,
}: {
  hit: SearchHit;
  attribute: string;
  /** The snippet (`_snippetResult`) of the attribute rather than its whole highlighted value. */
  snippet?: boolean;
}) {
  const marked = (snippet ? hit._snippetResult : hit._highlightResult)?.[attribute]?.value;
  if (marked === undefined)
    return <>{String((hit as unknown as Record<string, unknown>)[attribute] ?? '')}</>;
  return (
    <>
      {highlightParts(marked).map((part, index) =>
        part.matched ? (
          <mark key={index} className="search-highlight">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
