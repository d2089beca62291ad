/** What the body's structure looks at of a paragraph: its name and type (the schema's ParagraphType). */
interface Paragraph {
  name: string;
  type: string;
}

type HeadingType = 'H1' | 'H2' | 'H3' | 'H4';
export type HeadingLevel = 2 | 3 | 4 | 5;

const headingTypes: readonly string[] = ['H1', 'H2', 'H3', 'H4'] satisfies HeadingType[];
const isHeading = (type: string): type is HeadingType => headingTypes.includes(type);

/**
 * The HTML level of each heading of a story body, by paragraph name. The story's title is the page's
 * only h1, so the body's headings start at h2: the largest heading type the story uses is h2, the next
 * one it uses h3, and so on (a story of H3 sections and H4 subsections reads h2, h3). A heading never
 * lies more than one level below the heading before it (the title first), so no level is skipped.
 */
export function headingLevels(paragraphs: readonly Paragraph[]): Map<string, HeadingLevel> {
  const used = headingTypes.filter((type) => paragraphs.some((paragraph) => paragraph.type === type));
  const levels = new Map<string, HeadingLevel>();
  let previous = 1;
  for (const paragraph of paragraphs) {
    if (!isHeading(paragraph.type)) continue;
    const level = Math.min(2 + used.indexOf(paragraph.type), previous + 1) as HeadingLevel;
    levels.set(paragraph.name, level);
    previous = level;
  }
  return levels;
}

/** Consecutive list items of one kind become one list; every other paragraph is a block of its own. */
export type Block<P> = { list: 'ul' | 'ol'; items: P[] } | { list: null; paragraph: P };

const listOf = (type: string) => (type === 'ULI' ? 'ul' : type === 'OLI' ? 'ol' : null);

/** A story body's blocks, as the story page and the newsletter e-mail lay them out. */
export function groupBlocks<P extends Paragraph>(paragraphs: readonly P[]): Block<P>[] {
  const blocks: Block<P>[] = [];
  for (const paragraph of paragraphs) {
    const list = listOf(paragraph.type);
    const last = blocks.at(-1);
    if (list && last?.list === list) last.items.push(paragraph);
    else if (list) blocks.push({ list, items: [paragraph] });
    else blocks.push({ list: null, paragraph });
  }
  return blocks;
}
