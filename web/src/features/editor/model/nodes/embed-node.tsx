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
import { EmbedBlock } from '../../components/blocks/embed-block.tsx';
import type { EmbedData } from './block-data.ts';
import { updateNode } from './update-node.ts';

type SerializedEmbedNode = Spread<{ embed: EmbedData }, SerializedLexicalNode>;

export class EmbedNode extends DecoratorNode<JSX.Element> {
  __embed: EmbedData;

  override $config() {
    return this.config('folio-embed', { extends: DecoratorNode });
  }

  constructor(embed: EmbedData = { href: '', title: '' }, key?: string) {
    super(key);
    this.__embed = embed;
  }

  override afterCloneFrom(previous: this): void {
    super.afterCloneFrom(previous);
    this.__embed = previous.__embed;
  }

  override exportJSON(): SerializedEmbedNode {
    return { ...super.exportJSON(), embed: this.getEmbed() };
  }

  override updateFromJSON(json: SerializedEmbedNode): this {
    return super.updateFromJSON(json).setEmbed(json.embed);
  }

  getEmbed(): EmbedData {
    return this.getLatest().__embed;
  }

  setEmbed(embed: EmbedData): this {
    const writable = this.getWritable();
    writable.__embed = embed;
    return writable;
  }

  override createDOM(config: EditorConfig): HTMLElement {
    const dom = document.createElement('div');
    dom.className = (config.theme['embed'] as string | undefined) ?? '';
    return dom;
  }

  override updateDOM(): false {
    return false;
  }

  override exportDOM(): DOMExportOutput {
    const { href, title } = this.getEmbed();
    const link = Object.assign(document.createElement('a'), { href, textContent: title || href });
    const paragraph = document.createElement('p');
    paragraph.append(link);
    return { element: paragraph };
  }

  override getTextContent(): string {
    return this.getEmbed().title;
  }

  override isInline(): false {
    return false;
  }

  override decorate(editor: LexicalEditor): JSX.Element {
    const key = this.getKey();
    const retitle = (title: string) =>
      updateNode(editor, key, $isEmbedNode, (node) => node.setEmbed({ ...node.getEmbed(), title }));
    return <EmbedBlock embed={this.__embed} onTitleChange={retitle} editable={editor.isEditable()} />;
  }
}

export const $createEmbedNode = (embed: EmbedData): EmbedNode => $applyNodeReplacement(new EmbedNode(embed));

export const $isEmbedNode = (node: LexicalNode | null | undefined): node is EmbedNode =>
  node instanceof EmbedNode;
