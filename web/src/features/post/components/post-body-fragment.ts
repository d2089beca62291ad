import { gql } from '@apollo/client';
import type { Markup } from './markup-tree.ts';

export type ParagraphType = 'P' | 'H1' | 'H2' | 'H3' | 'H4' | 'IMG' | 'BQ' | 'PQ' | 'PRE' | 'ULI' | 'OLI';

export interface ImageMetadata {
  id: string;
  alt: string | null;
  originalWidth: number | null;
  originalHeight: number | null;
}

export interface Paragraph {
  name: string;
  type: ParagraphType;
  text: string;
  layout: 'INSET_CENTER' | 'OUTSET_CENTER' | 'FULL_WIDTH' | null;
  markups: Markup[];
  metadata: ImageMetadata | null;
}

export interface PostBodyContent {
  isLockedPreviewOnly: boolean;
  bodyModel: { paragraphs: Paragraph[] };
}

/** What PostBody renders: the paragraphs, and whether only the member-only preview was sent. */
export const PostBody_content = gql`
  fragment PostBody_content on PostContent {
    isLockedPreviewOnly
    bodyModel {
      paragraphs {
        name
        type
        text
        layout
        markups {
          type
          start
          end
          href
        }
        metadata {
          id
          alt
          originalWidth
          originalHeight
        }
      }
    }
  }
`;
