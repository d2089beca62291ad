import type { Paragraph } from '#web/ui/story-body/post-body-fragment.ts';

/**
 * The small response editor's text (a contentEditable box) and the stored paragraph model, both ways:
 * a paragraph per line, bold, italic and links as markups with UTF-16 offsets, the rules of the story
 * editor (links http(s) and mailto only). The only code translating between the two.
 */

/** A mention (a link with `userId`) is kept through an edit: its address is the server's to write. */
type Markup = Omit<Paragraph['markups'][number], 'userId'> & { userId?: string | null };
type MarkupType = 'STRONG' | 'EM' | 'A';
export interface ResponseParagraph {
  name: string;
  type: 'P';
  text: string;
  markups: Markup[];
}

const inlineMarkup: Record<string, MarkupType> = { B: 'STRONG', STRONG: 'STRONG', I: 'EM', EM: 'EM', A: 'A' };
const tagOf: Partial<Record<Markup['type'], string>> = { STRONG: 'strong', EM: 'em', A: 'a' };
/** The box's mark of a mention's link: the user it names. */
const mentionAttribute = 'data-user-id';
const blockTags = new Set(['DIV', 'P', 'LI', 'BLOCKQUOTE', 'H1', 'H2', 'H3', 'H4']);
const allowedLink = (href: string | null) =>
  href !== null && URL.canParse(href) && ['http:', 'https:', 'mailto:'].includes(new URL(href).protocol);

const newName = (taken: Set<string>) => {
  for (;;) {
    const name = Math.floor(Math.random() * 0x10000)
      .toString(16)
      .padStart(4, '0');
    if (!taken.has(name)) return (taken.add(name), name);
  }
};

/** One line's text and markups: a run of one format across several nodes is one markup. */
function inlineOf(nodes: readonly Node[]): { text: string; markups: Markup[] } {
  let text = '';
  const markups: Markup[] = [];
  const visit = (node: Node) => {
    if (node.nodeType === 3) {
      text += node.textContent ?? '';
      return;
    }
    if (!(node instanceof Element)) return;
    if (node.tagName === 'BR') return;
    const start = text.length;
    node.childNodes.forEach(visit);
    const type = inlineMarkup[node.tagName];
    const userId = type === 'A' ? node.getAttribute(mentionAttribute) : null;
    const href = type === 'A' && !userId ? node.getAttribute('href') : null;
    if (!type || start === text.length || (type === 'A' && !userId && !allowedLink(href))) return;
    const previous = markups.findLast((markup) => markup.type === type);
    if (previous && previous.end === start && previous.href === href && (previous.userId ?? null) === userId)
      previous.end = text.length;
    else markups.push({ type, start, end: text.length, href, ...(userId ? { userId } : {}) });
  };
  nodes.forEach(visit);
  return { text, markups };
}

/** The lines of the box: each block element is one, and the loose inline nodes between blocks one each. */
function linesOf(root: Element): Node[][] {
  const lines: Node[][] = [];
  let loose: Node[] = [];
  const flush = () => {
    if (loose.length) lines.push(loose);
    loose = [];
  };
  root.childNodes.forEach((node) => {
    if (node instanceof Element && blockTags.has(node.tagName)) {
      flush();
      const nested = [...node.children].some((child) => blockTags.has(child.tagName));
      if (nested) lines.push(...linesOf(node));
      else lines.push([...node.childNodes]);
    } else if (node instanceof Element && node.tagName === 'BR') flush();
    else loose.push(node);
  });
  flush();
  return lines;
}

/** The box's text as paragraphs: blank lines dropped, each paragraph a fresh unique name. */
export function paragraphsOf(root: Element): ResponseParagraph[] {
  const names = new Set<string>();
  return linesOf(root)
    .map(inlineOf)
    .filter((line) => line.text.trim().length > 0)
    .map((line) => ({ name: newName(names), type: 'P' as const, ...line }));
}

/** Builds the box's content from stored paragraphs (editing a response): DOM nodes, never HTML strings. */
export function fillWith(root: Element, paragraphs: readonly { text: string; markups: readonly Markup[] }[]) {
  const document = root.ownerDocument;
  root.replaceChildren(
    ...paragraphs.map((paragraph) => {
      const line = document.createElement('p');
      const cuts = new Set([0, paragraph.text.length]);
      for (const markup of paragraph.markups) cuts.add(markup.start).add(markup.end);
      const points = [...cuts].sort((a, b) => a - b);
      points.slice(0, -1).forEach((start, index) => {
        const end = points[index + 1]!;
        let node: Node = document.createTextNode(paragraph.text.slice(start, end));
        for (const markup of paragraph.markups) {
          const tag = tagOf[markup.type];
          if (!tag || markup.start > start || markup.end < end) continue;
          const wrapper = document.createElement(tag);
          if (markup.href) wrapper.setAttribute('href', markup.href);
          if (markup.userId) wrapper.setAttribute(mentionAttribute, markup.userId);
          wrapper.append(node);
          node = wrapper;
        }
        line.append(node);
      });
      return line;
    }),
  );
}
