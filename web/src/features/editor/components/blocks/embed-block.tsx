import type { EmbedData } from '../../model/nodes/block-data.ts';
import { editorTexts } from '../../texts.ts';

/** An embed kept as a link: its title is editable, its address is shown as it will be linked. */
export function EmbedBlock({
  embed,
  onTitleChange,
}: {
  embed: EmbedData;
  onTitleChange: (title: string) => void;
}) {
  return (
    <div className="story-editor__embed-card">
      <input
        aria-label={editorTexts.embedTitle}
        placeholder={editorTexts.embedTitle}
        defaultValue={embed.title}
        onChange={(event) => onTitleChange(event.target.value)}
      />
      <span className="story-editor__embed-href">{embed.href}</span>
    </div>
  );
}
