/**
 * Paragraph and markup vocabularies of the post body (spec 3 §3: BQ, H1–H4, IMG, P, PRE "and others").
 * The others are ours: HR, a separator (its text empty), and MIXTAPE_EMBED, an embed kept as a link
 * (its text the link's title, `mixtapeMetadata.href` where it points).
 */
export const paragraphTypes = [
  'P',
  'H1',
  'H2',
  'H3',
  'H4',
  'IMG',
  'BQ',
  'PQ',
  'PRE',
  'ULI',
  'OLI',
  'HR',
  'MIXTAPE_EMBED',
] as const;
export const markupTypes = ['STRONG', 'EM', 'A', 'CODE'] as const;
export const paragraphLayouts = ['INSET_CENTER', 'OUTSET_CENTER', 'FULL_WIDTH'] as const;

export const imageAttributes = {
  id: { type: 'string', required: true },
  alt: { type: 'string' },
  focusPercentX: { type: 'number' },
  focusPercentY: { type: 'number' },
  originalWidth: { type: 'number' },
  originalHeight: { type: 'number' },
} as const;

export const paragraphAttribute = {
  type: 'list',
  required: true,
  items: {
    type: 'map',
    properties: {
      name: { type: 'string', required: true },
      type: { type: paragraphTypes, required: true },
      text: { type: 'string', default: '' },
      layout: { type: paragraphLayouts },
      markups: {
        type: 'list',
        items: {
          type: 'map',
          properties: {
            type: { type: markupTypes, required: true },
            start: { type: 'number', required: true },
            end: { type: 'number', required: true },
            href: { type: 'string' },
            /** A mention (type A): the user it names (functions/posts/mentions). */
            userId: { type: 'string' },
          },
        },
      },
      metadata: { type: 'map', properties: imageAttributes },
      /** PRE only: the code's language (`lang` absent when the writer named none). */
      codeBlockMetadata: { type: 'map', properties: { lang: { type: 'string' } } },
      /** MIXTAPE_EMBED only: where the embed points. */
      mixtapeMetadata: { type: 'map', properties: { href: { type: 'string', required: true } } },
    },
  },
} as const;
