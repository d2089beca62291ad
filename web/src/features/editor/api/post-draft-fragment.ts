import { gql } from '@apollo/client';
import type { EditorDraftFragment, EditorParagraphFragment } from '#graphql/generated/operations.ts';
import type { ParagraphInput } from '#graphql/generated/schema-types.ts';
import type { VersionedDraft } from '../autosave/draft-document.ts';

/** A stored paragraph, every field the editor keeps. */
export const EditorParagraph = gql`
  fragment EditorParagraph on Paragraph {
    name
    type
    text
    layout
    markups {
      type
      start
      end
      href
      userId
    }
    metadata {
      id
      alt
      focusPercentX
      focusPercentY
      originalWidth
      originalHeight
    }
    codeBlockMetadata {
      lang
    }
    mixtapeMetadata {
      href
    }
  }
`;

/** The writer's copy as the editor opens it, and as a Conflict hands it back. */
export const EditorDraft = gql`
  fragment EditorDraft on PostDraft {
    id
    title
    subtitle
    version
    status
    isPublished
    uniqueSlug
    inResponseToPostId
    quotedText
    bodyModel {
      paragraphs {
        ...EditorParagraph
      }
    }
  }
  ${EditorParagraph}
`;

/** The answer's shape without `__typename` and the nulls of absent parts: what a save sends back. */
const withoutNulls = <T extends object>(value: T): T =>
  Object.fromEntries(
    Object.entries(value)
      .filter(([key, field]) => key !== '__typename' && field !== null && field !== undefined)
      .map(([key, field]) => [
        key,
        Array.isArray(field)
          ? field.map((item: object) => withoutNulls(item))
          : typeof field === 'object'
            ? withoutNulls(field as object)
            : field,
      ]),
  ) as T;

export const toParagraphInput = (paragraph: EditorParagraphFragment): ParagraphInput =>
  withoutNulls(paragraph) as ParagraphInput;

export const toVersionedDraft = (draft: EditorDraftFragment): VersionedDraft => ({
  version: draft.version,
  document: {
    title: draft.title,
    subtitle: draft.subtitle,
    paragraphs: draft.bodyModel.paragraphs.map(toParagraphInput),
  },
});
