import {
  $applyNodeReplacement,
  DecoratorNode,
  type EditorConfig,
  type LexicalNode,
  type SerializedLexicalNode,
  type Spread,
} from 'lexical';
import type { JSX } from 'react';
import { UploadPlaceholder } from '../../components/blocks/upload-placeholder.tsx';

type SerializedUploadPlaceholderNode = Spread<{ uploadId: string }, SerializedLexicalNode>;

/**
 * Where an image being uploaded will go: it shows the upload's progress, or its failure with a retry,
 * and becomes an ImageNode once the upload succeeds. It is never a paragraph: the conversion skips it,
 * so a failed upload is never saved as a broken image.
 */
export class UploadPlaceholderNode extends DecoratorNode<JSX.Element> {
  __uploadId: string;

  override $config() {
    return this.config('folio-upload', { extends: DecoratorNode });
  }

  constructor(uploadId = '', key?: string) {
    super(key);
    this.__uploadId = uploadId;
  }

  override afterCloneFrom(previous: this): void {
    super.afterCloneFrom(previous);
    this.__uploadId = previous.__uploadId;
  }

  override exportJSON(): SerializedUploadPlaceholderNode {
    return { ...super.exportJSON(), uploadId: this.getUploadId() };
  }

  override updateFromJSON(json: SerializedUploadPlaceholderNode): this {
    const node = super.updateFromJSON(json).getWritable();
    node.__uploadId = json.uploadId;
    return node;
  }

  getUploadId(): string {
    return this.getLatest().__uploadId;
  }

  override createDOM(config: EditorConfig): HTMLElement {
    const dom = document.createElement('div');
    dom.className = (config.theme['upload'] as string | undefined) ?? '';
    return dom;
  }

  override updateDOM(): false {
    return false;
  }

  override isInline(): false {
    return false;
  }

  override decorate(): JSX.Element {
    return <UploadPlaceholder uploadId={this.__uploadId} />;
  }
}

export const $createUploadPlaceholderNode = (uploadId: string): UploadPlaceholderNode =>
  $applyNodeReplacement(new UploadPlaceholderNode(uploadId));

export const $isUploadPlaceholderNode = (
  node: LexicalNode | null | undefined,
): node is UploadPlaceholderNode => node instanceof UploadPlaceholderNode;
