import type { ParagraphInput } from '#graphql/generated/schema-types.ts';

/** What the editor holds and saves: the title and subtitle, and the body as stored paragraphs. */
export interface DraftDocument {
  title: string;
  subtitle: string;
  paragraphs: ParagraphInput[];
}

/** The server's copy of a draft, at the version it holds. */
export interface VersionedDraft {
  document: DraftDocument;
  version: number;
}

/** Whether two documents would save the same thing (fields in any order). */
export function sameDocument(a: DraftDocument, b: DraftDocument): boolean {
  return canonical(a) === canonical(b);
}

const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(
          Object.entries(item)
            .filter(([, field]) => field !== undefined && field !== null)
            .sort(([a], [b]) => a.localeCompare(b)),
        )
      : item,
  );
