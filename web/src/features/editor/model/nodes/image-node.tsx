import {
  $applyNodeReplacement,
  DecoratorNode,
  type DOMExportOutput,
  type EditorConfig,
  type LexicalEditor,
  type LexicalNode,
  type SerializedLexicalNode,
  type Spread,
} from 'lexical';
import type { JSX } from 'react';
import { imageUrl } from '#web/lib/format/image-url.ts';
import { ImageBlock } from '../../components/blocks/image-block.tsx';
import type { ImageData } from './block-data.ts';
import { updateNode } from './update-node.ts';

type SerializedImageNode = Spread<{ image: ImageData }, SerializedLexicalNode>;

const noImage: ImageData = {
  imageId: '',
  alt: null,
  focusPercentX: null,
  focusPercentY: null,
  originalWidth: null,
  originalHeight: null,
  layout: 'INSET_CENTER',
  caption: '',
};

/** An uploaded image with its caption, alt text, focus point and layout (an IMG paragraph). */
export class ImageNode extends DecoratorNode<JSX.Element> {
  __image: ImageData;

  override $config() {
    return this.config('folio-image', { extends: DecoratorNode });
  }

  constructor(image: ImageData = noImage, key?: string) {
    super(key);
    this.__image = image;
  }

  override afterCloneFrom(previous: this): void {
    super.afterCloneFrom(previous);
    this.__image = previous.__image;
  }

  override exportJSON(): SerializedImageNode {
    return { ...super.exportJSON(), image: this.getImage() };
  }

  override updateFromJSON(json: SerializedImageNode): this {
    return super.updateFromJSON(json).setImage({ ...noImage, ...json.image });
  }

  getImage(): ImageData {
    return this.getLatest().__image;
  }

  setImage(image: ImageData): this {
    const writable = this.getWritable();
    writable.__image = image;
    return writable;
  }

  override createDOM(config: EditorConfig): HTMLElement {
    const dom = document.createElement('div');
    dom.className = (config.theme['image'] as string | undefined) ?? '';
    return dom;
  }

  override updateDOM(): false {
    return false;
  }

  override exportDOM(): DOMExportOutput {
    const { imageId, alt, caption } = this.getImage();
    const figure = document.createElement('figure');
    const img = document.createElement('img');
    img.src = imageUrl(imageId);
    img.alt = alt ?? '';
    figure.append(img);
    if (caption) figure.append(Object.assign(document.createElement('figcaption'), { textContent: caption }));
    return { element: figure };
  }

  override getTextContent(): string {
    return this.getImage().caption;
  }

  override isInline(): false {
    return false;
  }

  override decorate(editor: LexicalEditor): JSX.Element {
    const key = this.getKey();
    const change = (patch: Partial<ImageData>) =>
      updateNode(editor, key, $isImageNode, (node) => node.setImage({ ...node.getImage(), ...patch }));
    return <ImageBlock image={this.__image} onChange={change} editable={editor.isEditable()} />;
  }
}

export const $createImageNode = (image: ImageData): ImageNode => $applyNodeReplacement(new ImageNode(image));

export const $isImageNode = (node: LexicalNode | null | undefined): node is ImageNode =>
  node instanceof ImageNode;
