import { buildImageUrl, focusPoint, type ImageOptions } from '#web/lib/format/image-url.ts';
import type { PostCard_PostFragment } from '#graphql/generated/operations.ts';

type PreviewImage = NonNullable<PostCard_PostFragment['previewImage']>;
interface Box {
  width: number;
  height: number;
}

/** Spec 1 §9, spec 3 §9: the post card image, 767×271 by default and 330×101 at extra-large. */
export const cardImage: Box = { width: 767, height: 271 };
export const cardImageExtraLarge: Box = { width: 330, height: 101 };
/** The extra-large breakpoint (spec 3 §9: 1080 px), where two-column cards sit side by side. */
export const extraLarge = '(min-width: 1080px)';
/**
 * A list card's thumbnail beside its text: the spec gives it no size; 160×107 (3:2), which CSS shows at
 * 80×53 below 728 px, where the 1x image is already a 2x one.
 */
export const listThumbnail: Box = { width: 160, height: 107 };

/** The box cropped around the focus point, at 1x and 2x (the pixel ratio the image URL caps at). */
function sources(image: PreviewImage, box: Box) {
  const options: ImageOptions = {
    ...box,
    strategy: 'crop',
    focusPercentX: image.focusPercentX,
    focusPercentY: image.focusPercentY,
  };
  const oneX = buildImageUrl(image.id, options);
  return { src: oneX, srcSet: `${oneX} 1x, ${buildImageUrl(image.id, { ...options, pixelRatio: 2 })} 2x` };
}

/**
 * A story card's preview image. The image server serves stored bytes whole for now, so CSS crops them
 * (`object-fit: cover`) around the same focus point the URL asks the server to keep.
 */
export function PostCardImage({ image, layout }: { image: PreviewImage; layout: 'list' | 'grid' }) {
  const { x, y } = focusPoint(image);
  const common = {
    alt: image.alt ?? '',
    loading: 'lazy' as const,
    style: { objectPosition: `${x}% ${y}%` },
  };
  if (layout === 'list') {
    return <img {...sources(image, listThumbnail)} {...listThumbnail} {...common} />;
  }
  return (
    <picture>
      <source
        media={extraLarge}
        srcSet={sources(image, cardImageExtraLarge).srcSet}
        {...cardImageExtraLarge}
      />
      <img {...sources(image, cardImage)} {...cardImage} {...common} />
    </picture>
  );
}
