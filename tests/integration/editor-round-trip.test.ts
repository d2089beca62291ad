/** @jest-environment jsdom */
import { buildWorld } from '#local/seed/build-world.ts';
import { sameDocument } from '#web/features/editor/autosave/draft-document.ts';
import type { ParagraphInput } from '#web/features/editor/model/paragraph-input.ts';
import { headlessStoryEditor, saved } from '#web/features/editor/testing/headless-story-editor.ts';

const body = (paragraphs: ParagraphInput[]) => ({ title: '', subtitle: '', paragraphs });

describe('every demo story body, opened in the editor and saved unchanged', () => {
  it('is saved as it was stored: what the story page rendered is what the editor saves', () => {
    const bodies = buildWorld().postContents;
    expect(bodies.length).toBeGreaterThan(100);
    const changed = bodies.filter(({ paragraphs }) => {
      const stored = paragraphs as ParagraphInput[];
      return !sameDocument(body(saved(headlessStoryEditor(stored))), body(stored));
    });
    expect(changed.map(({ id }) => id)).toEqual([]);
  });
});
