/**
 * What a save sends: the schema's ParagraphInput and MarkupInput, field for field the stored paragraph
 * the story page renders (functions/shared/data/entities/paragraph.ts).
 */
export type ParagraphType =
  'P' | 'H1' | 'H2' | 'H3' | 'H4' | 'IMG' | 'BQ' | 'PQ' | 'PRE' | 'ULI' | 'OLI' | 'HR' | 'MIXTAPE_EMBED';
export type MarkupType = 'STRONG' | 'EM' | 'A' | 'CODE';
export const paragraphLayouts = ['INSET_CENTER', 'OUTSET_CENTER', 'FULL_WIDTH'] as const;
export type ParagraphLayout = (typeof paragraphLayouts)[number];

export interface MarkupInput {
  type: MarkupType;
  start: number;
  end: number;
  href?: string | null;
}

export interface ImageMetadataInput {
  id: string;
  alt?: string | null;
  focusPercentX?: number | null;
  focusPercentY?: number | null;
  originalWidth?: number | null;
  originalHeight?: number | null;
}

export interface ParagraphInput {
  name: string;
  type: ParagraphType;
  text: string;
  layout?: ParagraphLayout | null;
  markups: MarkupInput[];
  metadata?: ImageMetadataInput | null;
  codeBlockMetadata?: { lang?: string | null } | null;
  mixtapeMetadata?: { href: string } | null;
}
