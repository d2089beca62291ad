import type { ParagraphLayout } from '../paragraph-input.ts';

/** Everything an IMG paragraph stores; the caption is the paragraph's text (its markups are not kept). */
export interface ImageData {
  imageId: string;
  alt: string | null;
  focusPercentX: number | null;
  focusPercentY: number | null;
  originalWidth: number | null;
  originalHeight: number | null;
  layout: ParagraphLayout;
  caption: string;
}

/** An embed kept as a link (MIXTAPE_EMBED): where it leads and the title shown for it. */
export interface EmbedData {
  href: string;
  title: string;
}
