import type { ParagraphInput } from '#graphql/generated/schema-types.ts';

/**
 * The text of a response typed in place under a story, handed to the full editor (issue #13): kept in
 * this tab's sessionStorage while the browser goes through /p/{postId}/responses/new, taken by the
 * editor once it holds it. Nothing is lost on the way: a hand-off that cannot be written says so (the
 * box keeps the text), and one the editor does not take stays where it is.
 */
const keyOf = (postId: string) => `folio:response-handoff:${postId}`;

/** The part of sessionStorage the hand-off uses. */
type HandOffStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Keeps the text for the editor; false when this tab cannot keep it (storage full or forbidden). */
export function handOffResponse(
  postId: string,
  paragraphs: readonly ParagraphInput[],
  storage: HandOffStorage | undefined = globalThis.sessionStorage,
): boolean {
  try {
    if (!storage) return false;
    storage.setItem(keyOf(postId), JSON.stringify(paragraphs));
    return true;
  } catch {
    return false;
  }
}

/** The text handed over for a response to this story, if any; it is kept until `dropHandOff`. */
export function handedOffResponse(
  postId: string,
  storage: HandOffStorage | undefined = globalThis.sessionStorage,
): ParagraphInput[] | null {
  try {
    const raw = storage?.getItem(keyOf(postId));
    return raw ? (JSON.parse(raw) as ParagraphInput[]) : null;
  } catch {
    return null;
  }
}

/** Once the editor keeps the text itself (its local copy), the hand-off goes. */
export function dropHandOff(postId: string, storage: HandOffStorage | undefined = globalThis.sessionStorage) {
  try {
    storage?.removeItem(keyOf(postId));
  } catch {
    // Nothing kept, nothing to remove.
  }
}
