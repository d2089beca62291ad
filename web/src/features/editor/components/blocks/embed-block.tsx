import type { EmbedData } from '../../model/nodes/block-data.ts';
import { editorTexts } from '../../texts.ts';

/**
 * An embed kept as a link: its title is editable (shown as text in a read-only editor), its address
 * is shown as it will be linked.
 */
export function EmbedBlock({
  embed,
  onTitleChange,
  editable,
}: {
  embed: EmbedData;
  onTitleChange: (title: string) => void;
  editable: boolean;
}) {
  return (
    <div className="story-editor__embed-card">
      {editable ? (
        <input
          aria-label={editorTexts.embedTitle}
          placeholder={editorTexts.embedTitle}
          defaultValue={embed.title}
          onChange={(event) => onTitleChange(event.target.value)}
        />
      ) : (
        <strong>{embed.title}</strong>
      )}
      <span className="story-editor__embed-href">{embed.href}</span>
    </div>
  );
}
