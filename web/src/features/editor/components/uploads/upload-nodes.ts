import { $getRoot } from 'lexical';
import { $createImageNode } from '../../model/nodes/image-node.tsx';
import {
  $isUploadPlaceholderNode,
  type UploadPlaceholderNode,
} from '../../model/nodes/upload-placeholder-node.tsx';
import type { UploadedImage } from './upload-image.ts';

/** The placeholder of an upload, unless the writer has deleted it meanwhile. */
export const $findUpload = (uploadId: string): UploadPlaceholderNode | undefined =>
  $getRoot()
    .getChildren()
    .find(
      (node): node is UploadPlaceholderNode =>
        $isUploadPlaceholderNode(node) && node.getUploadId() === uploadId,
    );

/** A finished upload takes its placeholder's place as an image paragraph (inset, no caption yet). */
export function $placeUploadedImage(uploadId: string, image: UploadedImage): void {
  $findUpload(uploadId)?.replace(
    $createImageNode({
      imageId: image.imageId,
      alt: null,
      focusPercentX: null,
      focusPercentY: null,
      originalWidth: image.originalWidth,
      originalHeight: image.originalHeight,
      layout: 'INSET_CENTER',
      caption: '',
    }),
  );
}
