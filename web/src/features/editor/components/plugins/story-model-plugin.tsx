import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { mergeRegister } from 'lexical';
import { useEffect, useRef } from 'react';
import { registerModelRules } from '../../model/model-rules.ts';
import { registerStoryPaste } from '../../paste/register-paste.ts';
import { useUploads } from '../uploads/uploads-context.ts';

/** The model rules, paste and drop, registered once for the editor's life. */
export function StoryModelPlugin() {
  const [editor] = useLexicalComposerContext();
  const uploads = useUploads();
  // Read through a ref: registering again would run every transform over the whole story.
  const insert = useRef(uploads.insert);
  insert.current = uploads.insert;
  useEffect(
    () =>
      mergeRegister(
        registerModelRules(editor),
        registerStoryPaste(editor, (files) => insert.current(files)),
      ),
    [editor],
  );
  return null;
}
