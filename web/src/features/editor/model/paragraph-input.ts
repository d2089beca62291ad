import type { ParagraphLayout } from '#graphql/generated/schema-types.ts';

/** What a save sends: the schema's input types, field for field the paragraph the story page renders. */
export type {
  MarkupInput,
  MarkupType,
  ParagraphInput,
  ParagraphLayout,
  ParagraphType,
} from '#graphql/generated/schema-types.ts';

export const paragraphLayouts = [
  'INSET_CENTER',
  'OUTSET_CENTER',
  'FULL_WIDTH',
] as const satisfies readonly ParagraphLayout[];
