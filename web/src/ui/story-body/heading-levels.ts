import type { Paragraph } from './post-body-fragment.ts';

type HeadingType = 'H1' | 'H2' | 'H3' | 'H4';
export type HeadingLevel = 2 | 3 | 4 | 5;

const headingTypes: readonly string[] = ['H1', 'H2', 'H3', 'H4'] satisfies HeadingType[];
const isHeading = (type: Paragraph['type']): type is HeadingType => headingTypes.includes(type);

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
