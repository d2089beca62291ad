import type { ReactNode } from 'react';
import { storyBodyTexts } from './story-body-texts.ts';
import { markupTree, safeHref, type Markup, type MarkupNode } from '#contract/markup-tree.ts';

function render(nodes: MarkupNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (node.kind === 'text') return node.text;
    const children = render(node.children);
    switch (node.markup.type) {
      case 'STRONG':
        return <strong key={index}>{children}</strong>;
      case 'EM':
        return <em key={index}>{children}</em>;
      case 'CODE':
        return <code key={index}>{children}</code>;
      case 'HIGHLIGHT':
        return (
          <mark key={index} className="highlight highlight--own" data-quote-id={node.markup.quoteId}>
            {children}
          </mark>
        );
      case 'TOP_HIGHLIGHT':
        return (
          <mark key={index} className="highlight highlight--top" title={storyBodyTexts.topHighlight}>
            {children}
          </mark>
        );
      case 'A': {
        const href = safeHref(node.markup.href);
        if (!href) return <span key={index}>{children}</span>;
        const external = !href.startsWith('/') && !href.startsWith('#');
        return (
          <a
            key={index}
            href={href}
            {...(external ? { rel: 'noopener ugc nofollow', target: '_blank' } : {})}
          >
            {children}
          </a>
        );
      }
    }
  });
}

/** A paragraph's text with its markups as strong / em / a / code, and its highlights as mark. */
export function MarkupText({ text, markups }: { text: string; markups: readonly Markup[] }) {
  return <>{render(markupTree(text, markups))}</>;
}
