import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $isEmbedNode, type EmbedData } from '../../model/nodes/embed-node.tsx';
import { editorTexts } from '../../texts.ts';
import { updateNode } from './update-node.ts';

/** An embed kept as a link: its title is editable, its address is shown as it will be linked. */
export function EmbedBlock({ nodeKey, embed }: { nodeKey: string; embed: EmbedData }) {
  const [editor] = useLexicalComposerContext();
  return (
    <div className="story-editor__embed-card">
      <input
        aria-label={editorTexts.embedTitle}
        placeholder={editorTexts.embedTitle}
        defaultValue={embed.title}
        onChange={(event) =>
          updateNode(editor, nodeKey, $isEmbedNode, (node) =>
            node.setEmbed({ ...node.getEmbed(), title: event.target.value }),
          )
        }
      />
      <span className="story-editor__embed-href">{embed.href}</span>
    </div>
  );
}
