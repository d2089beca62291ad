/**
 * The corpus is written with a tiny inline syntax so that markup offsets are computed, never counted by
 * hand: **strong**, *emphasis*, `code` and [link text](https://…). Code spans are literal.
 */
export type MarkupType = 'STRONG' | 'EM' | 'A' | 'CODE';

export interface Markup {
  type: MarkupType;
  start: number;
  end: number;
  href?: string;
}

export interface MarkedText {
  text: string;
  markups: Markup[];
}

const token = /\*\*(.+?)\*\*|\*(.+?)\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseInline(source: string): MarkedText {
  let text = '';
  const markups: Markup[] = [];
  let last = 0;
  for (const match of source.matchAll(token)) {
    text += source.slice(last, match.index);
    last = match.index + match[0].length;
    const [, strong, em, code, linkText, href] = match;
    const inner = strong ?? em ?? code ?? linkText ?? '';
    const type: MarkupType = strong ? 'STRONG' : em ? 'EM' : code ? 'CODE' : 'A';
    const start = text.length;
    text += inner;
    markups.push(
      type === 'A' ? { type, start, end: text.length, href: href ?? '' } : { type, start, end: text.length },
    );
  }
  text += source.slice(last);
  return { text, markups };
}
