import { QuoteNode } from '@lexical/rich-text';
import { $applyNodeReplacement, type EditorConfig, type LexicalNode } from 'lexical';

/**
 * A pull quote (PQ): a quote set large, which the story page renders as its own kind of blockquote. A
 * QuoteNode in every behaviour (Enter leaves it, Backspace at its start makes it a paragraph), so
 * Lexical's rich text treats it as one; only its type and class differ. Pasted blockquotes stay BQ.
 */
export class PullQuoteNode extends QuoteNode {
  override $config() {
    return this.config('pull-quote', { extends: QuoteNode, importDOM: {} });
  }

  override createDOM(config: EditorConfig): HTMLElement {
    const dom = super.createDOM(config);
    const className = config.theme['pullQuote'] as string | undefined;
    if (className) dom.className = className;
    return dom;
  }
}

export const $createPullQuoteNode = (): PullQuoteNode => $applyNodeReplacement(new PullQuoteNode());

export const $isPullQuoteNode = (node: LexicalNode | null | undefined): node is PullQuoteNode =>
  node instanceof PullQuoteNode;
