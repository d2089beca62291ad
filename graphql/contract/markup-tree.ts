/** A writer's inline markup (the schema's MarkupType): link, bold, italic, inline code. */
export type MarkupType = 'A' | 'STRONG' | 'EM' | 'CODE';

/** Ours, not the writer's (issue #13): the reader's own highlight and the story's top highlight. */
export type HighlightMarkType = 'HIGHLIGHT' | 'TOP_HIGHLIGHT';

export interface Markup {
  type: MarkupType | HighlightMarkType;
  start: number;
  end: number;
  href?: string | null;
  /** A mention (type A): the person it names, whose hover card the story page shows. */
  userId?: string | null;
  /** A reader's highlight: its quote's id (to remove it). */
  quoteId?: string;
}

export type MarkupNode =
  { kind: 'text'; text: string } | { kind: 'markup'; markup: Markup; children: MarkupNode[] };

/**
 * Outer first when two markups cover the same range: a link around bold text, not bold around a link;
 * highlights outside everything, the reader's own outside the top one.
 */
const nesting: Record<Markup['type'], number> = {
  HIGHLIGHT: -2,
  TOP_HIGHLIGHT: -1,
  A: 0,
  STRONG: 1,
  EM: 2,
  CODE: 3,
};

const byStart = (a: Markup, b: Markup) =>
  a.start - b.start || b.end - a.end || nesting[a.type] - nesting[b.type];

/** Writers' links may only lead to web pages, mail or our own paths: never `javascript:` and the like. */
export const safeHref = (href: string | null | undefined) =>
  href && /^(https?:\/\/|mailto:|\/(?!\/)|#)/i.test(href.trim()) ? href.trim() : null;

/**
 * A paragraph's text with its markups (character offsets, possibly overlapping) as a tree of properly
 * nested elements: a markup that crosses the end of an enclosing one is split in two at that end.
 * Offsets outside the text or empty ranges are dropped rather than trusted.
 */
export function markupTree(text: string, markups: readonly Markup[]): MarkupNode[] {
  const valid = markups
    .filter((m) => m.start >= 0 && m.end <= text.length && m.start < m.end && m.type in nesting)
    .sort(byStart);
  return nest(text, 0, text.length, valid);
}

function nest(text: string, from: number, to: number, markups: Markup[]): MarkupNode[] {
  const nodes: MarkupNode[] = [];
  const pending = [...markups];
  let position = from;
  while (pending.length > 0) {
    const outer = pending.shift()!;
    if (outer.start > position) nodes.push({ kind: 'text', text: text.slice(position, outer.start) });
    const inside: Markup[] = [];
    // Everything left starts at or after outer.start (sorted); what starts before its end goes inside.
    while (pending.length > 0 && pending[0]!.start < outer.end) {
      const inner = pending.shift()!;
      inside.push({ ...inner, end: Math.min(inner.end, outer.end) });
      if (inner.end > outer.end) pending.push({ ...inner, start: outer.end });
    }
    pending.sort(byStart);
    nodes.push({ kind: 'markup', markup: outer, children: nest(text, outer.start, outer.end, inside) });
    position = outer.end;
  }
  if (position < to) nodes.push({ kind: 'text', text: text.slice(position, to) });
  return nodes;
}
