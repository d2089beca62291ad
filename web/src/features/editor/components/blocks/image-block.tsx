import type { MouseEvent } from 'react';
import { imageUrl } from '#web/lib/format/image-url.ts';
import type { ImageData } from '../../model/nodes/block-data.ts';
import { paragraphLayouts } from '../../model/paragraph-input.ts';
import { editorTexts } from '../../texts.ts';

/**
 * An image in the editor: its layout, alt text, caption, and a click on it sets its focus point. In a
 * read-only editor (a revision's preview), the image and its caption only.
 */
export function ImageBlock({
  image,
  onChange: change,
  editable,
}: {
  image: ImageData;
  onChange: (patch: Partial<ImageData>) => void;
  editable: boolean;
}) {
  const setFocus = (event: MouseEvent<HTMLImageElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    change({
      focusPercentX: Math.round(((event.clientX - box.left) / box.width) * 100),
      focusPercentY: Math.round(((event.clientY - box.top) / box.height) * 100),
    });
  };
  const { focusPercentX, focusPercentY } = image;
  return (
    <figure
      className={`story-editor__figure story-editor__figure--${image.layout.toLowerCase().replace('_', '-')}`}
    >
      <div className="story-editor__image">
        <img
          src={imageUrl(image.imageId)}
          alt={image.alt ?? ''}
          width={image.originalWidth ?? undefined}
          height={image.originalHeight ?? undefined}
          title={editable ? editorTexts.focusHint : undefined}
          onClick={editable ? setFocus : undefined}
        />
        {editable && focusPercentX !== null && focusPercentY !== null && (
          <span
            className="story-editor__focus"
            style={{ left: `${focusPercentX}%`, top: `${focusPercentY}%` }}
            aria-hidden="true"
          />
        )}
      </div>
      {editable ? (
        <ImageControls image={image} onChange={change} />
      ) : (
        image.caption && <figcaption>{image.caption}</figcaption>
      )}
    </figure>
  );
}

/** What the writer sets on an image: its layout, alt text and caption. */
function ImageControls({
  image,
  onChange: change,
}: {
  image: ImageData;
  onChange: (patch: Partial<ImageData>) => void;
}) {
  return (
    <>
      <div role="group" aria-label={editorTexts.imageLayout} className="story-editor__layouts">
        {paragraphLayouts.map((layout) => (
          <button
            key={layout}
            type="button"
            aria-pressed={image.layout === layout}
            onClick={() => change({ layout })}
          >
            {editorTexts.layouts[layout]}
          </button>
        ))}
      </div>
      <label className="story-editor__alt">
        {editorTexts.altText}
        <input
          defaultValue={image.alt ?? ''}
          onChange={(event) => change({ alt: event.target.value || null })}
        />
      </label>
      <figcaption>
        <input
          aria-label={editorTexts.caption}
          placeholder={editorTexts.captionPlaceholder}
          defaultValue={image.caption}
          onChange={(event) => change({ caption: event.target.value })}
        />
      </figcaption>
    </>
  );
}
