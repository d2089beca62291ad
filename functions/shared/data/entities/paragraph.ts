/** Paragraph and markup vocabularies of the post body (spec 3 §3: BQ, H1–H4, IMG, P, PRE and others). */
export const paragraphTypes = ['P', 'H1', 'H2', 'H3', 'H4', 'IMG', 'BQ', 'PQ', 'PRE', 'ULI', 'OLI'] as const;
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
          },
        },
      },
      metadata: { type: 'map', properties: imageAttributes },
    },
  },
} as const;
