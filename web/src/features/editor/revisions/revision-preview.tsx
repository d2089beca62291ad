import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { useState } from 'react';
import type { DraftDocument } from '../autosave/draft-document.ts';
import { storyEditorConfig } from '../components/editor-config.ts';
import { revisionsTexts } from './revisions-texts.ts';

/**
 * A revision's text as the editor would show it, read-only: the same conversion and nodes as the
 * editor (fromParagraphs), so the preview is exactly what a restore puts back.
 */
export function RevisionPreview({ document, label }: { document: DraftDocument; label: string }) {
  const [config] = useState(() => storyEditorConfig('revision', document.paragraphs, false));
  return (
    <article className="revision-preview" aria-label={label}>
      <h3 className="revision-preview__title">{document.title || revisionsTexts.untitled}</h3>
      {document.subtitle && <p className="revision-preview__subtitle">{document.subtitle}</p>}
      <LexicalComposer initialConfig={config}>
        <div className="post-body">
          <RichTextPlugin
            contentEditable={<ContentEditable className="story-editor__body revision-preview__body" />}
            ErrorBoundary={LexicalErrorBoundary}
          />
        </div>
      </LexicalComposer>
    </article>
  );
}
