import '#editor-styles';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { MarkdownShortcutPlugin } from '@lexical/react/LexicalMarkdownShortcutPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import type { EditorState } from 'lexical';
import { useRef, useState } from 'react';
import { toParagraphs } from '../conversion/to-paragraphs.ts';
import { storyTransformers } from '../markdown/story-transformers.ts';
import { sameDocument, type DraftDocument } from '../autosave/draft-document.ts';
import type { FindPeople } from '../mentions/find-people.ts';
import { MentionTypeahead } from '../mentions/mention-typeahead.tsx';
import { isStoryLink } from '../model/safe-link.ts';
import { editorTexts } from '../texts.ts';
import { BlockMenu } from './block-menu.tsx';
import { storyEditorConfig } from './editor-config.ts';
import { InlineToolbar } from './inline-toolbar.tsx';
import { StoryModelPlugin } from './plugins/story-model-plugin.tsx';
import { ImageUploads } from './uploads/image-uploads.tsx';
import type { UploadImage } from './uploads/upload-image.ts';

export interface StoryEditorProps {
  initial: DraftDocument;
  /** Called with the whole document whenever what would be saved changes (the page debounces). */
  onChange: (document: DraftDocument) => void;
  uploadImage: UploadImage;
  /** Whom an `@` may mention (the page searches; the editor does not fetch). */
  findPeople: FindPeople;
  /** A response (issue #13): its body only — a response's title is its first words. */
  bodyOnly?: boolean;
}

/**
 * The story editor: a title and a subtitle (plain fields: the model keeps them outside the body), and
 * the body in Lexical with rich text, lists, links, history, Markdown shortcuts, paste cleaning, image
 * uploads, `@` mentions, a toolbar on selected text and a "+" menu on empty lines. The body holds only what the
 * stored paragraphs can say (model/model-rules.ts), so what is saved is what the story page renders.
 */
export function StoryEditor({
  initial,
  onChange,
  uploadImage,
  findPeople,
  bodyOnly = false,
}: StoryEditorProps) {
  const [title, setTitle] = useState(initial.title);
  const [subtitle, setSubtitle] = useState(initial.subtitle);
  const latest = useRef(initial);
  const [config] = useState(() => storyEditorConfig('story', initial.paragraphs));
  const placeholder = bodyOnly ? editorTexts.response.body : editorTexts.body;

  const change = (patch: Partial<DraftDocument>) => {
    latest.current = { ...latest.current, ...patch };
    onChange(latest.current);
  };
  const bodyChanged = (state: EditorState) => {
    const next = { ...latest.current, paragraphs: toParagraphs(state) };
    // An empty line typed, a placeholder added, a node selected: nothing that would be saved changed.
    if (!sameDocument(next, latest.current)) change(next);
  };

  return (
    <div className="story-editor">
      {!bodyOnly && (
        <>
          <input
            className="story-editor__title"
            aria-label={editorTexts.title}
            placeholder={editorTexts.title}
            value={title}
            onChange={(event) => {
              setTitle(event.target.value);
              change({ title: event.target.value });
            }}
          />
          <input
            className="story-editor__subtitle"
            aria-label={editorTexts.subtitle}
            placeholder={editorTexts.subtitle}
            value={subtitle}
            onChange={(event) => {
              setSubtitle(event.target.value);
              change({ subtitle: event.target.value });
            }}
          />
        </>
      )}
      <LexicalComposer initialConfig={config}>
        <ImageUploads uploadImage={uploadImage}>
          <div className="story-editor__body-area post-body">
            <RichTextPlugin
              contentEditable={
                <ContentEditable
                  className="story-editor__body"
                  aria-label={bodyOnly ? editorTexts.response.label : editorTexts.bodyLabel}
                  aria-placeholder={placeholder}
                  placeholder={<div className="story-editor__placeholder">{placeholder}</div>}
                />
              }
              ErrorBoundary={LexicalErrorBoundary}
            />
            <InlineToolbar />
            <BlockMenu />
          </div>
          <HistoryPlugin />
          <ListPlugin />
          <LinkPlugin validateUrl={isStoryLink} />
          <MarkdownShortcutPlugin transformers={storyTransformers} />
          <MentionTypeahead findPeople={findPeople} />
          <StoryModelPlugin />
          <OnChangePlugin ignoreSelectionChange onChange={bodyChanged} />
        </ImageUploads>
      </LexicalComposer>
    </div>
  );
}
